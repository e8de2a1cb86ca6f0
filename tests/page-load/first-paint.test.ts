import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endFirstPaint, endFirstPaintWhenDrawn, firstPaintEnded, isFirstPaint, showFirstPaint, type FirstPaint } from '@/page-load/first-paint';
import { firstPaintSettled, openHandOff } from '@/page-load/hand-off';

const PAINT: FirstPaint = { route: 'home', theme: [['--color-bg', '#07131a']], html: '<div class="page"><h1 class="hero__title">Play the biggest jackpots</h1><button type="button">Log in</button></div>' };

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.removeAttribute('data-first-paint-ended');
});
afterEach(() => {
  delete window.__croupierPageLoad;
});

describe("a route's first paint in the page (src/page-load/first-paint.ts)", () => {
  it('is shown before #root, inert and hidden from assistive technology: a picture of the page, not the page', () => {
    expect(showFirstPaint(PAINT)).toBe(true);
    const shown = document.getElementById('first-paint');
    expect(shown?.nextElementSibling?.id).toBe('root');
    expect(shown?.inert).toBe(true);
    expect(shown?.getAttribute('aria-hidden')).toBe('true');
    expect(shown?.querySelector('h1')?.textContent).toBe('Play the biggest jackpots');
    // Once only.
    expect(showFirstPaint(PAINT)).toBe(false);
    expect(document.querySelectorAll('#first-paint')).toHaveLength(1);
  });

  it('goes the moment the site draws anything but its "Loading…", and a first paint arriving later is not shown', async () => {
    const root = document.getElementById('root')!;
    showFirstPaint(PAINT);
    endFirstPaintWhenDrawn(root);
    root.innerHTML = '<div class="boot-loading" role="status">Loading…</div>';
    await Promise.resolve();
    expect(document.getElementById('first-paint')).not.toBeNull();
    // React turns its "Loading…" into the page in place: the same element, another class.
    root.firstElementChild!.className = 'page page--default';
    await Promise.resolve();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(firstPaintEnded()).toBe(true);
    expect(showFirstPaint(PAINT)).toBe(false);
  });

  it('goes for an error the site shows instead of its page (the status gate failing), and at once when the site drew first', async () => {
    const root = document.getElementById('root')!;
    showFirstPaint(PAINT);
    endFirstPaintWhenDrawn(root);
    root.innerHTML = '<div class="boot-loading boot-loading--failed" role="alert">The site cannot be reached</div>';
    await Promise.resolve();
    expect(document.getElementById('first-paint')).toBeNull();

    document.documentElement.removeAttribute('data-first-paint-ended');
    root.innerHTML = '<div class="page"></div>';
    endFirstPaintWhenDrawn(root);
    expect(firstPaintEnded()).toBe(true);
    endFirstPaint();
    expect(document.getElementById('first-paint')).toBeNull();
  });

  it("a member centre's first paint stays while the site draws its frame around the held page, and goes when the site's centre shows its page", async () => {
    const root = document.getElementById('root')!;
    const centre: FirstPaint = { route: 'memberCentre/depositv2', theme: [], html: '<div class="overlay"><div role="dialog"><h2>Member Centre</h2><h3 class="centre__title">Deposit</h3></div></div>' };
    showFirstPaint(centre);
    endFirstPaintWhenDrawn(root);
    // The frame, with the page held under the centre: the first paint is still the picture the member sees.
    root.innerHTML = '<div class="page page--default"><header>player01</header><main><div class="page-held"></div></main></div>';
    await Promise.resolve();
    expect(document.getElementById('first-paint')).not.toBeNull();
    // The site's centre opens, its page still loading: still the first paint.
    root.insertAdjacentHTML('beforeend', '<div class="overlay overlay--still"><div role="dialog"><h2>Member Centre</h2><div class="screen-loading" role="status">Loading…</div></div></div>');
    await Promise.resolve();
    expect(document.getElementById('first-paint')).not.toBeNull();
    // Its page is in: the site's centre takes over in the same frame.
    root.querySelector('.screen-loading')!.replaceWith(Object.assign(document.createElement('div'), { className: 'centre__body' }));
    await Promise.resolve();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(firstPaintEnded()).toBe(true);
  });

  it("a member centre's first paint goes when the site draws the page instead (the centre refused or late), or an error", async () => {
    const root = document.getElementById('root')!;
    const centre: FirstPaint = { route: 'memberCentre/depositv2', theme: [], html: '<div class="overlay"><div role="dialog"><h2>Member Centre</h2></div></div>' };
    showFirstPaint(centre);
    endFirstPaintWhenDrawn(root);
    root.innerHTML = '<div class="page"><main><div class="page-held"></div></main></div>';
    await Promise.resolve();
    expect(document.getElementById('first-paint')).not.toBeNull();
    // The hold is released (a trial account's centre is refused): the page draws, and the picture of a centre goes.
    root.querySelector('.page-held')!.replaceWith(Object.assign(document.createElement('div'), { className: 'screen' }));
    await Promise.resolve();
    expect(document.getElementById('first-paint')).toBeNull();

    document.documentElement.removeAttribute('data-first-paint-ended');
    root.innerHTML = '';
    showFirstPaint(centre);
    endFirstPaintWhenDrawn(root);
    root.innerHTML = '<div class="boot-loading boot-loading--failed" role="alert">The site cannot be reached</div>';
    await Promise.resolve();
    expect(document.getElementById('first-paint')).toBeNull();
  });

  it('takes only a well-formed file: a route, its theme as pairs, its HTML', () => {
    expect(isFirstPaint(PAINT)).toBe(true);
    for (const broken of [null, 'html', { ...PAINT, html: 3 }, { ...PAINT, theme: [['--color-bg']] }, { ...PAINT, route: undefined }]) expect(isFirstPaint(broken)).toBe(false);
  });

  it('takes its calls, and the paths they hold on, only as gateway paths and path strings', () => {
    const calls = ['/lgw/games/popular?count=20&prizeMode=SEA&device=web&language=en'];
    expect(isFirstPaint({ ...PAINT, calls, callsOn: ['/lottery', '/seaLottery'] })).toBe(true);
    for (const broken of [{ ...PAINT, calls: ['//evil.example/x'] }, { ...PAINT, calls, callsOn: '/lottery' }, { ...PAINT, calls, callsOn: [3] }]) expect(isFirstPaint(broken)).toBe(false);
  });

  it("lets the site's first render wait for a first paint in hand to be on screen, never longer than its patience", async () => {
    vi.useFakeTimers();
    try {
      let painted = false;
      // No inline script (the dev server), or no first paint in hand yet: nothing to wait for.
      await firstPaintSettled(400);
      const handOff = openHandOff();
      await firstPaintSettled(400);
      let settle: () => void = () => undefined;
      handOff.firstPaint = new Promise<void>((resolve) => (settle = resolve));
      const waited = firstPaintSettled(400).then(() => (painted = true));
      await vi.advanceTimersByTimeAsync(100);
      expect(painted).toBe(false);
      settle();
      await waited;
      expect(painted).toBe(true);
      // A first paint that never settles holds the site 400 ms at most.
      handOff.firstPaint = new Promise<void>(() => undefined);
      let gaveUp = false;
      const patience = firstPaintSettled(400).then(() => (gaveUp = true));
      await vi.advanceTimersByTimeAsync(399);
      expect(gaveUp).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await patience;
      expect(gaveUp).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
