import { http, type HttpHandler } from 'msw';
import { DOWNLOAD_LINKS } from '../platform/content';
import { hotMatchesAt } from '../platform/sports';
import type { Platform } from '../platform/platform';
import { text } from './body';
import { platformCall, type CallContext } from './call-context';
import { badField, ERROR_CODES, fieldFailure, ok } from './envelope';
import { wps } from './routes';

/** Content-screen calls without a better home: app downloads (/down), the red envelope and the sports hot matches. */
export const CONTENT_PATHS = {
  download: '/system/download',
  redEnvelope: '/redEnvelope',
  redEnvelopeClaim: '/redEnvelope/claim',
  hotMatches: '/sports/hotMatches',
} as const;

/** What the member sees: the amount stays a surprise until the envelope is opened. */
function redEnvelopeOf(call: CallContext) {
  const envelope = call.platform.content.redEnvelopes.of(call.realMember());
  if (!envelope) return { envelopeId: '', title: '', status: 'none' };
  const { envelopeId, title, status, amount } = envelope;
  return status === 'claimed' ? { envelopeId, title, status, amount } : { envelopeId, title, status };
}

async function claimRedEnvelope(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const envelopeId = text(await call.json(), 'envelopeId');
  const envelope = call.platform.content.redEnvelopes.of(member);
  if (!envelope || envelope.envelopeId !== envelopeId) throw badField('envelopeId', 'No such red envelope');
  if (envelope.status === 'claimed') throw fieldFailure(ERROR_CODES.alreadyClaimed, 'envelopeId', 'You already opened this red envelope');
  const now = call.platform.now();
  envelope.status = 'claimed';
  envelope.claimedAt = now;
  call.platform.accounts.credit(member, envelope.amount);
  call.platform.accounts.record(member, { type: 'BONUS', amount: envelope.amount, time: now, remark: envelope.title, status: 'success' });
  return ok({ amount: envelope.amount, status: 'claimed' });
}

export function contentHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps(CONTENT_PATHS.download), platformCall(platform, () => ok(DOWNLOAD_LINKS))),
    // spec §2 sports hot matches: no login needed (the home page shows them to visitors).
    http.get(wps(CONTENT_PATHS.hotMatches), platformCall(platform, (call) => ok(hotMatchesAt(call.platform.now())))),
    http.get(wps(CONTENT_PATHS.redEnvelope), platformCall(platform, (call) => ok(redEnvelopeOf(call)))),
    http.post(wps(CONTENT_PATHS.redEnvelopeClaim), platformCall(platform, claimRedEnvelope)),
  ];
}
