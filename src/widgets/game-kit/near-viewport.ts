import { preloadMargin } from './image-cache';

type Arrival = () => void;

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, Arrival>();

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const arrive = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        arrive?.();
      }
    },
    { rootMargin: preloadMargin() },
  );
  return observer;
}

/**
 * Calls `arrive` once when the element comes within spec §9's preload distance (1.3 screens). One
 * IntersectionObserver serves every image of the page, not one each (a grid of 2,400 tiles made
 * 2,400). Returns the cancel for an element that unmounts first.
 */
export function whenNearViewport(element: Element, arrive: Arrival): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    arrive();
    return () => undefined;
  }
  waiting.set(element, arrive);
  shared().observe(element);
  return () => {
    if (waiting.delete(element)) observer?.unobserve(element);
  };
}
