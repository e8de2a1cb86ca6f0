import type { WidgetDefinition } from './define-widget';

/**
 * The closed map from node type to widget. `never` as the props type lets every concrete
 * widget fit while forcing the one place that hands validated props to a component to say so.
 */
export type AnyWidgetDefinition = WidgetDefinition<never>;
export type WidgetRegistry = Readonly<Record<string, AnyWidgetDefinition>>;

/** What the site needs of a widget at run time: its component, loaded on demand, and whether it queries on mount. */
export type WidgetLoader = Pick<AnyWidgetDefinition, 'load'> & Partial<Pick<AnyWidgetDefinition, 'queriesOnMount'>>;
export type WidgetLoaders = Readonly<Record<string, WidgetLoader>>;

/** Whether a node of this type runs its source query on mount (`defineWidget`'s `queriesOnMount`). */
export function queriesOnMountIn(loaders: WidgetLoaders): (type: string) => boolean {
  return (type) => loaders[type]?.queriesOnMount === true;
}

/** Node types that may carry children, for the meta-schema generator. */
export function typesAcceptingChildren(registry: WidgetRegistry): string[] {
  return Object.values(registry).filter((w) => w.acceptsChildren).map((w) => w.type);
}
