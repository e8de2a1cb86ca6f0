import type { ReactNode } from 'react';
import type { Action, ThemeDocument } from '@/schema/types';

/** What every widget component receives from the renderer. */
export interface WidgetProps<P> {
  props: P;
  /** Stable node id; the widget puts it on its root element as `data-node-id`. */
  nodeId: string;
  /** The node's children, already rendered (each in its own error boundary). */
  children: ReactNode;
  /** The node's action, when it has one (the renderer hands over the resolved node's, `undefined` included). */
  action?: Action | undefined;
}

/** Widgets are function components, so any widget fits the registry's `never`-props slot. */
export type WidgetModule<P> = { default: (props: WidgetProps<P>) => ReactNode };

/** One widget: its node type, its props as JSON Schema (the only declaration of them), and its lazily loaded component. */
/** A widget's props declaration: a JSON Schema object (written `as const` in the widget's props.ts). */
export type PropsSchema = { readonly type: 'object'; readonly properties: object; readonly required?: readonly string[]; readonly additionalProperties: false };

export interface WidgetDefinition<P = unknown> {
  type: string;
  /** One line for the studio and the generated meta-schema. */
  description: string;
  props: PropsSchema;
  /** Whether the node may have children. */
  acceptsChildren: boolean;
  /**
   * Whether the widget runs `useQuery(props.source)` the moment it mounts, with nothing added to the binding's
   * params: its query can then start beside its code (`prefetchableQueries`). A paged table adds its page and a
   * popup asks only when it opens, so those say no.
   */
  queriesOnMount: boolean;
  /**
   * Whether the widget always renders every child it is given (a section, the header's bar): what is under it then
   * surely shows when it does, so its children's queries and menus can start before the first render
   * (`prefetchableQueries`, `surelyShownMenus`). A `ShowWhen` or a tab set that shows one panel says no.
   */
  rendersAllChildren: boolean;
  load: () => Promise<WidgetModule<P>>;
  /**
   * The platform calls a node of this widget makes the moment it mounts, through its stores (issue 37), for a widget
   * whose calls are not catalogue queries (those are found by `queriesOnMount`). The build and the publish service run
   * it with every request refused and note the GETs into the route's first paint (`FirstPaint.calls`), so the inline
   * script starts them with the status call. Only calls that wait for no other answer and no session.
   */
  firstCalls?: () => Promise<FirstCalls<P>>;
}

/** The page a widget's first calls are noted for: its path, language and the merchant's theme, as a visitor has them. */
export interface FirstCallsPage {
  path: string;
  language: string;
  theme: ThemeDocument | undefined;
}

/** Makes the calls a node with these props makes on mount (each answer, or its refusal, is of no interest). */
export type FirstCalls<P> = (props: P, page: FirstCallsPage) => Promise<unknown>;

/**
 * Declares a widget. Its props.ts derives the props type from the props JSON Schema
 * (`FromSchema<typeof schema>`), so the component, the node meta-schema and the studio
 * can never disagree about what a widget accepts.
 */
export function defineWidget<P>(definition: {
  type: string;
  description: string;
  props: PropsSchema;
  acceptsChildren?: boolean;
  queriesOnMount?: boolean;
  rendersAllChildren?: boolean;
  load: () => Promise<WidgetModule<P>>;
  firstCalls?: () => Promise<FirstCalls<P>>;
}): WidgetDefinition<P> {
  if (definition.rendersAllChildren && !definition.acceptsChildren) throw new Error(`${definition.type}: rendersAllChildren needs acceptsChildren`);
  return { ...definition, acceptsChildren: definition.acceptsChildren ?? false, queriesOnMount: definition.queriesOnMount ?? false, rendersAllChildren: definition.rendersAllChildren ?? false };
}

/** Spread on a widget's root element so QA can address every rendered node. */
export function nodeAttributes(nodeId: string): { 'data-node-id': string } {
  return { 'data-node-id': nodeId };
}
