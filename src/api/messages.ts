import type { PageQuery } from './parse/page';
import { parseMessagePage, parseUnreadLeft, type MessagePage } from './parse/member-centre';
import { map } from './parse/parsers';
import { call } from './request';

export type { Message, MessagePage } from './parse/member-centre';

/** GET /wps/member/messages (token, real account): the member's messages, newest first, paged (default 10). */
export function getMessages(query: PageQuery = {}): Promise<MessagePage> {
  return call({ method: 'GET', path: '/wps/member/messages', query: { ...query } }, parseMessagePage);
}

/** POST /wps/member/messages/read (token, real account): marks one read; answers how many are still unread. */
export function markMessageRead(request: { messageId: string }): Promise<{ unread: number }> {
  return call({ method: 'POST', path: '/wps/member/messages/read', body: request }, map(parseUnreadLeft, (value) => ({ unread: value.unread })));
}
