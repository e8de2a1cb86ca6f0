import { normalizeLanguage, type Language } from '../schema/languages';
import { ACCOUNT_TYPE_STORAGE_KEY, LANGUAGE_KEY, SCENARIO_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../schema/storage-keys';
import { roleOfAccount, storedAccountType } from '../schema/account-role';
import { SCENARIO_PATTERN } from './platform-contract';
import { readStorage } from './merchant';

/** The browser's storages, or null where reading them throws (some privacy modes). */
export interface VisitorStorage {
  local: Pick<Storage, 'getItem'> | null;
  session: Pick<Storage, 'getItem'> | null;
}

/** The language the visitor chose last (local storage), as the site speaks it: anything else is the default. */
export function savedLanguage(storage: VisitorStorage): Language {
  return normalizeLanguage(readStorage(storage.local, LANGUAGE_KEY));
}

/** The tab's session token, when one is held. */
export function sessionToken(storage: VisitorStorage): string | null {
  return readStorage(storage.session, TOKEN_STORAGE_KEY) || null;
}

/** The role the tab's session plays, as the session store derives it when it restores the session (`readSession`). */
export function sessionRole(storage: VisitorStorage): ReturnType<typeof roleOfAccount> {
  if (!sessionToken(storage)) return 'visitor';
  return roleOfAccount(storedAccountType(readStorage(storage.session, ACCOUNT_TYPE_STORAGE_KEY)) ?? 0);
}

/** The tab's embedded-platform scenario: the URL's (when well formed), else the one the tab kept. */
export function tabScenario(search: string, storage: VisitorStorage): string | null {
  const asked = new URLSearchParams(search).get('scenario');
  return asked && SCENARIO_PATTERN.test(asked) ? asked : readStorage(storage.session, SCENARIO_STORAGE_KEY) || null;
}

/** `?scenario=NAME` picks the embedded platform's scenario for this tab only (session storage, sent as `X-Platform-Scenario`). */
export function rememberScenarioFromUrl(search: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  const scenario = new URLSearchParams(search).get('scenario');
  if (scenario && SCENARIO_PATTERN.test(scenario)) storage.setItem(SCENARIO_STORAGE_KEY, scenario);
}

/**
 * Whether the URL's query string holds nothing but a campaign's tags (`utm_*`, Google's `gclid`, Meta's `fbclid`), or
 * nothing: an ad's or a newsletter's link lands on the page a player without them would see, so the calls its first
 * paint names still hold. Any other parameter may be one a page's queries read (a filter, a page, `?scenario=`).
 */
export function onlyCampaignTags(search: string): boolean {
  return !search.replace(/[?&](utm_\w+|gclid|fbclid)=[^&]*/g, '');
}

/** The page's storages, each null when the browser refuses access. */
export function browserStorage(): VisitorStorage {
  const open = (kind: 'localStorage' | 'sessionStorage') => {
    try {
      return window[kind];
    } catch {
      return null;
    }
  };
  return { local: open('localStorage'), session: open('sessionStorage') };
}
