import { parseRedEnvelope, parseRedEnvelopeClaim, type RedEnvelope, type RedEnvelopeClaim } from './parse/content';
import { call } from './request';

export { RED_ENVELOPE_STATUSES } from './parse/content';
export type { RedEnvelope, RedEnvelopeClaim, RedEnvelopeStatus } from './parse/content';

/**
 * GET /wps/redEnvelope (token, real account): the member's red envelope. `available` (amount hidden
 * until opened), `claimed` (with amount) or `none` (envelopeId and title '').
 */
export function getRedEnvelope(): Promise<RedEnvelope> {
  return call({ method: 'GET', path: '/wps/redEnvelope' }, parseRedEnvelope);
}

/**
 * POST /wps/redEnvelope/claim (token, real account): opens the envelope and credits the main wallet
 * once (a BONUS row in the account record). Again: promotion.already.claimed; another id:
 * request_param_err on `envelopeId`.
 */
export function claimRedEnvelope(request: { envelopeId: string }): Promise<RedEnvelopeClaim> {
  return call({ method: 'POST', path: '/wps/redEnvelope/claim', body: request }, parseRedEnvelopeClaim);
}
