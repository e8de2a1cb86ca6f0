import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@/api';
import { ApiError, configureApi } from '@/api';
import { errorsEn } from '@/i18n/locales/errors-en';
import { errorsTy } from '@/i18n/locales/errors-ty';
import { createHandlers } from '../../embedded-platform/handlers';
import { createPlatform, DEMO_PASSWORD } from '../../embedded-platform/platform';
import { queries, type QueryName } from '@/renderer/data/catalogue';
import { failureText, toDataFailure } from '@/renderer/data/data-error';
import type { ParamValues } from '@/renderer/data/data-types';
import { resetClient } from '../api/support';
import { FAULT_TIMEOUT_MS, FAULTS, failOnUnhandledRejections, isKeyRequest } from './faults';

/**
 * API fault injection on every call group (src/api modules): each fault gives the typed ApiError
 * with its spec §8 message, and the next good call of the same kind works (the page keeps working).
 * The reads schemas bind to come from the data catalogue, so a new query joins the matrix by itself.
 */

const server = setupServer(...createHandlers(createPlatform({ scenario: 'default', log: () => undefined })));
/** agent01 sees every member and agent page; the referral programme is for players only. */
const tokens = { agent01: '', player01: '' };
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetClient();
  for (const account of ['agent01', 'player01'] as const) tokens[account] = (await api.login({ username: account, password: DEMO_PASSWORD, type: 'username' })).token;
});
beforeEach(resetClient);
afterAll(() => server.close());
failOnUnhandledRejections();

/** Params a query needs to answer (the rest read their defaults). */
const PARAMS: Partial<Record<QueryName, ParamValues>> = { contracts: { kind: 'daily' }, promotion: { promotionId: 101 } };

const PLAYER_ONLY: ReadonlySet<string> = new Set(['referral']);

/**
 * Calls whose every field has a documented default (notice groups, contract flags, an avatar,
 * missions): a success without those fields is an empty answer — the page shows its empty state
 * and keeps working — not a malformed one.
 */
const EMPTY_ANSWERS: Readonly<Record<string, unknown>> = {
  getAnnouncements: { notices: [], player: [], banners: [], popup: [], promotion: [] },
  notices: { rows: [], facts: {} },
  agentAnnouncements: { rows: [], facts: {} },
  getConsolidatedFunds: { dividendContract: false, dailySalaryContract: false, hourlySalaryContract: false, realTimeSalaryContract: false, downlineCount: 0 },
  memberAvatar: { rows: [], facts: { avatar: '', avatarType: 'STATIC' } },
  missions: { rows: [], facts: { openCount: 0 }, count: 0 },
};
const EVERY_FIELD_DEFAULTED: ReadonlySet<string> = new Set(Object.keys(EMPTY_ANSWERS));

/**
 * The shape of an answer: its keys and the types of its values, arrays by their first item. Two answers of one call
 * have one shape whatever their data (a new token, another captcha), and a parsed answer that lost a field does not.
 */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? [shapeOf(value[0])] : [];
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  return value === null ? 'null' : typeof value;
}

interface Call {
  group: string;
  name: string;
  run: () => Promise<unknown>;
}

const catalogueCalls: Call[] = (Object.keys(queries) as QueryName[]).map((name) => ({ group: 'catalogue', name, run: () => queries[name].run(PARAMS[name] ?? {}) }));

/** Calls the app makes outside the catalogue: the shell, the account flows and the game areas. */
const appCalls: Call[] = [
  { group: 'system', name: 'getSystemStatus', run: () => api.getSystemStatus('http://localhost/') },
  { group: 'system', name: 'getRegisterSettings', run: () => api.getRegisterSettings() },
  { group: 'session', name: 'login', run: () => api.login({ username: 'player01', password: DEMO_PASSWORD, type: 'username' }) },
  { group: 'session', name: 'getCaptcha', run: () => api.getCaptcha() },
  { group: 'member', name: 'getMemberInfo', run: () => api.getMemberInfo() },
  { group: 'wallet', name: 'getBalance', run: () => api.getBalance() },
  { group: 'games', name: 'getGameVendors', run: () => api.getGameVendors() },
  { group: 'games', name: 'getGameList', run: () => api.getGameList({ vassalage: 'PP', pageNo: 1, pageSize: 24 }) },
  { group: 'games', name: 'getHotGames', run: () => api.getHotGames() },
  { group: 'games', name: 'getPvpRooms', run: () => api.getPvpRooms() },
  { group: 'lottery', name: 'getPopularLotteries', run: () => api.getPopularLotteries('Lott') },
  { group: 'lottery', name: 'getVnOpenedNumeros', run: () => api.getVnOpenedNumeros() },
  { group: 'notices', name: 'getAnnouncements', run: () => api.getAnnouncements(['B', 'PL']) },
  { group: 'agent', name: 'getConsolidatedFunds', run: () => api.getConsolidatedFunds() },
  { group: 'bot-check', name: 'getBotChallenge', run: () => api.getBotChallenge() },
];

const CALLS = [...appCalls, ...catalogueCalls];

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
}

describe.each(FAULTS)('$name', (fault) => {
  it.each(CALLS)('$group $name: the spec §8 message, then a good call works', async ({ name, run }) => {
    const token = tokens[PLAYER_ONLY.has(name) ? 'player01' : 'agent01'];
    sessionStorage.setItem('token', token);
    // What a good call gives before the fault: the answer the page gets back once the platform answers again.
    const before = shapeOf(await run());
    expect(before, `${name} answers something to compare with`).not.toEqual('undefined');
    resetClient();
    sessionStorage.setItem('token', token);
    configureApi({ timeoutMs: FAULT_TIMEOUT_MS });
    server.use(http.all('*', ({ request }) => (isKeyRequest(request) ? undefined : fault.respond())));
    if (fault.name === 'missing fields' && EVERY_FIELD_DEFAULTED.has(name)) {
      await expect(run()).resolves.toEqual(EMPTY_ANSWERS[name]);
    } else {
      const error = await failureOf(run());
      expect(error).toBeInstanceOf(ApiError);
      const failure = toDataFailure(error);
      expect(failure.messageKey).toBe(fault.expected);
      // What the page shows, in both languages: the catalogue text, never a raw server string.
      expect(failureText(failure, (key) => errorsEn[key as keyof typeof errorsEn])).toBe(errorsEn[fault.expected]);
      expect(failureText(failure, (key) => errorsTy[key as keyof typeof errorsTy])).toBe(errorsTy[fault.expected]);
    }

    // The page keeps working: the platform answers again and the same call succeeds.
    server.resetHandlers();
    configureApi({ timeoutMs: 30_000 });
    api.resetSessionExpiry();
    sessionStorage.setItem('token', token);
    expect(shapeOf(await run())).toEqual(before);
  });
});
