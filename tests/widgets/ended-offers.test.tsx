import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ScreenDocument } from '@/schema/types';
import { url } from '../api/support';
import { repoSchema } from '../fixtures/fake-schema-sources';
import { logInAs, renderScreen, withPlatformHarness } from '../fixtures/data-widgets';

const harness = withPlatformHarness();

const promoDetail = () => repoSchema('screens/promo-detail.json') as unknown as ScreenDocument;
const promotions = () => repoSchema('screens/promotions.json') as unknown as ScreenDocument;

/** The embedded platform's catalogue: 108 ended a month ago, 109 starts in a month, 106 runs. */
const ENDED = 'Independence Day special';
const UPCOMING = 'Christmas countdown';

function factOf(label: string): string | null | undefined {
  const term = screen.getAllByRole('term').find((node) => node.textContent === label);
  return term?.nextElementSibling?.textContent;
}

describe('ended offers are not advertised', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('the promotions list leaves out an ended promotion; each card has a status, never a dash', async () => {
    await renderScreen(promotions(), { role: 'visitor' });
    expect(await screen.findByRole('heading', { name: UPCOMING })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ENDED })).toBeNull();
    const card = screen.getByRole('heading', { name: UPCOMING }).closest('article, li') as HTMLElement;
    expect(within(card).getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getAllByText('Running').length).toBeGreaterThan(0);
    expect(screen.queryByText('—')).toBeNull();
  });

  it('an ended promotion’s page says it has ended, offers no Register and no apply, and its status is Ended', async () => {
    await renderScreen(promoDetail(), { url: '/promoDetail?promotionId=108', role: 'visitor' });
    expect(await screen.findByRole('heading', { name: 'This promotion has ended' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See the promotions running now' })).toBeInTheDocument();
    expect(factOf('Status')).toBe('Ended');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.queryByText('Log in or register to join this promotion.')).toBeNull();
  });

  it('a running promotion shows a visitor its status and Register; nothing says it has ended', async () => {
    await renderScreen(promoDetail(), { url: '/promoDetail?promotionId=106', role: 'visitor' });
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    await waitFor(() => expect(factOf('Status')).toBe('Running'));
    expect(screen.queryByRole('heading', { name: 'This promotion has ended' })).toBeNull();
  });

  it('a member whose promotion has ended is offered no apply form', async () => {
    await logInAs('player01');
    const member = harness.platform().accounts.find('player01');
    member?.activityStatuses.set(207, 'process');
    await renderScreen(promoDetail(), { url: '/promoDetail?promotionId=108' });
    expect(await screen.findByRole('heading', { name: 'This promotion has ended' })).toBeInTheDocument();
    expect(factOf('Status')).toBe('Ended');
    expect(screen.queryByRole('heading', { name: 'Apply for this promotion' })).toBeNull();
  });

  it('a popup or banner past its end is not shown (the home page’s banners)', async () => {
    const home = repoSchema('screens/home.json') as unknown as ScreenDocument;
    const banners = { ...home, body: home.body.filter((node) => node.id === 'notice-banners') } as ScreenDocument;
    const day = 24 * 60 * 60 * 1000;
    const banner = (id: number, title: string, endTime: number) => ({ id, type: 'H', title, content: `<p>${title}</p>`, imageUrl: `/banners/${id}.svg`, linkUrl: '/promotions', startTime: Date.now() - 30 * day, endTime });
    harness.server.use(
      http.get(url('/wps/relay/MCSFE_getListAnnouncements'), () =>
        HttpResponse.json({ success: true, value: { notices: [], player: [], popup: [], promotion: [], banners: [banner(1, 'Summer offer', Date.now() - day), banner(2, 'Welcome offer', Date.now() + 30 * day)] } }),
      ),
    );
    await renderScreen(banners, { role: 'visitor' });
    expect(await screen.findByRole('img', { name: 'Welcome offer' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('alt'))).toEqual(['Welcome offer']);
  });
});
