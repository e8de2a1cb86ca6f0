import { botChecksOf } from '../../../embedded-platform/platform/bot-check';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { ApiError, configureApi, login, type LoginResult } from '@/api';
import { createHandlers } from '../../../embedded-platform/handlers';
import { createPlatform, DEMO_PASSWORD, type Platform, type ScenarioName } from '../../../embedded-platform/platform';
import { resetClient } from '../support';

/**
 * The embedded platform in-process, behind the real client: every test goes through the same
 * headers, encryption and parsing as the site. Unhandled requests fail the test.
 */
export function withEmbeddedPlatform(options: { now?: () => number } = {}): { platform: Platform; server: ReturnType<typeof setupServer> } {
  const platform = createPlatform({ scenario: 'default', log: () => undefined, ...options });
  const server = setupServer(...createHandlers(platform));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(resetClient);
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { platform, server };
}

/** Logs in through the client and keeps the token where the app keeps it. */
export async function loginAs(account: string, password = DEMO_PASSWORD): Promise<LoginResult> {
  const result = await login({ username: account, password, type: 'username' });
  sessionStorage.setItem('token', result.token);
  return result;
}

export function selectScenario(name: ScenarioName): void {
  sessionStorage.setItem('platformScenario', name);
}

/** A merchant the platform does not serve: every call answers function.not.available. */
export function actAsUnknownMerchant(): void {
  configureApi({ getMerchant: () => 'no-such-merchant' });
}

export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  if (!(error instanceof ApiError)) throw error;
  return error;
}

/** The geetest fields of a bot check passed as the slider would pass it: the piece dropped on its notch. */
export function passedBotCheck(platform: Platform): Record<string, string> {
  const checks = botChecksOf(platform);
  const { challenge } = checks.issue();
  const notchX = checks.latest()?.notchX ?? 0;
  const pass = checks.verify(challenge, notchX);
  if (!pass) throw new Error('the bot check refused the notch position');
  return { geetestChallenge: challenge, geetestValidate: pass.validate, geetestSeccode: pass.seccode };
}

/** `yyyy-MM-dd` of the UTC day `days` after the one `time` falls in. */
export function isoDay(time: number, days = 0): string {
  return new Date(Math.floor(time / 86_400_000) * 86_400_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A PNG or JPEG data URL whose decoded payload is `bytes` long. */
export function imageDataUrl(bytes: number, type: 'png' | 'jpeg' | 'gif' = 'png'): string {
  return `data:image/${type};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
}

/** The 18+ (21+ in allFlags) and terms boxes, ticked: the default register settings require them. */
export const CONSENT = { ageConfirm: 'true', ageConfirm21: 'true', agreeTerms: 'true' } as const;
