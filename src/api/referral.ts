import { parseReferral, type Referral } from './parse/member-centre';
import { call } from './request';

export type { Referral } from './parse/member-centre';

/** GET /wps/member/referral (token): the player's code and who joined with it; agents and trial accounts get `function.not.available`. */
export function getReferral(): Promise<Referral> {
  return call({ method: 'GET', path: '/wps/member/referral' }, parseReferral);
}
