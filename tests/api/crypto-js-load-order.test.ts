import { describe, expect, it } from 'vitest';
// The client's cipher first, as in the app: its partial crypto-js imports must not break the rest.
import { desCipher } from '@/api/crypto/payload-cipher';

describe('crypto-js shared by the client and the rest of the page', () => {
  it('passphrase AES (customer-service links) still works after the client loaded its cipher', async () => {
    expect(desCipher.decrypt(desCipher.encrypt('{"a":1}', 'abcdefgh12345678'), 'abcdefgh12345678')).toBe('{"a":1}');
    const { default: CryptoJS } = await import('crypto-js');
    const sealed = CryptoJS.AES.encrypt('https://cs.example/chat', 'passphrase').toString();
    expect(CryptoJS.AES.decrypt(sealed, 'passphrase').toString(CryptoJS.enc.Utf8)).toBe('https://cs.example/chat');
  });
});
