import CryptoJS from 'crypto-js';

/**
 * The key the platform uses for customer-service links of type '3' (spec §3: "encrypted path to
 * decrypt"). Real merchants configure their own; the front end reads it from its configuration.
 * Format: crypto-js passphrase AES — `CryptoJS.AES.decrypt(path, CUSTOMER_SERVICE_AES_KEY)`
 * gives the plain URL back (OpenSSL-compatible "Salted__" base64).
 */
export const CUSTOMER_SERVICE_AES_KEY = 'croupier-cs-demo-key-2024';

export function encryptCustomerServicePath(url: string): string {
  return CryptoJS.AES.encrypt(url, CUSTOMER_SERVICE_AES_KEY).toString();
}

export function decryptCustomerServicePath(path: string): string {
  return CryptoJS.AES.decrypt(path, CUSTOMER_SERVICE_AES_KEY).toString(CryptoJS.enc.Utf8);
}
