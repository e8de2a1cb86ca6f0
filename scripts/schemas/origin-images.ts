import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaProblem } from '../../src/schema/problem';

/**
 * Pictures operators upload through the publish service (publish-service/images.ts) live in the origin's `images/`
 * folder under content-hashed names, and documents name them by site path: `/schemas/images/<32 hex>.<ext>`. Such a
 * path must name a picture the origin has, in a format that runs no script: a document published without its
 * picture, or rolled back past it, would show a broken image.
 */
const PREFIX = '/schemas/images/';
const NAME = /^[0-9a-f]{32}\.(png|jpg|webp|ico)$/;

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

export function checkOriginImages(document: unknown, path: string, root: string): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (typeof value === 'string') {
      if (!value.startsWith(PREFIX)) return;
      const name = value.slice(PREFIX.length);
      if (!NAME.test(name)) problems.push({ document: path, pointer, message: `"${value}" is not an uploaded picture's name (images/<hash>.png, .jpg, .webp or .ico): upload the picture in the studio` });
      else if (!existsSync(join(root, 'images', name))) problems.push({ document: path, pointer, message: `the picture ${value} is not in the origin: upload it again in the studio, then publish` });
      return;
    }
    if (Array.isArray(value)) value.forEach((entry, index) => walk(entry, `${pointer}/${index}`));
    else if (typeof value === 'object' && value !== null) for (const [key, entry] of Object.entries(value)) walk(entry, `${pointer}/${escape(key)}`);
  };
  walk(document, '');
  return problems;
}
