import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiErrorText, configureApi, getBalance, getMemberInfo } from '@/api';
import { errorsEn } from '@/i18n/locales/errors-en';
import { errorsTy } from '@/i18n/locales/errors-ty';
import { fail, resetClient, url } from './support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(resetClient);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BALANCE = url('/wps/v2/wallets/balance');

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('error mapping (spec §8)', () => {
  it.each([
    ['function.not.available', 400, 'err_unavailable'],
    ['#727', 200, 'err_system_busy'],
    ['#734', 200, 'err_round_open'],
    ['request_param_err', 400, 'err_request_param'],
    ['request_body_required', 400, 'err_request_body_required'],
    ['member.not.exist', 200, 'err_account_not_found'],
  ] as const)('%s → %s', async (code, status, key) => {
    server.use(http.get(BALANCE, () => fail(code, 'platform text', status)));
    const error = await failureOf(getBalance());
    expect(error).toMatchObject({ name: 'ApiError', errorCode: code, status, messageKey: key, serverMessage: 'platform text' });
    expect(apiErrorText(error, (k) => errorsEn[k])).toBe(errorsEn[key]);
  });

  it('keeps the platform message for codes the catalogue does not know', async () => {
    server.use(http.get(BALANCE, () => fail('login.password.wrong', 'Wrong password')));
    const error = await failureOf(getBalance());
    expect(error.messageKey).toBe('err_unknown');
    expect(apiErrorText(error, (k) => errorsEn[k])).toBe('Wrong password');
  });

  it('falls back to the generic message when the platform sends none', async () => {
    server.use(http.get(BALANCE, () => fail('some.code')));
    const error = await failureOf(getBalance());
    expect(apiErrorText(error, (k) => errorsTy[k])).toBe(errorsTy.err_unknown);
  });

  it('maps a broken link to the network message', async () => {
    server.use(http.get(BALANCE, () => HttpResponse.error()));
    const error = await failureOf(getBalance());
    expect(error).toMatchObject({ messageKey: 'err_network', status: 0 });
  });

  it('maps a proxy 500 without an envelope (platform server down) to the network message', async () => {
    server.use(http.get(BALANCE, () => new HttpResponse('', { status: 500, headers: { 'Content-Type': 'text/plain' } })));
    expect((await failureOf(getBalance())).messageKey).toBe('err_network');
  });

  it('maps a slow platform to the timeout message', async () => {
    configureApi({ timeoutMs: 30 });
    server.use(
      http.get(BALANCE, async () => {
        await delay(300);
        return HttpResponse.json({ success: true, value: { sumBalance: 1 } });
      }),
    );
    expect((await failureOf(getBalance())).messageKey).toBe('err_timeout');
  });

  it('maps 401 to not logged in', async () => {
    server.use(http.get(url('/wps/member/info'), () => fail('login.not.session', 'Session ended', 401)));
    const error = await failureOf(getMemberInfo());
    expect(error).toMatchObject({ messageKey: 'err_not_logged_in', status: 401, errorCode: 'login.not.session' });
  });

  it('has a translated message for every key, in both locales', () => {
    for (const key of Object.keys(errorsEn) as (keyof typeof errorsEn)[]) {
      expect(errorsTy[key]).toBeTruthy();
      expect(errorsTy[key]).not.toBe(errorsEn[key]);
    }
  });
});
