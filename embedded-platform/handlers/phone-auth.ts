import { http, HttpResponse, type HttpHandler } from 'msw';
import { PhoneAuthError, phoneAuthOf, type PhoneAuthFailure } from '../platform/phone-auth';
import type { Platform } from '../platform/platform';
import { DEMO_FIREBASE_API_KEY, DEMO_FIREBASE_AUTH_URL } from '../platform/scenarios';
import { isFields, text } from './body';

/**
 * The phone verification stand-in, shaped like Firebase Authentication's REST API (Identity
 * Toolkit v1) so the client speaks one protocol to it and to the real service:
 *
 * - `POST …/accounts:sendVerificationCode?key=` `{phoneNumber}` → `{sessionInfo}`;
 * - `POST …/accounts:signInWithPhoneNumber?key=` `{sessionInfo, code}` → `{idToken, phoneNumber, …}`;
 * - failures are HTTP 400 `{error: {code: 400, message: "INVALID_CODE" | …}}`.
 *
 * The real service also wants a reCAPTCHA token from the web; the stand-in asks for none.
 */

function failure(message: PhoneAuthFailure | 'INVALID_API_KEY' | 'INVALID_REQUEST'): Response {
  return HttpResponse.json({ error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } }, { status: 400 });
}

async function answer(platform: Platform, request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.searchParams.get('key') !== DEMO_FIREBASE_API_KEY) return failure('INVALID_API_KEY');
  const body: unknown = await request.json().catch(() => undefined);
  if (!isFields(body)) return failure('INVALID_REQUEST');
  const service = phoneAuthOf(platform);
  try {
    if (url.pathname.endsWith('/accounts:sendVerificationCode')) {
      return HttpResponse.json({ sessionInfo: service.sendCode(text(body, 'phoneNumber') ?? '') });
    }
    if (url.pathname.endsWith('/accounts:signInWithPhoneNumber')) {
      const { idToken, phoneNumber } = service.confirmCode(text(body, 'sessionInfo'), text(body, 'code'));
      return HttpResponse.json({ idToken, refreshToken: `refresh-${idToken.slice(0, 12)}`, expiresIn: '3600', localId: phoneNumber.slice(1), isNewUser: true, phoneNumber });
    }
    return failure('INVALID_REQUEST');
  } catch (error) {
    if (error instanceof PhoneAuthError) return failure(error.failure);
    throw error;
  }
}

/**
 * The demo phone's inbox: `GET /platform-assets/sms-inbox?number=` gives the latest code texted to
 * a number (platform SMS by bare number, the phone verification service by +E.164), so people and
 * browser tests can finish a code flow without a phone. An embedded-platform convenience only.
 */
function inbox(platform: Platform, request: Request): Response {
  const number = new URL(request.url).searchParams.get('number')?.trim() ?? '';
  const code = platform.sms.latestFor(number);
  return code ? HttpResponse.json({ number, code }) : HttpResponse.json({ number, code: null }, { status: 404 });
}

export function phoneAuthHandlers(platform: Platform): HttpHandler[] {
  return [
    http.post(`*${DEMO_FIREBASE_AUTH_URL}/*`, ({ request }) => answer(platform, request)),
    http.get('*/platform-assets/sms-inbox', ({ request }) => inbox(platform, request)),
  ];
}
