import CryptoJS from 'crypto-js';
import { modPow } from '@/api/crypto/rsa';

/**
 * The client half of issue 3's encrypted calls, written independently of the platform's code so
 * the round trip proves both sides agree: DES-ECB/PKCS7 under r[0..8), and r reversed under raw RSA.
 */
export interface PublicKey {
  modulus: string;
  exponent: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomSecret(): string {
  return Array.from({ length: 16 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)] ?? 'x').join('');
}

export function rsaHeader(secret: string, key: PublicKey): string {
  const reversed = [...secret].reverse().join('');
  const m = BigInt(`0x${Buffer.from(reversed, 'utf8').toString('hex')}`);
  return modPow(m, BigInt(`0x${key.exponent}`), BigInt(`0x${key.modulus}`)).toString(16);
}

export function encryptLikeClient(payload: unknown, key: PublicKey, secret = randomSecret()): { body: string; encryption: string } {
  const ciphertext = CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(JSON.stringify(payload)), CryptoJS.enc.Utf8.parse(secret.slice(0, 8)), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
  return { body: JSON.stringify({ value: ciphertext.ciphertext.toString(CryptoJS.enc.Base64) }), encryption: rsaHeader(secret, key) };
}
