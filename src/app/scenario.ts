const SCENARIO_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,40}$/;

/**
 * `?scenario=NAME` on any URL picks the embedded platform's scenario for this tab only:
 * kept in session storage (per tab) and sent by the API client as `X-Platform-Scenario`.
 */
export function rememberScenarioFromUrl(search: string, storage: Storage = sessionStorage): void {
  const scenario = new URLSearchParams(search).get('scenario');
  if (scenario && SCENARIO_PATTERN.test(scenario)) storage.setItem('platformScenario', scenario);
}
