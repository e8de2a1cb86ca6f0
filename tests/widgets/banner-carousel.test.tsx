import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ScreenDocument } from '@/schema/types';
import { renderScreen, withPlatformHarness } from '../fixtures/data-widgets';

const banners: ScreenDocument = {
  kind: 'screen',
  schemaVersion: 2,
  id: 'banners',
  body: [{ type: 'BannerCarousel', id: 'notice-banners', props: { source: { query: 'notices', params: { type: 'H' } }, label: 'Featured' } }],
} as ScreenDocument;

describe('BannerCarousel', () => {
  withPlatformHarness();

  it('a picture that fails to load leaves its slide with the caption, not a broken-image icon', async () => {
    await renderScreen(banners);
    const region = await screen.findByRole('region', { name: 'Featured' });
    const first = (await within(region).findAllByRole('img', { hidden: true }))[0];
    if (!first) throw new Error('no banner picture');
    const slide = first.closest('figure');
    fireEvent.error(first);
    await waitFor(() => expect(slide?.querySelector('img')).toBeNull());
    expect(slide?.querySelector('figcaption')?.textContent).not.toBe('');
    // The other slides keep their pictures.
    expect(region.querySelectorAll('img').length).toBeGreaterThan(0);
  });
});
