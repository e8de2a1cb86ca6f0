import { cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';
import { SCHEMAS_DIR } from './schemas-dir';
import { webAppFiles } from '../schemas/web-app';
import { VERIFIED_LIST, verifiedListText } from '../schemas/verified-list';
import { writeFirstPaints } from '../schemas/first-paint-process';

const PICTURE_TYPES: Readonly<Record<string, string>> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon' };

/**
 * The schema origin of `npm start` and the production build:
 * - dev: `/schemas/*` served straight from the repository, revalidated on every load;
 * - build: `schemas/` (or the folder CROUPIER_SCHEMAS_DIR names) copied to `dist/schemas/` so operators edit them on the server;
 * - both: each merchant's web app manifest and brand facts under `app/` (`scripts/schemas/web-app.ts`), written from
 *   its theme (the publish service writes them again on every publish);
 * - build: each route's first paint (`scripts/schemas/first-paint.ts`; the publish service writes them again on every
 *   publish); the dev server has none (its page has no inline script to show them);
 * - both: `verified.json`, the hashes of the documents as validated (`scripts/schemas/verified-list.ts`; the publish
 *   service writes its own with every publish), which the site reads beside the manifest.
 * (The bundled fallback copy is separate: `import.meta.glob` in src/app.)
 */
export function schemaOriginPlugin(): Plugin {
  let outDir = 'dist';
  let building = false;
  return {
    name: 'croupier-schema-origin',
    configResolved(config) {
      outDir = config.build.outDir;
      // Vitest also runs plugins (with a dummy outDir): only a real build copies the schemas.
      building = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use('/schemas', (request, response, next) => {
        // A module request (`?import`: the studio's meta-schemas, the bundled copies) is Vite's to answer as JavaScript.
        const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
        if (query.has('import') || query.has('raw') || query.has('url')) return next();
        const relative = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
        const originPath = relative.replace(/^[/\\]+/, '').split(sep).join('/');
        const generated = originPath === VERIFIED_LIST && !existsSync(join(SCHEMAS_DIR, VERIFIED_LIST)) ? verifiedListText(SCHEMAS_DIR) : webAppFiles(SCHEMAS_DIR).get(originPath);
        if (generated !== undefined) {
          response.setHeader('Content-Type', relative.endsWith('.webmanifest') ? 'application/manifest+json' : 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(generated);
          return;
        }
        const file = join(SCHEMAS_DIR, relative);
        if (!file.startsWith(SCHEMAS_DIR + sep) || !existsSync(file) || !statSync(file).isFile()) return next();
        // Uploaded pictures (`images/`, publish-service/images.ts) keep their type; everything else is a document.
        response.setHeader('Content-Type', PICTURE_TYPES[extname(file).toLowerCase()] ?? 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(readFileSync(file));
      });
    },
    async closeBundle() {
      if (!building) return;
      cpSync(SCHEMAS_DIR, join(outDir, 'schemas'), { recursive: true });
      for (const [path, text] of webAppFiles(SCHEMAS_DIR)) {
        const file = join(outDir, 'schemas', path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
      writeFileSync(join(outDir, 'schemas', VERIFIED_LIST), verifiedListText(SCHEMAS_DIR));
      // Each route's first paint, rendered from the documents (issue 37; scripts/schemas/first-paint.ts).
      const paints = await writeFirstPaints(SCHEMAS_DIR, join(outDir, 'schemas'));
      if (!paints.ok) this.warn(`no first paints were written: ${paints.output}`);
      else if (/no first paint for/.test(paints.output)) this.warn(paints.output);
    },
  };
}
