import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadChunk } from './chunk-load';

/** A component whose code is a chunk of its own, which a caller can start downloading before it renders. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts the download (once), as `loadChunk` does; settles, never rejects, when the code has arrived or failed. */
  preload: () => Promise<void>;
  /** Whether the code has arrived: the component then renders at once, without suspending. */
  isReady: () => boolean;
};

/**
 * `React.lazy` that renders the real component once its code is in. A lazy component always suspends on its first
 * render, and React then holds the reveal back for up to 300 ms (its Suspense throttle) even when the code is
 * already there: a popup opened from preloaded code would still wait. This one suspends only while the download is on
 * its way; a failed download stays failed for the lazy fallback, as `React.lazy` remembers it.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let download: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (download ??= loadChunk(load).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(start);
  function Preloadable(props: P) {
    // Chosen once per instance: one that went through Lazy stays with it, so it never changes component (and state).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, {
    preload: () => start().then(
      () => undefined,
      () => undefined,
    ),
    isReady: () => loaded !== undefined,
  });
}
