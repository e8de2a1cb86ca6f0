import { isAgentAccount, isTrialAccount } from '../platform/account-types';
import type { MemberAccount } from '../platform/accounts';
import { decryptPayload, decryptSessionSecret, PayloadDecryptionError } from '../platform/crypto';
import { contentLanguageOf, type ContentLanguage } from '../platform/brands';
import type { Platform } from '../platform/platform';
import { scenarioFor, type Scenario } from '../platform/scenarios';
import type { Session } from '../platform/sessions';
import { isFields, type Fields } from './body';
import { badParameter, ERROR_CODES, PlatformFailure } from './envelope';

/** issue 3: the merchants this platform serves; any other Merchant header is refused. */
export const ACCEPTED_MERCHANTS: readonly string[] = ['croupier', 'luckystar'];

/** What one platform call sees: the request, the scenario it runs under, and lazy session checks. */
export interface CallContext {
  request: Request;
  url: URL;
  platform: Platform;
  scenario: Scenario;
  merchant: string;
  language: string;
  /** The language platform content answers in (the `Language` header: `ty`, else EN). */
  contentLanguage: ContentLanguage;
  query(name: string): string | undefined;
  session(): Session;
  member(): MemberAccount;
  /** A member that is not a trial account (spec §5: gated actions need a real account). */
  realMember(): MemberAccount;
  agent(): MemberAccount;
  json(): Promise<Fields>;
  /** The JSON body, or `{}` when there is none. */
  optionalJson(): Promise<Fields>;
  /** The body of an encrypted call (issue 3), decrypted. */
  decrypted(): Promise<Fields>;
  form(): Promise<Fields>;
}

export interface CallOptions {
  /** Calls the maintenance and restricted pages still need (status, whitelabel, …). */
  openWhenClosed?: boolean;
}

function merchantOf(platform: Platform, request: Request): string {
  // Headers.get joins repeated headers with ", ": a comma means the client sent it twice.
  const merchant = request.headers.get('Merchant');
  const accepted = (id: string) => ACCEPTED_MERCHANTS.includes(id) || (platform.moreMerchants?.().includes(id) ?? false);
  if (!merchant || merchant.includes(',') || !accepted(merchant.trim())) {
    throw new PlatformFailure(ERROR_CODES.notAvailable, 'Unknown or missing merchant', 400);
  }
  return merchant.trim();
}

async function bodyText(request: Request): Promise<string> {
  const body = await request.text();
  if (!body.trim()) throw new PlatformFailure(ERROR_CODES.bodyRequired, 'Request body is required', 400);
  return body;
}

async function jsonOf(request: Request): Promise<Fields> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await bodyText(request));
  } catch (error) {
    if (error instanceof PlatformFailure) throw error;
    throw badParameter('Request body is not JSON');
  }
  if (!isFields(parsed)) throw badParameter('Request body must be a JSON object');
  return parsed;
}

function createContext(platform: Platform, request: Request): CallContext {
  const url = new URL(request.url);
  const scenario = scenarioFor(request.headers.get('X-Platform-Scenario'), platform.defaultScenario);
  const merchant = merchantOf(platform, request);
  let cachedSession: Session | undefined;
  const context: CallContext = {
    request,
    url,
    platform,
    scenario,
    merchant,
    language: request.headers.get('Language') ?? 'EN',
    contentLanguage: contentLanguageOf(request.headers.get('Language')),
    query: (name) => url.searchParams.get(name)?.trim() || undefined,
    session() {
      cachedSession ??= platform.sessions.touch(request.headers.get('Authorization'));
      if (!cachedSession) throw new PlatformFailure(ERROR_CODES.notLoggedIn, 'Session ended, please log in again', 401);
      return cachedSession;
    },
    member() {
      const member = platform.accounts.find(context.session().account);
      if (!member) throw new PlatformFailure(ERROR_CODES.notLoggedIn, 'Session ended, please log in again', 401);
      return member;
    },
    realMember() {
      const member = context.member();
      if (isTrialAccount(member.type)) throw new PlatformFailure(ERROR_CODES.trialRefused, 'This feature needs a real account; trial accounts cannot use it');
      return member;
    },
    agent() {
      const member = context.realMember();
      if (!isAgentAccount(member.type)) throw new PlatformFailure(ERROR_CODES.notAgent, 'Only agent accounts can use the agent centre');
      return member;
    },
    json: () => jsonOf(request),
    async optionalJson() {
      const raw = await request.clone().text();
      return raw.trim() ? jsonOf(request) : {};
    },
    async decrypted() {
      const body = await jsonOf(request);
      const ciphertext = body['value'];
      const header = request.headers.get('Encryption');
      if (typeof ciphertext !== 'string' || !header) throw badParameter('Encrypted call without value or Encryption header');
      try {
        const payload = decryptPayload(ciphertext, decryptSessionSecret(header, platform.keys));
        if (!isFields(payload)) throw badParameter('Decrypted body must be a JSON object');
        return payload;
      } catch (error) {
        if (error instanceof PayloadDecryptionError) throw badParameter(`Cannot decrypt the request: ${error.message}`);
        throw error;
      }
    },
    async form() {
      return Object.fromEntries(new URLSearchParams(await bodyText(request)));
    },
  };
  return context;
}

/** Wraps one call: merchant and scenario checks, then the handler; refusals become envelopes. */
export function platformCall(platform: Platform, handle: (call: CallContext) => Response | Promise<Response>, options: CallOptions = {}) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    try {
      const call = createContext(platform, request);
      if ((call.scenario.maintenance || call.scenario.regionRestriction) && !options.openWhenClosed) {
        throw new PlatformFailure(ERROR_CODES.notAvailable, call.scenario.maintenance ? 'System under maintenance' : 'Not available in your region', 400);
      }
      return await handle(call);
    } catch (error) {
      if (error instanceof PlatformFailure) return error.toResponse();
      throw error;
    }
  };
}
