import type { DocumentKind } from './types';

/**
 * Every kind of document, in one list: validation, the meta-schema generator, the CLIs and the studio read
 * the kinds (and the groups below) here. A kind added to `SchemaDocument` and not here fails to compile.
 */
export const DOCUMENT_KINDS = ['screen', 'layout', 'menu', 'form', 'routes', 'theme', 'override', 'manifest', 'merchants', 'copy'] as const satisfies readonly DocumentKind[];

type Unlisted = Exclude<DocumentKind, (typeof DOCUMENT_KINDS)[number]>;
/** Compiles only while the list names every kind `SchemaDocument` has (else its type is the kinds left out). */
const _everyKindListed: [Unlisted] extends [never] ? true : Unlisted = true;

/** The kinds whose documents hold widget nodes (`body`): their validators carry every widget's props. */
export const NODE_KINDS = ['screen', 'layout'] as const satisfies readonly DocumentKind[];
export type NodeKind = (typeof NODE_KINDS)[number];

/** The kinds that render on a page (the renderer draws their nodes, items or fields). */
export const RENDERED_KINDS = ['screen', 'layout', 'menu', 'form'] as const satisfies readonly DocumentKind[];
export type RenderedKind = (typeof RENDERED_KINDS)[number];

/** The kinds that hold no translation keys (settings, file lists and the copy itself). */
export const KINDS_WITHOUT_TEXT_KEYS = ['theme', 'manifest', 'merchants', 'copy'] as const satisfies readonly DocumentKind[];

function within<K extends DocumentKind>(kinds: readonly K[]): (kind: string) => kind is K {
  const set: ReadonlySet<string> = new Set(kinds);
  return (kind): kind is K => set.has(kind);
}

export const isDocumentKind: (kind: string) => kind is DocumentKind = within(DOCUMENT_KINDS);
export const isNodeKind: (kind: string) => kind is NodeKind = within(NODE_KINDS);
export const isRenderedKind: (kind: string) => kind is RenderedKind = within(RENDERED_KINDS);
const withoutTextKeys = within(KINDS_WITHOUT_TEXT_KEYS);
/** Whether documents of this kind may hold translation keys (the build checks each exists in EN and TY). */
export const holdsTextKeys = (kind: string): boolean => !withoutTextKeys(kind);
