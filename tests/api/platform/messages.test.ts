import { describe, expect, it } from 'vitest';
import { getMessages, getUnreadCount, markMessageRead } from '@/api';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { loginAs, rejection, withEmbeddedPlatform } from './use-platform';

withEmbeddedPlatform();

describe('member messages', () => {
  it('getMessages: ≥ 12 for player01, newest first, pages of 10, ≥ 3 unread', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const first = await getMessages();
    expect(first.totalCount).toBeGreaterThanOrEqual(12);
    expect(first.list).toHaveLength(10);
    expect(first.totalPages).toBe(2);
    const times = first.list.map((message) => message.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const all = await getMessages({ pageSize: 50 });
    expect(all.list.filter((message) => !message.read).length).toBeGreaterThanOrEqual(3);
    expect(all.list[0]).toMatchObject({ messageId: expect.any(String), title: expect.any(String), content: expect.any(String) });
  });

  it('markMessageRead: the unread count follows, also through CSP_unreadCount', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const unreadBefore = await getUnreadCount();
    const unread = (await getMessages({ pageSize: 50 })).list.filter((message) => !message.read);
    expect(unread.length).toBe(unreadBefore);
    const [target] = unread;
    if (!target) throw new Error('no unread message');
    await expect(markMessageRead({ messageId: target.messageId })).resolves.toEqual({ unread: unreadBefore - 1 });
    expect(await getUnreadCount()).toBe(unreadBefore - 1);
    // Marking it again changes nothing.
    await expect(markMessageRead({ messageId: target.messageId })).resolves.toEqual({ unread: unreadBefore - 1 });
    expect((await getMessages({ pageSize: 50 })).list.find((message) => message.messageId === target.messageId)?.read).toBe(true);
    expect((await rejection(markMessageRead({ messageId: 'nope' }))).value).toEqual({ field: 'messageId' });
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(getMessages())).messageKey).toBe('err_need_real_account');
  });
});
