/** `npm run schemas:render -- <document> (a screen, layout or menu) --role R --flags F --lang L [--merchant M]`: the rendered HTML, byte-identical across runs. */
import { createI18n } from '../../src/i18n/i18n';
import { formatProblem } from '../../src/schema/problem';
import { preloadedComponentSource } from '../../src/renderer/component-source';
import { renderResolvedToHtml } from '../../src/renderer/render-to-html';
import { widgetRegistry } from '../../src/widgets/registry';
import { useBrandStore } from '@/stores/brand-store';
import { diskLoader, parseCliRequest } from './cli-context';
import { resolveRequest } from './resolve-request';
import { embeddedDocumentNames, loadEmbeddedDocuments } from '../../src/renderer/documents/embedded-documents';

try {
  const request = parseCliRequest(process.argv.slice(2));
  const { resolved, problems } = await resolveRequest(request);
  if (resolved.kind !== 'screen' && resolved.kind !== 'layout' && resolved.kind !== 'menu') throw new Error(`${request.documentName} is a ${resolved.kind}: schemas:render renders screens, layouts and menus (use schemas:resolve for it)`);
  const loader = diskLoader(request.context.merchant, []);
  // The menus a layout's Menu nodes name resolve with this same context, as in the browser.
  const preloaded = resolved.kind === 'menu' ? new Map() : await loadEmbeddedDocuments(loader, embeddedDocumentNames(resolved.body));
  // As in the browser: the merchant's theme (brand name, logo) and the run-time copy (site, then merchant) over the bundled texts.
  const i18n = createI18n(request.context.lang);
  for (const language of new Set(['en', i18n.language])) i18n.addResourceBundle(language, 'translation', await loader.copy(language), true, true);
  useBrandStore.getState().setTheme(await loader.load('themes/default', 'theme').then((loaded) => loaded.document, () => undefined));
  const html = renderResolvedToHtml(resolved, {
    i18n,
    components: await preloadedComponentSource(widgetRegistry),
    onWidgetFailure: (failure) => console.error(`widget ${failure.type} "${failure.nodeId}" failed: ${failure.message}`),
    schemas: { loader, knownTypes: new Set(Object.keys(widgetRegistry)), merchant: request.context.merchant, preloaded, context: request.context },
  });
  process.stdout.write(`${html}\n`);
  for (const problem of problems) console.error(formatProblem(problem));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
