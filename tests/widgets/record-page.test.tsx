import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ScreenDocument } from '@/schema/types';
import { repoSchema } from '../fixtures/fake-schema-sources';
import { logInAs, renderScreen, withPlatformHarness } from '../fixtures/data-widgets';

const harness = withPlatformHarness();

/** The promotion detail exactly as schemas/screens/promo-detail.json has it. */
const promoDetail = () => repoSchema('screens/promo-detail.json') as unknown as ScreenDocument;

describe('/promoDetail (issue 26)', () => {
  it('without an id shows one "promotion not found" and the way back, and asks the platform nothing', async () => {
    const { failures } = await renderScreen(promoDetail(), { url: '/promoDetail' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(harness.requests.filter((request) => request.includes('/promotion/'))).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('with an id the platform does not know shows the same one message, not an error box per part', async () => {
    await renderScreen(promoDetail(), { url: '/promoDetail?promotionId=999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Promotion not found' })).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
    // One request for the record, shared by every part of the page.
    expect(harness.requests.filter((request) => request.includes('/promotion/detail'))).toHaveLength(1);
  });

  it('a promotion shows the back link, its picture and name, its terms and the apply form', async () => {
    await logInAs('player01');
    const { container } = await renderScreen(promoDetail(), { url: '/promoDetail?promotionId=106' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Daily check-in bonus' });
    const page = heading.closest('section');
    if (!page) throw new Error('the heading is in the record page');
    expect(within(page).getByRole('link', { name: /All promotions/ })).toHaveAttribute('href', '/promotions');
    const picture = container.querySelector('.record-page__image');
    expect(picture?.getAttribute('src')).toMatch(/promo-106/);
    expect(await screen.findByRole('heading', { name: 'Apply for this promotion' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send application' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
