import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Resource } from '@/api/parse/system';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';

import { frameEnvironment, LayoutNodes, renderFrame } from '../fixtures/frame-harness';

function withResources(links: Resource[]): void {
  usePlatformStore.setState({ resourceLinks: links, resources: links.map((link) => link.resourceType), flags: {} });
  useSessionStore.setState({ role: 'visitor', token: null, account: null });
}

const resource = (resourceType: string, url: string, qrCodeUrl = url): Resource => ({ resourceType, url, qrCodeUrl, labelNameEn: resourceType });

/** The default layout's side bar and live-chat button (layouts/default.json, menus/side-bar.json from disk). */
function renderBar() {
  return renderFrame(<LayoutNodes only={['side-bar', 'live-chat']} />);
}

/** The documents come from disk through the schema loader. */
const LOADED = { timeout: 5000 };

const HOSTILE = ['javascript:window.__xss=1', 'data:text/html,<script>window.__xss=1</script>', '//evil.example/x', '/\t/evil.example/x', '/%5Cevil.example', 'JaVaScRiPt:alert(1)'];

describe('resource links from the platform go through the URL policy (side bar, live chat)', () => {
  // The first load compiles the validators: seconds on a busy machine, so once, before the tests.
  beforeAll(async () => {
    await frameEnvironment();
  }, 60_000);

  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('links the resources the policy allows, mail included', async () => {
    withResources([resource('FACEBOOK', 'https://facebook.example/croupier'), resource('EMAIL', 'mailto:support@croupier.example'), resource('LIVECHAT2', '/platform-assets/pages/live-chat')]);
    renderBar();
    expect(await screen.findByRole('link', { name: 'Facebook' }, LOADED)).toHaveAttribute('href', 'https://facebook.example/croupier');
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:support@croupier.example');
    expect(screen.getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', '/platform-assets/pages/live-chat');
  });

  it.each(HOSTILE)('does not render a side-bar link or the live-chat button for %j', async (url) => {
    withResources([resource('FACEBOOK', 'https://facebook.example/croupier'), resource('TELEGRAM', url), resource('LIVECHAT2', url)]);
    renderBar();
    await screen.findByRole('link', { name: 'Facebook' }, LOADED);
    expect(screen.queryByRole('link', { name: 'Telegram' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Live chat' })).toBeNull();
    for (const link of document.querySelectorAll('a[href]')) expect(link.getAttribute('href')).not.toBe(url);
  });

  it.each(HOSTILE)('keeps the customer-service button (it runs its action) but without the link %j', async (url) => {
    withResources([resource('CUSTOMER_SERVICE', url)]);
    renderBar();
    const button = await screen.findByRole('link', { name: 'Customer Service' }, LOADED);
    expect(button).toHaveAttribute('href', '#');
  });

  it('shows the QR code of an allowed QR link, none for a refused one', async () => {
    withResources([resource('FACEBOOK', '/platform-assets/pages/facebook'), resource('TELEGRAM', '/platform-assets/pages/telegram', 'javascript:window.__xss=1')]);
    renderBar();
    (await screen.findByRole('link', { name: 'Facebook' }, LOADED)).focus();
    await waitFor(() => expect(screen.getByRole('tooltip').querySelector('svg')).not.toBeNull(), LOADED);
    screen.getByRole('link', { name: 'Telegram' }).focus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Telegram'));
    expect(screen.getByRole('tooltip').querySelector('svg')).toBeNull();
  });
});
