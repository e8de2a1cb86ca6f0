// Only the pieces the gateway uses, not the whole crypto-js bundle: this module ships on every page.
// Order matters: evpkdf (pulled in by cipher-core) captures MD5 when it first loads, so md5 must
// load before it, or every passphrase-based AES call in the page (e.g. customer-service links) breaks.
import CryptoJS from 'crypto-js/core';
import 'crypto-js/md5';
import 'crypto-js/enc-base64';
import 'crypto-js/tripledes';
import 'crypto-js/aes';
import 'crypto-js/mode-ecb';
import 'crypto-js/pad-pkcs7';

export type PayloadCipherName = 'DES' | 'AES';

/**
 * Symmetric cipher for encrypted calls (spec §7). The secret is the random 16-character string
 * whose reverse travels RSA-encrypted in the `Encryption` header; each cipher decides how much of
 * it is key material. Merchants differ only in which cipher their gateway expects.
 */
export interface PayloadCipher {
  readonly name: PayloadCipherName;
  /** UTF-8 plaintext → base64 ciphertext. */
  encrypt(plaintext: string, secret: string): string;
  /** base64 ciphertext → UTF-8 plaintext (the embedded platform and tests use it). */
  decrypt(ciphertext: string, secret: string): string;
}

const ecbPkcs7 = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };

/** DES-ECB/PKCS7 keyed by the first 8 characters: the platform's default gateway. */
export const desCipher: PayloadCipher = {
  name: 'DES',
  encrypt: (plaintext, secret) =>
    CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), CryptoJS.enc.Utf8.parse(secret.slice(0, 8)), ecbPkcs7).ciphertext.toString(CryptoJS.enc.Base64),
  decrypt: (ciphertext, secret) =>
    CryptoJS.DES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Base64.parse(ciphertext) }), CryptoJS.enc.Utf8.parse(secret.slice(0, 8)), ecbPkcs7).toString(CryptoJS.enc.Utf8),
};

/** AES-128-ECB/PKCS7 keyed by all 16 characters, for merchants whose gateway moved off DES. */
export const aesCipher: PayloadCipher = {
  name: 'AES',
  encrypt: (plaintext, secret) =>
    CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), CryptoJS.enc.Utf8.parse(secret.slice(0, 16)), ecbPkcs7).ciphertext.toString(CryptoJS.enc.Base64),
  decrypt: (ciphertext, secret) =>
    CryptoJS.AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Base64.parse(ciphertext) }), CryptoJS.enc.Utf8.parse(secret.slice(0, 16)), ecbPkcs7).toString(CryptoJS.enc.Utf8),
};

const CIPHERS: Readonly<Record<PayloadCipherName, PayloadCipher>> = { DES: desCipher, AES: aesCipher };

export function payloadCipher(name: PayloadCipherName): PayloadCipher {
  return CIPHERS[name];
}
