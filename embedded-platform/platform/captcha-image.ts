import { deflateSync } from 'node:zlib';
import type { RandomSource } from './random';

/**
 * A real PNG of the captcha digits, built by hand (PNG chunks + zlib) so the platform needs no
 * canvas dependency. 5×7 pixel digits, scaled up, on a light background with a little noise.
 */
const DIGIT_GLYPHS: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const SCALE = 4;
const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;
const GAP = 2;
const PADDING = 3;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function isInk(code: string, x: number, y: number): boolean {
  const cellX = Math.floor(x / SCALE) - PADDING;
  const cellY = Math.floor(y / SCALE) - PADDING;
  if (cellY < 0 || cellY >= GLYPH_HEIGHT || cellX < 0) return false;
  const slot = Math.floor(cellX / (GLYPH_WIDTH + GAP));
  const column = cellX % (GLYPH_WIDTH + GAP);
  const glyph = DIGIT_GLYPHS[code[slot] ?? ''];
  return glyph?.[cellY]?.[column] === '1';
}

/** Returns the PNG as base64, the form `GET /wps/captcha` puts in `value`. */
export function drawCaptchaPng(code: string, random: RandomSource): string {
  const width = (PADDING * 2 + code.length * (GLYPH_WIDTH + GAP) - GAP) * SCALE;
  const height = (PADDING * 2 + GLYPH_HEIGHT) * SCALE;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0 (None), then RGB
    for (let x = 0; x < width; x++) {
      const noise = random() < 0.06;
      const [r, g, b] = isInk(code, x, y) ? [30, 60, 140] : noise ? [150, 160, 190] : [236, 240, 248];
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return png.toString('base64');
}
