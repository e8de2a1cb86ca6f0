import { lazy, type ComponentType } from 'react';
import type { WidgetProps } from './define-widget';
import { widgetTraitsOf, type WidgetLoaders, type WidgetTraits } from './registry';
import { loadChunk } from './chunk-load';

export type WidgetComponent = ComponentType<WidgetProps<never>>;

/** How the renderer gets a component for a node type. */
export type ComponentSource = ((type: string) => WidgetComponent | undefined) & {
  /** Lets a retry download a failed chunk again. */
  forget?: (type: string) => void;
  /**
   * Starts downloading these types' code now, all in parallel; settles when each has arrived or
   * failed (a failure shows later as that node's chunk retry, so this never rejects).
   */
  preload?: (types: Iterable<string>) => Promise<void>;
  /** Whether the code of every one of these types has arrived, so they render without suspending. */
  ready?: (types: Iterable<string>) => boolean;
  /** What each widget type declares of its first render (`defineWidget`): its queries can start before it. */
  traits?: WidgetTraits;
};

/** Components handed out before their code arrived: only these can suspend, so only these need a Suspense boundary. */
const lazyWrappers = new WeakSet<WidgetComponent>();

/** Whether rendering this component may suspend (its code is still on the way). */
export function maySuspend(component: WidgetComponent): boolean {
  return lazyWrappers.has(component);
}

/**
 * In the app: each widget's code is downloaded on demand, once per type. A document's types are
 * preloaded in parallel before its first render (`useResolvedDocument`), so a cold page renders
 * real components at once; a type asked for before its code arrived gets a React.lazy wrapper.
 */
export function lazyComponentSource(registry: WidgetLoaders): ComponentSource {
  /** What `source(type)` answers, fixed per type (until a retry) so a node never changes component under React. */
  const handedOut = new Map<string, WidgetComponent>();
  const loaded = new Map<string, WidgetComponent>();
  const pending = new Map<string, Promise<{ default: WidgetComponent }>>();

  const download = (type: string): Promise<{ default: WidgetComponent }> | undefined => {
    const definition = registry[type];
    if (!definition) return undefined;
    let promise = pending.get(type);
    if (!promise) {
      promise = loadChunk(definition.load).then((module) => {
        loaded.set(type, module.default);
        return module as { default: WidgetComponent };
      });
      // A failed download is not remembered: the node's retry (or the next page) fetches it again.
      promise.catch(() => pending.get(type) === promise && pending.delete(type));
      pending.set(type, promise);
    }
    return promise;
  };

  const source: ComponentSource = (type) => {
    if (!registry[type]) return undefined;
    let component = handedOut.get(type);
    if (!component) {
      component = loaded.get(type);
      if (!component) {
        component = lazy(() => download(type)!);
        lazyWrappers.add(component);
      }
      handedOut.set(type, component);
    }
    return component;
  };
  // React.lazy remembers a rejection forever: a retry needs a fresh lazy component.
  source.forget = (type) => {
    handedOut.delete(type);
    pending.delete(type);
    loaded.delete(type);
  };
  source.preload = async (types) => {
    const downloads = [...new Set(types)].filter((type) => !loaded.has(type)).map((type) => download(type)?.catch(() => undefined));
    await Promise.all(downloads);
  };
  source.ready = (types) => {
    for (const type of types) if (registry[type] && !loaded.has(type)) return false;
    return true;
  };
  source.traits = widgetTraitsOf(registry);
  return source;
}

/** For `schemas:render`, tests and snapshots: every widget loaded up front, so output is synchronous and deterministic. */
export async function preloadedComponentSource(registry: WidgetLoaders): Promise<ComponentSource> {
  const entries = await Promise.all(Object.entries(registry).map(async ([type, definition]) => [type, (await definition.load()).default] as const));
  const components = new Map<string, WidgetComponent>(entries);
  const source: ComponentSource = (type) => components.get(type);
  source.preload = () => Promise.resolve();
  source.ready = () => true;
  source.traits = widgetTraitsOf(registry);
  return source;
}
