import type { WidgetDefinition } from './define-widget';

/**
 * The closed map from node type to widget. `never` as the props type lets every concrete
 * widget fit while forcing the one place that hands validated props to a component to say so.
 */
export type AnyWidgetDefinition = WidgetDefinition<never>;
export type WidgetRegistry = Readonly<Record<string, AnyWidgetDefinition>>;

/** What the site needs of a widget at run time: its component, loaded on demand, and what it does on its first render. */
export type WidgetLoader = Pick<AnyWidgetDefinition, 'load'> & Partial<Pick<AnyWidgetDefinition, 'queriesOnMount' | 'rendersAllChildren'>>;
export type WidgetLoaders = Readonly<Record<string, WidgetLoader>>;

/** What a widget type does on its first render, as its `defineWidget` declares it. */
export interface WidgetTraits {
  /** Whether a node of this type runs its source query on mount (`queriesOnMount`). */
  queriesOnMount: (type: string) => boolean;
  /** Whether a node of this type always renders all its children (`rendersAllChildren`). */
  rendersAllChildren: (type: string) => boolean;
}

/** The declared traits of the widgets in a loader list (the generated loaders carry them). */
export function widgetTraitsOf(loaders: WidgetLoaders): WidgetTraits {
  return { queriesOnMount: (type) => loaders[type]?.queriesOnMount === true, rendersAllChildren: (type) => loaders[type]?.rendersAllChildren === true };
}

/** Node types that may carry children, for the meta-schema generator. */
export function typesAcceptingChildren(registry: WidgetRegistry): string[] {
  return Object.values(registry).filter((w) => w.acceptsChildren).map((w) => w.type);
}
