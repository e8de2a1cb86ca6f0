import type { WidgetDefinition } from './define-widget';

/**
 * The closed map from node type to widget. `never` as the props type lets every concrete
 * widget fit while forcing the one place that hands validated props to a component to say so.
 */
export type AnyWidgetDefinition = WidgetDefinition<never>;
export type WidgetRegistry = Readonly<Record<string, AnyWidgetDefinition>>;

/** What the site needs of a widget at run time: its component, loaded on demand. */
export type WidgetLoader = Pick<AnyWidgetDefinition, 'load'>;
export type WidgetLoaders = Readonly<Record<string, WidgetLoader>>;

/** Node types that may carry children, for the meta-schema generator. */
export function typesAcceptingChildren(registry: WidgetRegistry): string[] {
  return Object.values(registry).filter((w) => w.acceptsChildren).map((w) => w.type);
}
