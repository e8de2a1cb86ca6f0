import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { TranslationProvider } from '@/i18n/use-translation';
import type { TFunction, Translator } from '@/i18n/translator';
import type { ResolveContext } from '@/schema/context';
import type { ExplainEntry } from '@/schema/explain';
import { resolveDocument, type ResolvableDocument } from '@/schema/resolve';
import type { ResolvedDocument, ResolvedNode } from '@/schema/resolved';
import { normalizeLanguage } from '@/schema/languages';
import type { SchemaDocument, ThemeDocument } from '@/schema/types';
import { PreviewFrame, type Zoom } from './preview-frame';
import { FormPreview } from './form-preview';
import { withoutPopups } from './preview-popups';
import { useStudioT } from './studio-texts';
import { ActionProvider } from '@/renderer/action-context';
import { SchemaNodes } from '@/renderer/schema-nodes';
import { PageSlotContext } from '@/renderer/page-slot';
import { RenderEnvironmentContext, type RenderEnvironment } from '@/renderer/render-environment';
import type { ComponentSource } from '@/renderer/component-source';
import { embeddedDocumentNames, loadEmbeddedDocuments } from '@/renderer/documents/embedded-documents';
import { nodeWidgetTypes } from '@/renderer/documents/widget-types';
import type { SchemaRuntime } from '@/renderer/documents/schema-runtime';
import type { Action } from '@/schema/types';

/** What the preview draws: a valid document (the draft, or the result of an override over its base). */
export interface PreviewInput {
  name: string;
  document: SchemaDocument;
  /** What the merchant layer already did to it (an override's operations), shown on hover with resolve's own entries. */
  explain: readonly ExplainEntry[];
  /** A screen drawn in a layout's page slot (a theme previews as the home page in its frame). */
  page?: { name: string; document: ResolvableDocument };
}

export interface PreviewHost {
  components: ComponentSource;
  loader: SchemaRuntime['loader'];
  knownTypes: ReadonlySet<string>;
  /** The Menu node a layout draws this menu with (its variant and label), so the preview shows what visitors see. */
  menuNode: (menu: string) => ResolvedNode;
  onAction: (action: Action) => void;
}

function isResolvable(document: SchemaDocument): document is ResolvableDocument {
  return document.kind === 'screen' || document.kind === 'layout' || document.kind === 'menu' || document.kind === 'form' || document.kind === 'routes';
}

/** Resolve (conditions, flags, role, language) with the studio's context, as the site would for that visitor. */
function useResolved(input: PreviewInput, context: ResolveContext, knownTypes: ReadonlySet<string>): { resolved?: ResolvedDocument; explain: ExplainEntry[] } {
  return useMemo(() => {
    if (!isResolvable(input.document)) return { explain: [...input.explain] };
    const result = resolveDocument(input.document, context, { documentName: input.name, knownTypes });
    return { resolved: result.document, explain: [...input.explain, ...result.explain] };
  }, [input, context, knownTypes]);
}

/** The nodes the preview renders for a screen, a layout (page slot empty) or a menu (drawn by the layout's own Menu node). */
function nodesOf(resolved: ResolvedDocument | undefined, input: PreviewInput, host: PreviewHost): ResolvedNode[] | undefined {
  if (resolved?.kind === 'screen' || resolved?.kind === 'layout') return resolved.body;
  if (resolved?.kind === 'menu') return [host.menuNode(input.name)];
  return undefined;
}

/** `studioT`: the studio's own words (its language, not the previewed site's, whose translator the preview provides). */
function NodesPreview({ nodes: own, input, context, host, studioT }: { nodes: ResolvedNode[]; input: PreviewInput; context: ResolveContext; host: PreviewHost; studioT: TFunction }) {
  const [embedded, setEmbedded] = useState<{ key: string; documents: Map<string, ResolvableDocument> } | undefined>(undefined);
  const page = useMemo(() => {
    if (!input.page) return undefined;
    const resolved = resolveDocument(input.page.document, context, { documentName: input.page.name, knownTypes: host.knownTypes }).document;
    return resolved.kind === 'screen' ? resolved.body : undefined;
  }, [input.page, context, host.knownTypes]);
  // The embedded documents and widgets of the page in the slot load with the frame's.
  const nodes = useMemo(() => (page ? [...own, ...page] : own), [own, page]);
  const names = useMemo(() => embeddedDocumentNames(nodes).filter((name) => name !== input.name), [nodes, input.name]);
  const key = names.join('\n');
  useEffect(() => {
    let current = true;
    void Promise.all([loadEmbeddedDocuments(host.loader, names), host.components.preload?.(nodeWidgetTypes(nodes))]).then(([documents]) => current && setEmbedded({ key, documents }));
    return () => {
      current = false;
    };
    // `names` is derived from `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, host, nodes]);
  const environment = useMemo((): RenderEnvironment | undefined => {
    if (!embedded || embedded.key !== key) return undefined;
    const preloaded = new Map<string, ResolvableDocument>(embedded.documents);
    if (isResolvable(input.document)) preloaded.set(input.name, input.document);
    return {
      components: host.components,
      showErrorMarkers: true,
      onWidgetFailure: (failure) => console.warn(`[croupier studio] ${failure.type} "${failure.nodeId}" failed in the preview: ${failure.message}`),
      schemas: { loader: host.loader, knownTypes: host.knownTypes, merchant: context.merchant, preloaded, context },
    };
  }, [embedded, key, input, host, context]);
  if (!environment) return <p className="studio-muted" role="status">{studioT('studio_preview_loading')}</p>;
  return (
    <RenderEnvironmentContext.Provider value={environment}>
      <PageSlotContext.Provider value={page ? <SchemaNodes nodes={page} /> : <div className="studio-page-slot">{studioT('studio_page_slot')}</div>}>
        <SchemaNodes nodes={own} />
      </PageSlotContext.Provider>
    </RenderEnvironmentContext.Provider>
  );
}

function RoutesPreview({ resolved, studioT }: { resolved: Extract<ResolvedDocument, { kind: 'routes' }>; studioT: TFunction }) {
  return (
    <table className="studio-table">
      <thead><tr><th>path</th><th>screen</th><th>layout</th><th>{studioT('studio_routes_public')}</th></tr></thead>
      <tbody>
        {resolved.routes.flatMap((route) => route.paths.map((path) => (
          <tr key={`${route.id}${path}`} data-node-id={route.id}><td><code>{path}</code></td><td>{route.screen}</td><td>{route.layout}</td><td>{resolved.publicPaths.includes(path) ? studioT('studio_routes_public_yes') : ''}</td></tr>
        )))}
      </tbody>
    </table>
  );
}

function OtherPreview({ document, studioT }: { document: SchemaDocument; studioT: TFunction }) {
  if (document.kind === 'theme') {
    return (
      <div className="studio-theme" style={{ background: document.colors['bg'], color: document.colors['text'], fontFamily: document.fonts.body }}>
        <h2 style={{ fontFamily: document.fonts.heading }}><img src={document.logo} alt="" height={32} /> {document.brandName}</h2>
        <ul className="studio-swatches">
          {Object.entries(document.colors).map(([name, color]) => (
            <li key={name}><span style={{ background: color }} />{name} <code>{color}</code></li>
          ))}
        </ul>
      </div>
    );
  }
  if (document.kind === 'copy') {
    return (
      <table className="studio-table">
        <thead><tr><th>key</th><th>{studioT('studio_copy_text', { language: document.language })}</th></tr></thead>
        <tbody>{Object.entries(document.texts).map(([key, text]) => <tr key={key}><td><code>{key}</code></td><td>{text}</td></tr>)}</tbody>
      </table>
    );
  }
  return <p className="studio-muted">{studioT('studio_no_preview', { kind: document.kind })}</p>;
}

/** An element of any window (the preview's iframe has its own `Element`, so `instanceof` would fail). */
function isElement(target: EventTarget | null): target is Element {
  return target !== null && 'nodeType' in target && target.nodeType === 1 && 'closest' in target;
}

/** Provenance of the element under the pointer (`schemas:resolve --explain`): which layer set, moved, hid or kept it. */
function useProvenance(explain: readonly ExplainEntry[], studioT: TFunction) {
  const [hover, setHover] = useState<{ id: string; x: number; y: number } | undefined>(undefined);
  const onMouseMove = (event: MouseEvent) => {
    const target = isElement(event.target) ? event.target.closest('[data-node-id]') : null;
    const id = target?.getAttribute('data-node-id') ?? undefined;
    setHover(id ? { id, x: event.clientX, y: event.clientY } : undefined);
  };
  const entries = hover ? explain.filter((entry) => entry.id === hover.id) : [];
  const tooltip = hover ? (
    <div className="studio-provenance" role="tooltip" style={{ left: hover.x + 14, top: hover.y + 14 }}>
      <strong>#{hover.id}</strong>
      {entries.length === 0 ? <p>{studioT('studio_provenance_unchanged')}</p> : (
        <ul>{entries.map((entry, index) => <li key={index}><span className={`studio-layer studio-layer--${entry.layer}`}>{entry.layer}</span> {entry.change}{entry.property ? ` ${entry.property}` : ''}: {entry.detail}</li>)}</ul>
      )}
    </div>
  ) : null;
  return { onMouseMove, onMouseLeave: () => setHover(undefined), tooltip };
}

/**
 * The live render: the studio's context, the app's resolve and renderer, in a frame of the chosen width. The popups a
 * visit opens by itself are left out (`onPopupsLeftOut` names them, for a note beside the preview).
 */
export function Preview({ input, context, width, zoom, i18n, host, label, theme, highlight, onPopupsLeftOut }: { input: PreviewInput; context: ResolveContext; width: number; zoom?: Zoom; i18n: Translator; host: PreviewHost; label: string; theme: ThemeDocument | undefined; highlight?: string | undefined; onPopupsLeftOut?: (types: readonly string[]) => void }) {
  const { resolved, explain } = useResolved(input, context, host.knownTypes);
  const studioT = useStudioT();
  const provenance = useProvenance(explain, studioT);
  const all = useMemo(() => nodesOf(resolved, input, host), [resolved, input, host]);
  const shown = useMemo(() => (all ? withoutPopups(all) : undefined), [all]);
  const nodes = shown?.nodes;
  const leftOut = shown?.left.join('\n') ?? '';
  useEffect(() => {
    onPopupsLeftOut?.(leftOut ? leftOut.split('\n') : []);
  }, [leftOut, onPopupsLeftOut]);
  let content: ReactNode;
  if (nodes) content = <NodesPreview nodes={nodes} input={input} context={context} host={host} studioT={studioT} />;
  else if (resolved?.kind === 'form') content = <FormPreview resolved={resolved} loadingText={studioT('studio_form_loading')} />;
  else if (resolved?.kind === 'routes') content = <RoutesPreview resolved={resolved} studioT={studioT} />;
  else content = <OtherPreview document={input.document} studioT={studioT} />;
  return (
    <PreviewFrame width={width} {...(zoom === undefined ? {} : { zoom })} theme={theme} title={label} highlight={highlight} language={normalizeLanguage(context.lang)}>
      <div
        className="studio-preview-root"
        data-document={input.name}
        onMouseMove={provenance.onMouseMove}
        onMouseLeave={provenance.onMouseLeave}
        onClickCapture={(event) => {
          // The preview is a picture of the site: its links never leave the studio (actions go to the studio's log).
          if (isElement(event.target) && event.target.closest('a')) event.preventDefault();
        }}
      >
        <TranslationProvider i18n={i18n}>
          <ActionProvider value={host.onAction}>{content}</ActionProvider>
        </TranslationProvider>
        {provenance.tooltip}
      </div>
    </PreviewFrame>
  );
}
