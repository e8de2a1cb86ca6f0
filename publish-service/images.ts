/**
 * Pictures operators upload (logos, favicons, banner art): what the service accepts and where they live.
 *
 * The type is read from the file's first bytes (its magic number), never from its name or the Content-Type a
 * browser sent: PNG, JPEG and WebP, and ICO for a favicon. SVG is refused, as is anything else: an SVG can carry
 * script, and the site shows pictures only in formats that run nothing. An accepted picture is named by its content
 * (`images/<hash>.<ext>`), kept in the storage folder's `uploads/` until a publish names it, and then committed and
 * deployed with that publish: it goes live, and is rolled back, with the document that uses it.
 */
import { createHash } from 'node:crypto';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/x-icon';

/** The origin's folder of uploaded pictures, and the site path a document names one by. */
export const IMAGES_FOLDER = 'images';
export const IMAGE_URL_PREFIX = `/schemas/${IMAGES_FOLDER}/`;
/** `<32 hex digits>.<ext>`: a content-hashed name, the only names the folder holds. */
export const IMAGE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|ico)$/;
/** A reference to an uploaded picture anywhere in a document's text. */
export const IMAGE_REFERENCE = /\/schemas\/images\/([0-9a-f]{32}\.(?:png|jpg|webp|ico))\b/g;

const EXTENSION: Readonly<Record<ImageType, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/x-icon': 'ico' };

/** The default largest upload (`PUBLISH_MAX_IMAGE_KB`): a 512 px logo or a banner is far smaller. */
export const DEFAULT_MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean => prefix.every((byte, index) => bytes[at + index] === byte);

/** The picture's type by its magic bytes, or why it is refused (for a 415 an operator can act on). */
export function sniffImage(bytes: Uint8Array): { ok: true; type: ImageType } | { ok: false; code: 'svg-refused' | 'not-a-picture'; message: string } {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, type: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, type: 'image/jpeg' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { ok: true, type: 'image/webp' };
  // ICO: reserved 0, type 1 (icon), at least one image.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && (bytes[4] ?? 0) + (bytes[5] ?? 0) * 256 > 0) return { ok: true, type: 'image/x-icon' };
  const head = Buffer.from(bytes.subarray(0, 512)).toString('utf8').replace(/^\ufeff/, '').trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.startsWith('<!doctype svg')) {
    return { ok: false, code: 'svg-refused', message: 'SVG pictures are refused: an SVG can carry script. Save the picture as PNG, JPEG or WebP and upload that' };
  }
  if (bytes.length === 0) return { ok: false, code: 'not-a-picture', message: 'the file is empty: choose a PNG, JPEG or WebP picture' };
  return { ok: false, code: 'not-a-picture', message: 'this file is not a PNG, JPEG, WebP or ICO picture (its first bytes say so, whatever its name): save it in one of those formats and upload that' };
}

/** The picture's name in the origin: its content's SHA-256 (first 32 hex digits) and its type's extension. */
export function imageName(bytes: Uint8Array, type: ImageType): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${EXTENSION[type]}`;
}

/** The uploaded pictures a document's text names (their file names), in order, once each. */
export function imagesNamedIn(text: string): string[] {
  return [...new Set([...text.matchAll(IMAGE_REFERENCE)].map((match) => match[1] ?? '').filter((name) => name !== ''))];
}
