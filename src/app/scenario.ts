import { SCENARIO_PATTERN } from '@/api/platform-contract';
import { SCENARIO_STORAGE_KEY } from '@/schema/storage-keys';

/**
 * `?scenario=NAME` on any URL picks the embedded platform's scenario for this tab only:
 * kept in session storage (per tab) and sent by the API client as `X-Platform-Scenario`.
 */
export function rememberScenarioFromUrl(search: string, storage: Storage = sessionStorage): void {
  const scenario = new URLSearchParams(search).get('scenario');
  if (scenario && SCENARIO_PATTERN.test(scenario)) storage.setItem(SCENARIO_STORAGE_KEY, scenario);
}
