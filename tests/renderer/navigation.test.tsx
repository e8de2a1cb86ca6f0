import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  StaticRouter,
  matchRoute,
  routeNames,
  useLocation,
  useNavigate,
  useSearchParams,
  type NavigateFunction,
  type SetSearchParams,
} from '@/renderer/navigation';

/** What the visitor would read: the address, and which page is showing. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="address">{pathname + search + hash}</output>;
}

function Pages() {
  const { pathname } = useLocation();
  const page = matchRoute([{ path: '/', title: 'Home' }, { path: '/rng', title: 'Slots' }, { path: '/help', title: 'Help' }], pathname);
  return <h1>{page?.title ?? 'Page not found'}</h1>;
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

/** Hands a test the hooks' functions, as a widget would use them. */
const handles: { navigate?: NavigateFunction; setSearch?: SetSearchParams; seen: URLSearchParams[] } = { seen: [] };

function Controls() {
  handles.navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  handles.setSearch = setSearch;
  handles.seen.push(search);
  return <p>vendor {search.get('vendor') ?? 'none'}</p>;
}

function site(children?: ReactNode) {
  return (
    <>
      <nav>
        <Link to="/rng">Slots</Link>
        <Link to="/help#terms" className="footer-link">Terms</Link>
        <Link to="/rng" target="_blank">Slots in a new tab</Link>
        <a href="#privacy-policy">Privacy</a>
      </nav>
      <Pages />
      <Address />
      <Controls />
      {children}
    </>
  );
}

/**
 * Records, for each click, whether the browser would act on it (its default action was not prevented), then
 * stops it: happy-dom follows an anchor itself, which is not what these tests are about.
 */
function clicksReachingTheBrowser() {
  const reached: boolean[] = [];
  const listener = (event: MouseEvent) => {
    reached.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  return { reached, stop: () => document.removeEventListener('click', listener) };
}

beforeEach(() => {
  handles.seen = [];
});

describe('in the browser (history mode)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('a link click shows the new page in place: the click never reaches the browser as a page load', async () => {
    const browser = clicksReachingTheBrowser();
    render(<BrowserRouter>{site()}</BrowserRouter>);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Slots' }));
    browser.stop();
    expect(browser.reached).toEqual([false]);
    expect(window.location.pathname).toBe('/rng');
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
  });

  it('a click with a modifier key, or on a link to another tab, is left to the browser', () => {
    const browser = clicksReachingTheBrowser();
    render(<BrowserRouter>{site()}</BrowserRouter>);
    fireEvent.click(screen.getByRole('link', { name: 'Slots' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Slots' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Slots' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Slots in a new tab' }));
    browser.stop();
    expect(browser.reached).toEqual([true, true, true, true]);
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('navigate adds a history entry; with replace it does not', () => {
    render(<BrowserRouter>{site()}</BrowserRouter>);
    const before = window.history.length;
    act(() => handles.navigate?.('/rng'));
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeInTheDocument();
    act(() => handles.navigate?.('/help', { replace: true }));
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname).toBe('/help');
    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
  });

  it('a link to where the visitor already is adds no history entry', async () => {
    window.history.replaceState(null, '', '/rng');
    render(<BrowserRouter>{site()}</BrowserRouter>);
    const before = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'Slots' }));
    expect(window.history.length).toBe(before);
  });

  it('setSearchParams writes the query into the address and the page re-renders with it', () => {
    window.history.replaceState(null, '', '/rng?page=PG#top');
    render(<BrowserRouter>{site()}</BrowserRouter>);
    expect(screen.getByText('vendor none')).toBeInTheDocument();
    act(() => handles.setSearch?.((current) => {
      current.set('vendor', 'JDB');
      return current;
    }));
    expect(window.location.pathname + window.location.search).toBe('/rng?page=PG&vendor=JDB');
    // The hash goes, as a new query is a new view of the page.
    expect(window.location.hash).toBe('');
    expect(screen.getByText('vendor JDB')).toBeInTheDocument();
    expect(address()).toBe('/rng?page=PG&vendor=JDB');
  });

  it('the updater gets a copy: editing it leaves the params a render already has untouched', () => {
    window.history.replaceState(null, '', '/rng?page=PG');
    render(<BrowserRouter>{site()}</BrowserRouter>);
    const rendered = handles.seen.at(-1);
    act(() => handles.setSearch?.((current) => {
      current.delete('page');
      return current;
    }));
    expect(rendered?.get('page')).toBe('PG');
    expect(window.location.search).toBe('');
  });

  it('two updates in one event both land (each sees the query the other wrote)', () => {
    window.history.replaceState(null, '', '/rng');
    render(<BrowserRouter>{site()}</BrowserRouter>);
    const before = window.history.length;
    act(() => {
      handles.setSearch?.((current) => new URLSearchParams([...current, ['vendor', 'PG']]), { replace: true });
      handles.setSearch?.((current) => new URLSearchParams([...current, ['pageNo', '2']]), { replace: true });
    });
    expect(window.location.search).toBe('?vendor=PG&pageNo=2');
    expect(window.history.length).toBe(before);
  });

  it('reports the hash on load, and when an in-page link changes it', async () => {
    window.history.replaceState(null, '', '/help#terms');
    render(<BrowserRouter>{site()}</BrowserRouter>);
    expect(address()).toBe('/help#terms');
    // An in-page link, as the help page's contents are: the browser moves the hash and says so (hashchange).
    await userEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(address()).toBe('/help#privacy-policy');
  });

  it('the pathname and query stay as written in the address (percent-encoded)', () => {
    window.history.replaceState(null, '', '/login?from=%2Frng%3Fpage%3DPG');
    render(<BrowserRouter>{site()}</BrowserRouter>);
    expect(address()).toBe('/login?from=%2Frng%3Fpage%3DPG');
  });
});

describe('in memory (tests)', () => {
  it('starts where it is told, hash included, and a link moves it', async () => {
    render(<MemoryRouter path="/help?lang=en#terms">{site()}</MemoryRouter>);
    expect(address()).toBe('/help?lang=en#terms');
    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Slots' }));
    expect(address()).toBe('/rng');
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(address()).toBe('/help#terms');
  });

  it('Navigate redirects once rendered', () => {
    render(<MemoryRouter path="/vip">{site(<Navigate to="/help" replace />)}</MemoryRouter>);
    expect(address()).toBe('/help');
  });

  it('refuses to navigate off the site', () => {
    render(<MemoryRouter>{site()}</MemoryRouter>);
    for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(() => handles.navigate?.(target), target).toThrow(/external navigation/);
    }
    expect(address()).toBe('/');
  });

  it('a routing hook outside any router is an error, not a page at "/"', () => {
    expect(() => renderToStaticMarkup(<Address />)).toThrow(/outside a router/);
  });
});

describe('static renders (render-to-html under renderToStaticMarkup)', () => {
  it('renders at the given path, where a memory location cannot (it has no server snapshot)', () => {
    const html = renderToStaticMarkup(<StaticRouter path="/rng?page=PG">{site()}</StaticRouter>);
    expect(html).toContain('<h1>Slots</h1>');
    expect(html).toContain('/rng?page=PG</output>');
    expect(html).toContain('href="/help#terms">Terms</a>');
  });
});

describe('the route table (literal paths of routes.json, as react-router matched them)', () => {
  it.each([
    ['/rng', '/rng'],
    ['/noticePage', '/noticepage'],
    ['/noticePage', '/NOTICEPAGE'],
    ['/rng', '/rng/'],
    ['/rng', '/rng//'],
    ['/', '/'],
    ['/index.html', '/index.html'],
    ['/rng', '/r%6Eg'],
    ['/caf%C3%A9', '/café'],
    ['/caf%C3%A9', '/caf%C3%A9'],
  ])('%s names %s', (route, pathname) => expect(routeNames(route, pathname)).toBe(true));

  it.each([
    ['/rng', '/rngx'],
    ['/rng', '/rng/extra'],
    ['/rng', '/live/rng'],
    ['/index.html', '/indexxhtml'],
    ['/', '/home'],
    ['/a/b', '/a%2Fb'],
    ['/rng', '/%E0%A4%A'],
    ['/:page', '/rng'],
    ['/promo*', '/promotions'],
  ])('%s does not name %s', (route, pathname) => expect(routeNames(route, pathname)).toBe(false));

  it('picks the first route naming the path; none means the not-found page', () => {
    const routes = [{ path: '/', id: 'home' }, { path: '/home', id: 'home' }, { path: '/rng', id: 'rng' }, { path: '/RNG', id: 'second' }];
    expect(matchRoute(routes, '/Rng/')?.id).toBe('rng');
    expect(matchRoute(routes, '/HOME')?.id).toBe('home');
    expect(matchRoute(routes, '/no-such-page')).toBeUndefined();
    expect(matchRoute(routes, '//rng')).toBeUndefined();
  });
});
