import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { LazyImage } from '@/widgets/game-kit/lazy-image';

/** A stand-in IntersectionObserver the test can drive: which elements are watched, and "scroll" them into range. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback, readonly options?: IntersectionObserverInit) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) { this.watched.add(element); }
  unobserve(element: Element) { this.watched.delete(element); }
  disconnect() { this.watched.clear(); }
  bringNear(element: Element) {
    this.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('lazy game images (spec §9) on a large grid', () => {
  it('one IntersectionObserver watches every image, each loads when it comes near, and unmounted ones stop being watched', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.resetModules();
    const { LazyImage: FreshLazyImage } = await import('@/widgets/game-kit/lazy-image');
    const view = render(
      <ul>
        {Array.from({ length: 240 }, (_, i) => (
          <li key={i}><FreshLazyImage src={`/cdn/game-${i}.png`} alt={`game ${i}`} width={240} height={240} fallback="G" /></li>
        ))}
      </ul>,
    );
    expect(FakeObserver.instances).toHaveLength(1);
    const observer = FakeObserver.instances[0]!;
    expect(observer.options?.rootMargin).toBe('30% 0px');
    expect(observer.watched.size).toBe(240);
    expect(view.container.querySelectorAll('img')).toHaveLength(0);
    const holders = view.container.querySelectorAll('.lazy-image');
    act(() => observer.bringNear(holders[3]!));
    expect([...view.container.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['game 3']);
    expect(observer.watched.size).toBe(239);
    view.unmount();
    expect(observer.watched.size).toBe(0);
  });

  it('without IntersectionObserver every image loads at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const view = render(<LazyImage src="/cdn/a.png" alt="a" width={10} height={10} fallback="A" />);
    expect(view.container.querySelector('img')).not.toBeNull();
  });

  it("a first screen's picture (eager) is asked for at once, unwatched, and drawn without the fade while the rest wait", async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    FakeObserver.instances = [];
    vi.resetModules();
    const { LazyImage: FreshLazyImage } = await import('@/widgets/game-kit/lazy-image');
    const view = render(
      <ul>
        {Array.from({ length: 10 }, (_, i) => (
          <li key={i}><FreshLazyImage src={`/cdn/game-${i}.png`} alt={`game ${i}`} width={240} height={240} fallback="G" eager={i < 6} /></li>
        ))}
      </ul>,
    );
    expect([...view.container.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['game 0', 'game 1', 'game 2', 'game 3', 'game 4', 'game 5']);
    expect(FakeObserver.instances[0]?.watched.size).toBe(4);
    expect(view.container.querySelectorAll('.lazy-image--eager')).toHaveLength(6);
    expect(view.container.querySelector('li:nth-child(7) .lazy-image')?.classList.contains('lazy-image--eager')).toBe(false);
  });
});
