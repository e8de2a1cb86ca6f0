import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { CustomerService } from './parse/system';

/**
 * The passphrase the merchant's platform encrypts type '3' service links with (spec §3 Service).
 * A merchant on another key sets VITE_CUSTOMER_SERVICE_KEY; the default is the embedded platform's.
 */
function customerServiceKey(): string {
  const fromEnv: unknown = import.meta.env['VITE_CUSTOMER_SERVICE_KEY'];
  return typeof fromEnv === 'string' && fromEnv !== '' ? fromEnv : 'croupier-cs-demo-key-2024';
}

export function decryptServicePath(encrypted: string, key = customerServiceKey()): string {
  const path = AES.decrypt(encrypted, key).toString(Utf8);
  if (!path) throw new Error('customer service link could not be decrypted');
  return path;
}

/**
 * Which customer-service line a member gets (spec §6): VIP players (rank level above 4) the VIP
 * line (type '2'); everyone else live chat — the encrypted type '3' link when the merchant has one,
 * else the plain type '1' link.
 */
export function customerServiceLink(service: CustomerService, rankLevel: number | undefined): string {
  const byType = (type: string) => service.version.pathList.find((entry) => entry.type === type);
  const vip = rankLevel !== undefined && rankLevel > 4 ? byType('2') : undefined;
  if (vip) return vip.path;
  const secure = byType('3');
  if (secure) return decryptServicePath(secure.path);
  const chat = byType('1');
  if (chat) return chat.path;
  throw new Error('the platform lists no customer service link');
}
