import { parseLoginResult, type LoginResult } from './parse/login';
import { call } from './request';

/** The one-click login providers of spec §4 ("Google and facebook one-click login when configured"). */
export type SocialProvider = 'google' | 'facebook';

/**
 * POST /wps/session/login/social {provider, code}: exchanges the code the provider's consent page
 * sent to our callback for a session; answers like `login`. Plain JSON (the embedded platform's
 * contract); a production gateway may want the body encrypted like `/session/login`.
 */
export function loginWithProvider(provider: SocialProvider, code: string): Promise<LoginResult> {
  return call({ method: 'POST', path: '/wps/session/login/social', body: { provider, code } }, parseLoginResult);
}
