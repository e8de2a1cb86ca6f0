/**
 * A file text's version as the publish service names it (`base` in a publish, a draft or a conflict): the SHA-256 of
 * its UTF-8 bytes, in hex. Synchronous (crypto-js, already the site's dependency), so it works on any origin, also
 * where `crypto.subtle` is not offered.
 */
import SHA256 from 'crypto-js/sha256';
import Hex from 'crypto-js/enc-hex';

export function textVersion(text: string): string {
  return SHA256(text).toString(Hex);
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/** The first control character in a publish message (line breaks and tabs are fine), as the service refuses it. */
export function controlCharacterIn(message: string): { code: string; position: number } | undefined {
  const found = CONTROL.exec(message);
  if (!found) return undefined;
  return { code: `U+${(found[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`, position: found.index + 1 };
}
