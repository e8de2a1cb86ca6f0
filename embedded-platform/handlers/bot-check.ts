import { http, type HttpHandler } from 'msw';
import { botChecksOf } from '../platform/bot-check';
import type { Platform } from '../platform/platform';
import { numberField, text, type Fields } from './body';
import { platformCall, type CallContext } from './call-context';
import { ERROR_CODES, ok, PlatformFailure } from './envelope';
import { wps } from './routes';

function checkFailed(): PlatformFailure {
  return new PlatformFailure(ERROR_CODES.captchaCheckFailed, 'Captcha check failed');
}

async function verify(call: CallContext): Promise<Response> {
  const body = await call.json();
  const x = numberField(body, 'x') ?? Number.NaN;
  const pass = botChecksOf(call.platform).verify(text(body, 'challenge'), x);
  if (!pass) throw checkFailed();
  return ok(pass);
}

/**
 * With the scenario's bot check on, a register call and every SMS code request must carry a passed
 * check's geetest fields (spec §3, §4); a missing, wrong, reused or expired one is `captcha.check.failed` (spec §8).
 */
export function requireBotCheck(call: CallContext, body: Fields): void {
  if (!call.scenario.botCheck) return;
  if (!botChecksOf(call.platform).consume(text(body, 'geetestChallenge'), text(body, 'geetestValidate'), text(body, 'geetestSeccode'))) throw checkFailed();
}

export function botCheckHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps('/captcha/bot'), platformCall(platform, (call) => ok(botChecksOf(call.platform).issue()))),
    http.post(wps('/captcha/bot/verify'), platformCall(platform, verify)),
  ];
}
