import { createSeededRandom, pickOne, randomInt } from './random';
import { PROMOTIONS } from './rewards';

/** spec §3 / §9 notice types. B is the default (general notices list, 9 per page). */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** The group each type is answered under (spec §3: "player, banners, popup, promotion"). */
export const NOTICE_GROUPS: Record<NoticeType, string> = {
  B: 'notices',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'banners',
};

export interface Notice {
  id: number;
  type: NoticeType;
  title: string;
  /** HTML, rendered by the front end inside the notice pane (it sanitises). */
  content: string;
  imageUrl?: string;
  startTime: number;
  endTime: number;
  sort: number;
  /** PR notices point at the promotion they advertise (raffle claims use it). */
  promotionId?: number;
}

const TOPICS = ['Scheduled maintenance', 'New slot titles', 'Weekend reload bonus', 'Deposit channel update', 'VIP upgrade week', 'Lottery schedule change', 'Security reminder', 'Holiday opening hours', 'Cashback boost', 'Tournament results', 'New live tables', 'App update'];

function noticeHtml(title: string, paragraphs: number, random: () => number): string {
  const lines = Array.from({ length: paragraphs }, (_, i) => `<p>${title}: detail ${i + 1}. Amount up to <strong>P${randomInt(random, 1, 50) * 100}</strong>.</p>`);
  return `<h3>${title}</h3>${lines.join('')}<ul><li>Valid for registered members.</li><li>General terms apply.</li></ul>`;
}

/** PR notices are the promotions catalogue, added after the generated ones. */
const COUNTS: Record<NoticeType, number> = { B: 23, PL: 5, PU: 2, PR: 0, H: 5 };

/** Fixed base time so generated dates do not drift between runs. */
const EPOCH = Date.UTC(2025, 0, 1);

export function generateNotices(seed: number): Notice[] {
  const random = createSeededRandom(seed);
  const notices: Notice[] = [];
  let id = 1;
  for (const type of NOTICE_TYPES) {
    for (let i = 0; i < COUNTS[type]; i++) {
      const title = `${pickOne(random, TOPICS)}${type === 'B' ? ` #${i + 1}` : ''}`;
      const notice: Notice = {
        id: id++,
        type,
        title,
        content: noticeHtml(title, randomInt(random, 1, 3), random),
        startTime: EPOCH + i * 86_400_000,
        endTime: EPOCH + (i + 400) * 86_400_000,
        sort: i + 1,
      };
      if (type === 'H' || type === 'PR' || type === 'PU') notice.imageUrl = `/banners/${type.toLowerCase()}-${i + 1}.svg`;
      notices.push(notice);
    }
  }
  for (const [index, promotion] of PROMOTIONS.entries()) {
    notices.push({ id: id++, type: 'PR', title: promotion.title, content: promotion.content, imageUrl: promotion.bannerUrl, startTime: EPOCH, endTime: EPOCH + 400 * 86_400_000, sort: index + 1, promotionId: promotion.promotionId });
  }
  return notices;
}
