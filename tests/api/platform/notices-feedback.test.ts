import { describe, expect, it } from 'vitest';
import { getAnnouncements, getUnreadCount, sendFeedback } from '@/api';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { loginAs, rejection, withEmbeddedPlatform, selectScenario } from './use-platform';

withEmbeddedPlatform();

describe('notice calls against the embedded platform', () => {
  it('getAnnouncements: every requested type in its group, with HTML content; closed under maintenance', async () => {
    const all = await getAnnouncements(['B', 'PL', 'PU', 'PR', 'H']);
    expect(all.notices.length).toBe(20);
    expect(all.player.length).toBeGreaterThan(0);
    expect(all.popup.length).toBeGreaterThan(0);
    expect(all.promotion.length).toBeGreaterThan(0);
    expect(all.banners[0]?.imageUrl).toMatch(/\.svg$/);
    expect(all.notices[0]?.content).toContain('<p>');
    const defaults = await getAnnouncements();
    expect(defaults.player).toEqual([]);
    selectScenario('maintenance');
    expect((await rejection(getAnnouncements())).messageKey).toBe('err_unavailable');
  });

  it('getUnreadCount: a number; needs a session', async () => {
    expect((await rejection(getUnreadCount())).messageKey).toBe('err_not_logged_in');
    await loginAs(DEMO_ACCOUNTS.player);
    expect(await getUnreadCount()).toBeGreaterThan(0);
  });
});

describe('feedback against the embedded platform', () => {
  it('sendFeedback: accepted within the length range; too short is refused; trial refused', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    await expect(sendFeedback({ content: 'The new slots load quickly, thank you!' })).resolves.toEqual({ feedbackId: '1' });
    expect(await rejection(sendFeedback({ content: 'short' }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'content' } });
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(sendFeedback({ content: 'A trial account writing feedback.' }))).messageKey).toBe('err_need_real_account');
  });
});
