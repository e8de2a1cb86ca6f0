import { apiConfig } from '../config';
import { payloadCipher } from './payload-cipher';
import { getPublicKey } from './public-key';
import { randomSecret } from './random-secret';
import { rsaEncryptReversed } from './rsa';

export interface EncryptedRequest {
  /** `{"value": base64(ciphertext)}`, or the plain body when only the header is encrypted. */
  body: unknown;
  /** hex RSA of reverse(r), for the `Encryption` header. */
  encryption: string;
}

/**
 * spec §7 encrypted calls: a fresh secret r per request, the JSON body under the merchant's
 * cipher keyed by r, and r itself RSA-encrypted for the gateway (which holds the private key).
 * `headerOnly` is the free-play login, which sends just the encrypted random string.
 */
export async function encryptRequest(body: unknown, options: { headerOnly?: boolean } = {}): Promise<EncryptedRequest> {
  const key = await getPublicKey();
  const config = apiConfig();
  const secret = randomSecret(config.randomBytes);
  const encryption = rsaEncryptReversed(secret, key);
  if (options.headerOnly) return { body, encryption };
  const value = payloadCipher(config.cipher).encrypt(JSON.stringify(body ?? {}), secret);
  return { body: { value }, encryption };
}
