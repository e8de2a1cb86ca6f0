import { WEB_PLATFORM } from './constants';
import { array, map, number, object, optional, string, text, withDefault, type Parsed, type Parser } from './parse/parsers';
import { call, relayPath } from './request';

/** spec §3 / §9 notice types; B is the default. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

const parseNotice = object({
  id: text,
  type: optional(string),
  title: string,
  /** HTML; the notice pane sanitises it before rendering. */
  content: withDefault(string, ''),
  /** Under the image CDN (banners, popup, promotions): resolve with imageUrl() of ./cdn. */
  imageUrl: optional(string),
  /** Where a banner or the popup leads (a site route). */
  linkUrl: optional(string),
  /** PR notices: the promotion they advertise. */
  promotionId: optional(number),
  startTime: optional(number),
  endTime: optional(number),
  sort: optional(number),
});
export type Notice = Parsed<typeof parseNotice>;

const noticeList = withDefault(array(parseNotice), []);

/** spec §3 notice response: player, banners, popup, promotion, plus the general (B) list. */
const parseAnnouncements = object({ notices: noticeList, player: noticeList, banners: noticeList, popup: noticeList, promotion: noticeList });
export type Announcements = Parsed<typeof parseAnnouncements>;

/** The response group each notice type is answered under. */
export const NOTICE_GROUP_OF: Readonly<Record<NoticeType, keyof Announcements>> = { B: 'notices', PL: 'player', PU: 'popup', PR: 'promotion', H: 'banners' };

/** The notices of one type from a getAnnouncements result (empty when that type was not asked for). */
export function noticesOfType(announcements: Announcements, type: NoticeType): Notice[] {
  return announcements[NOTICE_GROUP_OF[type]];
}

/**
 * GET /wps/relay/MCSFE_getListAnnouncements (types, platform, execution): B general notices (23: 3 pages of 9),
 * PL player lines (marquee, use the title), PU the popup, PR promotions, H banners.
 */
export function getAnnouncements(types: readonly NoticeType[] = ['B']): Promise<Announcements> {
  return call({ method: 'GET', path: relayPath('MCSFE_getListAnnouncements'), query: { types: types.join(','), platform: WEB_PLATFORM, execution: 1 } }, parseAnnouncements);
}

/** `{count}` or a bare number, both seen on platforms. */
const parseUnread: Parser<number> = (input, path) => (typeof input === 'object' && input !== null ? map(object({ count: number }), (v) => v.count)(input, path) : number(input, path));

/** GET /wps/relay/CSP_unreadCount (token): unread platform messages. */
export function getUnreadCount(): Promise<number> {
  return call({ method: 'GET', path: relayPath('CSP_unreadCount') }, parseUnread);
}
