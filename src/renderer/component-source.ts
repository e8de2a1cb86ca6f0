import { lazy, type ComponentType } from 'react';
import type { WidgetProps } from './define-widget';
import type { WidgetLoaders } from './registry';
import { loadChunk } from './chunk-load';

export type WidgetComponent = ComponentType<WidgetProps<never>>;

/** How the renderer gets a component for a node type; `forget` lets a retry download a failed chunk again. */
export type ComponentSource = ((type: string) => WidgetComponent | undefined) & { forget?: (type: string) => void };

/** In the app: each widget's code is downloaded the first time a screen shows it. */
export function lazyComponentSource(registry: WidgetLoaders): ComponentSource {
  const cache = new Map<string, WidgetComponent>();
  const source: ComponentSource = (type) => {
    const definition = registry[type];
    if (!definition) return undefined;
    let component = cache.get(type);
    if (!component) {
      component = lazy(() => loadChunk(definition.load));
      cache.set(type, component);
    }
    return component;
  };
  // React.lazy remembers a rejection forever: a retry needs a fresh lazy component.
  source.forget = (type) => cache.delete(type);
  return source;
}

/** For `schemas:render`, tests and snapshots: every widget loaded up front, so output is synchronous and deterministic. */
export async function preloadedComponentSource(registry: WidgetLoaders): Promise<ComponentSource> {
  const entries = await Promise.all(Object.entries(registry).map(async ([type, definition]) => [type, (await definition.load()).default] as const));
  const components = new Map<string, WidgetComponent>(entries);
  return (type) => components.get(type);
}
