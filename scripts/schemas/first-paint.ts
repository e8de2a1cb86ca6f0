import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LANGUAGES } from '../../src/schema/languages';
import { themeProperties } from '../../src/page-load/theme-properties';
import { CENTRES, centreFirstPaintRoute } from '../../src/page-load/centres';
import { FIRST_PAINT_FOLDER, firstPaintPath, type FirstPaint } from '../../src/page-load/first-paint';
import { diskLoader } from './cli-context';
import { createDocumentRenderer } from './document-renderer';
import { askedQueries, firstDataCalls, queryRuns, type FirstRun } from './first-paint-calls';
import { inlineFirstPaintPictures } from './first-paint-pictures';
import { SCHEMAS_DIR } from './meta-files';
import { listedMerchants, WEB_APP_FOLDER } from './web-app';

export { FIRST_PAINT_FOLDER };

/** The site's public folder (`/art/…`, served beside the build): its small pictures are written into first paints. */
export const SITE_PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../public');

/**
 * The first paint of each route (issue 37): its page as the site first draws it — frame, screen, data widgets still
 * loading — rendered ahead of time from the documents, for every merchant, language and route of `routes.json` that
 * holds under every context (no `when`), as a visitor sees it. The inline script shows it the moment it arrives, before
 * the site's code has run; the site then takes over (`src/page-load/first-paint.ts`).
 *
 * Written beside the web app files under `app/`: by the build into `dist/schemas/`, and by the publish service on
 * every publish, rollback and import (`publish-service/service.ts`), so an operator's change is in the next load's
 * first paint too. No whitelabel flag, setting or resource is known ahead of time: a node that waits for one is left
 * out, and the site shows it when it takes over.
 *
 * A route's paint also names the platform calls its widgets make first (`first-paint-calls.ts`): the inline script starts
 * them with the status answer, as it does the frame's vendor list.
 *
 * And each page of the member centre, in the centre's dialog (`memberCentre/<page>`): a member arriving on one (a
 * deposit link) sees the centre the page waits under, not the route.
 *
 * Small pictures of the site and the origin are written into the HTML (`first-paint-pictures.ts`), so they are drawn
 * in the first paint's own frame.
 */
export async function firstPaintFiles(root = SCHEMAS_DIR, sitePublic = SITE_PUBLIC_DIR): Promise<{ files: Map<string, string>; skipped: string[] }> {
  const folders = { origin: root, site: sitePublic };
  const files = new Map<string, string>();
  const skipped: string[] = [];
  const routes = readRoutes(root);
  if (routes.length === 0) return { files, skipped };
  const renderer = await createDocumentRenderer(root);
  const languages = SUPPORTED_LANGUAGES.filter((language) => existsSync(join(root, 'i18n', `${language}.json`)));
  for (const merchant of listedMerchants(root)) {
    const theme = await diskLoader(merchant, [], root)
      .load('themes/default', 'theme')
      .then((loaded) => themeProperties(loaded.document), () => []);
    for (const lang of languages) {
      for (const route of routes) {
        const name = `${merchant}/${lang}/${route.id}`;
        try {
          const context = { role: 'visitor' as const, flags: {}, settings: {}, resources: [], merchant, lang };
          const queries = askedQueries();
          const widgetRuns: ((path: string) => Promise<unknown>)[] = [];
          const page = await renderer.renderPage({ layout: route.layout, screen: route.screen, path: route.path }, context, queries.asked, (run) => widgetRuns.push(run));
          // A widget that throws has no first paint: the site shows it, or its error state, when it takes over.
          if (page.failures.length > 0) {
            skipped.push(`${name}: ${page.failures.map((failure) => `${failure.type} "${failure.nodeId}" failed`).join(', ')}`);
            continue;
          }
          // The calls its widgets make first, for the inline script to start with the status (`first-paint-calls.ts`).
          // A widget's own calls may follow the path (`FirstPaint.callsOn`): noted on each of the route's paths, the
          // paint keeps its first path's, with the paths they hold on when that is not all of them.
          const callsAt = async (path: string) => firstDataCalls([...queryRuns(queries.list()), ...widgetRuns.map((run): FirstRun => () => run(path))], merchant, lang);
          const calls = await callsAt(route.path);
          const callsOn: string[] = [];
          for (const path of route.paths) if (path === route.path || JSON.stringify(await callsAt(path)) === JSON.stringify(calls)) callsOn.push(path);
          const paint: FirstPaint = {
            route: route.id,
            theme,
            html: inlineFirstPaintPictures(page.html, folders),
            ...(calls.length > 0 ? { calls } : {}),
            ...(calls.length > 0 && callsOn.length < route.paths.length ? { callsOn } : {}),
          };
          files.set(firstPaintPath(merchant, lang, route.id), `${JSON.stringify(paint)}\n`);
        } catch (error) {
          skipped.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      // The member centre's pages, each in the centre's dialog with its tab current, as a player sees them before any
      // data (the centre a member arrives on: `?memberCentre=depositv2`). A page behind a flag is left out.
      try {
        const context = { role: 'player' as const, flags: {}, settings: {}, resources: [], merchant, lang };
        for (const [page, rendered] of await renderer.renderCentre(CENTRES.memberCentre, context)) {
          const route = centreFirstPaintRoute(page);
          if (rendered.failures.length > 0) {
            skipped.push(`${merchant}/${lang}/${route}: ${rendered.failures.map((failure) => `${failure.type} "${failure.nodeId}" failed`).join(', ')}`);
            continue;
          }
          const paint: FirstPaint = { route, theme, html: inlineFirstPaintPictures(rendered.html, folders) };
          files.set(firstPaintPath(merchant, lang, route), `${JSON.stringify(paint)}\n`);
        }
      } catch (error) {
        skipped.push(`${merchant}/${lang}/memberCentre: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return { files, skipped };
}

interface PaintedRoute {
  id: string;
  /** The route's first path, which its paint is rendered at. */
  path: string;
  /** All its paths: a widget's first calls may differ from one to another. */
  paths: string[];
  screen: string;
  layout: string;
}

/** The routes with a first paint: those without a condition, at their first path; the layout by its document name. */
function readRoutes(root: string): PaintedRoute[] {
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(join(root, 'routes.json'), 'utf8'));
  } catch {
    return [];
  }
  const list: unknown = typeof document === 'object' && document !== null ? Reflect.get(document, 'routes') : undefined;
  const routes: PaintedRoute[] = [];
  for (const entry of Array.isArray(list) ? list : []) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, paths, screen, layout, when } = entry as Record<string, unknown>;
    if (when !== undefined || typeof id !== 'string' || !/^[\w-]{1,80}$/.test(id) || typeof screen !== 'string' || typeof layout !== 'string') continue;
    const named = Array.isArray(paths) ? paths.filter((entry): entry is string => typeof entry === 'string') : [];
    const path = named[0];
    if (path) routes.push({ id, path, paths: [...new Set(named)], screen, layout: layout.startsWith('layouts/') ? layout : `layouts/${layout}` });
  }
  return routes;
}

/** Whether a path of the origin is a first paint (the service writes them; they are not documents). */
export const isFirstPaintFile = (path: string): boolean => path.startsWith(`${WEB_APP_FOLDER}/first-paint/`);
