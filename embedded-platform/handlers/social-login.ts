import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MemberAccount } from '../platform/accounts';
import type { Platform } from '../platform/platform';
import { randomDigits, randomToken } from '../platform/random';
import { DEMO_FACEBOOK_APP_ID, DEMO_GOOGLE_CLIENT_ID, type Scenario } from '../platform/scenarios';
import { text } from './body';
import { platformCall, type CallContext } from './call-context';
import { badParameter, ERROR_CODES, ok, PlatformFailure } from './envelope';
import { openSessionFor } from './login-value';
import { besidePlatform } from '../platform/beside';
import { wps } from './routes';

/**
 * One-click Google / Facebook login (spec §4) against local stand-ins of the providers:
 *
 * - `GET /platform-assets/oauth/:provider?client_id=&redirect_uri=&state=`: the consent page with an
 *   account chooser ("Continue as …"), a plain HTML form (no script);
 * - `POST /platform-assets/oauth/:provider/consent`: issues a single-use code and redirects to
 *   `redirect_uri?code=…&state=…` (what the real provider does after consent);
 * - `POST /wps/session/login/social {provider, code}`: exchanges the code, creates or finds the
 *   member bound to that social identity and answers like the normal login.
 *
 * The login call is plain JSON here; a real gateway would want it encrypted like `/session/login`.
 */

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Refusal of an unknown, used, expired or foreign code. */
export const SOCIAL_CODE_INVALID = 'login.social.code.invalid';
/** A code is good for this long after consent. */
const CODE_LIFETIME_MS = 5 * 60_000;

interface ProviderInfo {
  name: string;
  clientId: string;
  /** The demo person the stand-in offers (subject = the provider's stable user id). */
  person: { subject: string; name: string; email: string };
  colour: string;
}

const PROVIDERS: Record<SocialProvider, ProviderInfo> = {
  google: { name: 'Google', clientId: DEMO_GOOGLE_CLIENT_ID, person: { subject: '104729', name: 'Maria Santos', email: 'maria.santos@gmail.example' }, colour: '#1a73e8' },
  facebook: { name: 'Facebook', clientId: DEMO_FACEBOOK_APP_ID, person: { subject: '730512', name: 'Jun Reyes', email: 'jun.reyes@facebook.example' }, colour: '#1877f2' },
};

function isProvider(value: string | undefined): value is SocialProvider {
  return SOCIAL_PROVIDERS.some((provider) => provider === value);
}

/** The configured id for a provider in a scenario ('' = not configured). */
function configuredId(scenario: Scenario, provider: SocialProvider): string {
  return (provider === 'google' ? scenario.settings.googleClientId : scenario.settings.facebookAppId) ?? '';
}

interface IssuedCode {
  provider: SocialProvider;
  subject: string;
  expiresAt: number;
}

/** Issued codes and the members bound to social identities, per platform (kept beside it). */
class SocialLogins {
  private readonly codes = new Map<string, IssuedCode>();
  private readonly members = new Map<string, string>();

  constructor(private readonly platform: Platform) {}

  issue(provider: SocialProvider, subject: string): string {
    const code = randomToken(this.platform.random, 24);
    this.codes.set(code, { provider, subject, expiresAt: this.platform.now() + CODE_LIFETIME_MS });
    return code;
  }

  /** Single use: the code is gone whether or not it was good. */
  redeem(provider: SocialProvider, code: string): IssuedCode | undefined {
    const issued = this.codes.get(code);
    this.codes.delete(code);
    if (!issued || issued.provider !== provider || issued.expiresAt < this.platform.now()) return undefined;
    return issued;
  }

  /** The member of `provider:subject`, created on first sight (a plain player with a random password). */
  memberFor(provider: SocialProvider, subject: string): MemberAccount {
    const key = `${provider}:${subject}`;
    const known = this.members.get(key);
    const existing = known ? this.platform.accounts.find(known) : undefined;
    if (existing) return existing;
    const { person } = PROVIDERS[provider];
    const member = this.platform.accounts.add({ account: `${provider}${subject}`, password: randomDigits(this.platform.random, 16), nickname: person.name, email: person.email });
    this.members.set(key, member.account);
    return member;
  }
}

export const socialLoginsOf = besidePlatform((platform) => new SocialLogins(platform));

function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

function page(status: number, title: string, body: string): Response {
  return new HttpResponse(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f4f6;color:#202124}main{background:#fff;border-radius:12px;padding:2rem;max-width:22rem;box-shadow:0 2px 12px #0002;text-align:center}button{font:inherit;border:0;border-radius:6px;padding:.7rem 1.2rem;color:#fff;cursor:pointer;width:100%}small{display:block;margin-top:1rem;opacity:.7}</style></head><body><main>${body}</main></body></html>`,
    { status, headers: HTML_HEADERS },
  );
}

/** Only the site's own callback page may receive codes (a real provider checks registered URIs). */
function validRedirect(value: string | null): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.endsWith('/oauth-callback.html') ? url : undefined;
  } catch {
    return undefined;
  }
}

interface ConsentRequest {
  provider: SocialProvider;
  redirect: URL;
  state: string;
}

/** Checks provider, client id and redirect URI; a refusal is an HTML page, as a provider shows. */
function consentRequest(providerName: string | undefined, params: URLSearchParams): ConsentRequest | Response {
  if (!isProvider(providerName)) return page(404, 'Unknown provider', '<h1>Unknown sign-in provider</h1>');
  const provider = PROVIDERS[providerName];
  if (params.get('client_id') !== provider.clientId) return page(400, `${provider.name}: invalid client`, `<h1>${escapeHtml(provider.name)}</h1><p>Error 401: invalid_client. This app is not registered.</p>`);
  const redirect = validRedirect(params.get('redirect_uri'));
  if (!redirect) return page(400, `${provider.name}: invalid redirect`, `<h1>${escapeHtml(provider.name)}</h1><p>Error 400: redirect_uri_mismatch.</p>`);
  return { provider: providerName, redirect, state: params.get('state') ?? '' };
}

function consentPage(request: ConsentRequest): Response {
  const provider = PROVIDERS[request.provider];
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    200,
    `Sign in with ${provider.name}`,
    `<h1>Sign in with ${escapeHtml(provider.name)}</h1><p>Choose an account to continue to <b>Croupier</b>.</p>` +
      `<form method="post" action="/platform-assets/oauth/${request.provider}/consent">${hidden('client_id', provider.clientId)}${hidden('redirect_uri', request.redirect.href)}${hidden('state', request.state)}` +
      `<button type="submit" style="background:${provider.colour}">Continue as ${escapeHtml(provider.person.name)}</button></form>` +
      `<small>${escapeHtml(provider.person.email)} · a local stand-in for ${escapeHtml(provider.name)}, served by the embedded platform</small>`,
  );
}

async function consentGiven(platform: Platform, providerName: string | undefined, request: Request): Promise<Response> {
  const checked = consentRequest(providerName, new URLSearchParams(await request.text()));
  if (checked instanceof Response) return checked;
  const target = new URL(checked.redirect.href);
  target.searchParams.set('code', socialLoginsOf(platform).issue(checked.provider, PROVIDERS[checked.provider].person.subject));
  target.searchParams.set('state', checked.state);
  return new HttpResponse(null, { status: 302, headers: { Location: target.href, 'Cache-Control': 'no-store' } });
}

/** POST /wps/session/login/social {provider, code}. */
async function socialLogin(call: CallContext): Promise<Response> {
  const body = await call.json();
  const provider = text(body, 'provider');
  const code = text(body, 'code');
  if (!isProvider(provider) || !code) throw badParameter('provider (google or facebook) and code are required');
  if (!configuredId(call.scenario, provider)) throw new PlatformFailure(ERROR_CODES.notAvailable, `${PROVIDERS[provider].name} login is not enabled`, 400);
  const logins = socialLoginsOf(call.platform);
  const issued = logins.redeem(provider, code);
  if (!issued) throw new PlatformFailure(SOCIAL_CODE_INVALID, 'The sign-in has expired or was already used: please try again');
  return ok(openSessionFor(call.platform, logins.memberFor(provider, issued.subject)));
}

/** Consent pages need no Merchant header (the browser opens them in a popup); register before assetHandlers. */
export function socialLoginHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get('*/platform-assets/oauth/:provider', ({ request, params }) => {
      const checked = consentRequest(typeof params['provider'] === 'string' ? params['provider'] : undefined, new URL(request.url).searchParams);
      return checked instanceof Response ? checked : consentPage(checked);
    }),
    http.post('*/platform-assets/oauth/:provider/consent', ({ request, params }) => consentGiven(platform, typeof params['provider'] === 'string' ? params['provider'] : undefined, request)),
    http.post(wps('/session/login/social'), platformCall(platform, socialLogin)),
  ];
}
