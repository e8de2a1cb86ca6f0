/**
 * Spec §7's calls against the calls the suites made (issue 40), measured, not
 * read from test sources. `npm test` (scripts/test-all.sh) runs the unit and e2e stages with `PLATFORM_CALL_LOG` set
 * (embedded-platform/handlers/call-log.ts: one line per request the embedded platform got, `<source>\t<METHOD> <path>`)
 * and runs scripts/check-spec-calls.ts at the end, which fails when:
 * - a call of spec §7 is never made by the site: in the browser (the e2e run, source `e2e`) or in a component test
 *   that renders the site's screens, widgets and popups over the real client (tests/app/, tests/widgets/,
 *   tests/renderer/), unless SPEC_CALLS says it is not made yet, with the issue that builds it. A unit test of the
 *   API client alone (tests/api/) is not the site making the call;
 * - a call listed as not made yet is made by the site now (the note is stale: remove it);
 * - a call is never made by any test of the product (the e2e run or a unit test of the client or the site; the embedded
 *   platform's own tests, tests/embedded-platform/, do not count: they test the fake server).
 */
export interface SpecCall {
  /** As spec §7 names it; the method when the spec gives one. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Set while the site does not make the call: why, and the issue that builds the feature. */
  notYetMade?: string;
}

const relay = (name: string, method?: SpecCall['method'], notYetMade?: string): SpecCall => ({ path: `/wps/relay/${name}`, ...(method ? { method } : {}), ...(notYetMade ? { notYetMade } : {}) });

/** Spec §7, in its order. Point-mall paths are the platform's (the spec names the calls, not their paths). */
export const SPEC_CALLS: readonly SpecCall[] = [
  // Login group.
  { method: 'POST', path: '/wps/session/login' },
  { method: 'POST', path: '/wps/verification/sms/noLogin' },
  { method: 'GET', path: '/wps/system/whitelabel' },
  relay('MCSFE_getPlayerAvatar', 'GET'),
  { method: 'GET', path: '/lgw/games/game_menus' },
  { method: 'GET', path: '/wps/member/info' },
  { method: 'PUT', path: '/wps/member/register' },
  { method: 'PUT', path: '/wps/member/register/mobile' },
  { method: 'POST', path: '/wps/member/password' },
  { method: 'GET', path: '/wps/agent/affiliate' },
  { method: 'GET', path: '/wps/system/setting/register' },
  { method: 'POST', path: '/wps/member/password/email' },
  { method: 'POST', path: '/wps/session/login/freeplay' },
  { method: 'GET', path: '/wps/captcha' },
  { method: 'GET', path: '/wps/member/info/icon' },
  { method: 'GET', path: '/wps/system/status' },
  { method: 'POST', path: '/wps/member/password/verification' },
  { method: 'DELETE', path: '/wps/session/logout' },
  // Other paths.
  { path: '/wps/v2/wallets/balance' },
  relay('GCS_walletTransfer', 'POST'),
  relay('GCSGAME_hotGamesV2'),
  relay('GCSGAME_gameList', 'GET'),
  relay('MCSFE_getListAnnouncements', 'GET'),
  relay('GCSGAME_getVassGameType'),
  relay('GCSGAME_newGameVendor'),
  relay('MCSFE_getFavoriteGames'),
  relay('MCSFE_getFavoriteGamesList'),
  relay('GCS_recentGame'),
  relay('GLS2_roomList'),
  { path: '/wps/game/launchGame' },
  { path: '/lgw/vn/games/game_menu' },
  { path: '/lgw/vn/games/recent' },
  relay('MCSFE_getMissionSummaryDetails'),
  relay('MCSFE_getMissionLeaderboard'),
  { path: '/lgw/games/popular' },
  { path: '/lgw/vn/numeros/opened/game' },
  { path: '/wps/member/info/funds/consolidated' },
  relay('MCS2_processDividendReq'),
  relay('MCS2_processDailySalContract'),
  { path: '/lotto/lgw/games/opened/numero' },
  relay('GCS_merchantWallet'),
  relay('MCS2_processContractHourSalary', 'POST'),
  relay('MCSFE_processRealTimeSalaryContract', 'POST'),
  relay('GCSGAME_getRankList'),
  { path: '/wps/system/domainRoute' },
  { method: 'POST', path: '/wps/verification/sms/register' },
  { method: 'PUT', path: '/wps/feedback' },
  relay('MCS2_claimRafflePromotion', 'POST'),
  relay('CSP_unreadCount'),
  { path: '/wps/points/balance' },
  { path: '/wps/points/reward' },
  { path: '/wps/points/redeem' },
  { path: '/wps/points/convert' },
  { path: '/wps/points/redeem/list' },
  { path: '/wps/points/config' },
  relay('ODSFE2_MemTransDet'),
  { path: '/wps/system/helpCenter' },
];

/** Component tests that render the site (screens, widgets, popups) over the real API client. */
const SITE_TESTS = ['tests/app/', 'tests/widgets/', 'tests/renderer/'];

interface Made {
  byUi: boolean;
  byTests: boolean;
}

export function callsMade(log: string): Map<string, Made> {
  const made = new Map<string, Made>();
  for (const line of log.split('\n')) {
    const [source, call] = line.split('\t');
    if (!source || !call) continue;
    const entry = made.get(call) ?? { byUi: false, byTests: false };
    if (source === 'e2e' || SITE_TESTS.some((folder) => source.startsWith(folder))) entry.byUi = true;
    if (source === 'e2e' || !source.includes('tests/embedded-platform/')) entry.byTests = true;
    made.set(call, entry);
  }
  return made;
}

export const named = (call: SpecCall) => `${call.method ?? 'any method'} ${call.path}`;

/** The problems, one line each (none: every call is accounted for). */
export function checkSpecCalls(made: ReadonlyMap<string, Made>, calls: readonly SpecCall[] = SPEC_CALLS): string[] {
  const problems: string[] = [];
  for (const call of calls) {
    const matching = [...made].filter(([line]) => {
      const [method, path] = line.split(' ');
      return path === call.path && (!call.method || method === call.method);
    });
    const byUi = matching.some(([, entry]) => entry.byUi);
    const byTests = matching.some(([, entry]) => entry.byTests);
    if (!byUi && !call.notYetMade) problems.push(`${named(call)}: the site never made it (e2e or a component test of the site; build it, or say why it is not made yet)`);
    if (byUi && call.notYetMade) problems.push(`${named(call)}: the site makes it now; remove its "not yet made" note (${call.notYetMade})`);
    if (!byTests) problems.push(`${named(call)}: no test of the product made it (the embedded platform's own tests do not count)`);
  }
  return problems;
}
