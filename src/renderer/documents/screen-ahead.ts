import type { ScreenDocument, SchemaNode } from '@/schema/types';
import { preloadCatalogueGroups } from '../data/catalogue/lazy';
import { LazySchemaForm } from '../form/lazy-schema-form';
import type { RenderEnvironment } from '../render-environment';
import { boundDataNames, surelyRenderedAmong } from './prefetchable-queries';
import { startDocumentQueries } from './start-queries';

const FORM = /^forms\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/**
 * The form documents a screen shows whatever the context (an ActionForm's or a deposit's `form`): the string props of
 * its nodes without a `when`, under such nodes only, and, given the widgets' `rendersAllChildren`, only under
 * containers that render every child: not under a `ShowWhen`, whose children wait for the platform's answer (as
 * `prefetchableQueries` leaves their queries). Each once, in the order met.
 */
export function formsShownAtOnce(nodes: readonly SchemaNode[], rendersAllChildren: (type: string) => boolean = () => true): string[] {
  const forms = new Set<string>();
  for (const node of surelyRenderedAmong(nodes, rendersAllChildren)) {
    for (const value of Object.values(node.props ?? {})) if (typeof value === 'string' && FORM.test(value)) forms.add(value);
  }
  return [...forms];
}

/**
 * Starts what a screen about to open will draw first, all side by side, before the page that shows it has rendered:
 * its document, its widgets' code (the build's hints), and once the document is in, its data — the catalogue groups
 * it binds and the queries its surely rendered widgets run on mount — and the forms it shows: their documents and
 * the form code (rjsf). Without this a centre page's deposit form waited for the centre's menu, then
 * its screen document, then its widget's code, then the form document, then rjsf: one after the other. Settles, never
 * rejects; whatever fails is reported by the page that renders it, as without the head start.
 */
export async function startScreenAhead(environment: Pick<RenderEnvironment, 'schemas' | 'components' | 'widgetHints'>, name: string): Promise<void> {
  const loader = environment.schemas?.loader;
  if (!loader) return;
  void environment.components.preload?.(environment.widgetHints?.(name) ?? []);
  let document: ScreenDocument;
  try {
    document = (await loader.load(name, 'screen')).document;
  } catch {
    return;
  }
  // Its data too (a centre opened from the page: the header's wallet, a deposit link): the wallet's ShowWhens used to
  // ask for merchantWallet only once the page had rendered and the wallet group's code had come.
  preloadCatalogueGroups(boundDataNames(document));
  if (environment.components.traits) startDocumentQueries(document, environment.components.traits);
  // The form code (rjsf, 86 KB gzip) only for a form the page surely shows (the deposit's). Croupier's wallet shows its
  // transfer form behind a ShowWhen: starting rjsf with the page put those bytes before the phone's LCP (the form's
  // heading), which comes with the ShowWhen's answer (Lighthouse mobile over HTTP/2, 3 rounds a side: TY 2.59 → 2.18 s,
  // EN 2.52 → 2.57 s; TBT lower in all six pairs). The form comes once the ShowWhen shows it, as any form does.
  const forms = formsShownAtOnce(document.body, environment.components.traits?.rendersAllChildren);
  if (forms.length === 0) return;
  const loads: Promise<unknown>[] = [LazySchemaForm.preload(), ...forms.map((form) => loader.load(form, 'form').catch(() => undefined))];
  await Promise.all(loads);
}
