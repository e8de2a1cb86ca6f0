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
  /** HTML, rendered by the front end inside the notice pane (it sanitises). PL notices are one short line (the title; content is the same line in a <p>). */
  content: string;
  /** Under the image CDN (`/banners/…`), for banners (H), the popup (PU) and promotions (PR). */
  imageUrl?: string;
  /** Where a banner or the popup leads (a site route). */
  linkUrl?: string;
  startTime: number;
  endTime: number;
  sort: number;
  /** PR notices point at the promotion they advertise (raffle claims use it). */
  promotionId?: number;
}

/** The title of the type-B notice whose content is hostile HTML (the front end's sanitiser test). */
export const SECURITY_TEST_NOTICE_TITLE = 'Scheduled maintenance (security test)';

/** Scripts, event handlers, a javascript: link and a foreign iframe around two harmless paragraphs. */
export const SECURITY_TEST_NOTICE_HTML =
  '<p>Maintenance notice</p><script>window.__pwned=1</script><img src="x" onerror="window.__pwned=2"><svg onload="window.__pwned=3"></svg><a href="javascript:window.__pwned=4">click</a><iframe src="https://evil.example/frame"></iframe><p><a href="https://croupier.example/terms">Terms</a></p>';

const TOPICS = ['Scheduled maintenance', 'New slot titles', 'Weekend reload bonus', 'Deposit channel update', 'VIP upgrade week', 'Lottery schedule change', 'Security reminder', 'Holiday opening hours', 'Cashback boost', 'Tournament results', 'New live tables', 'App update'];

function noticeHtml(title: string, paragraphs: number, random: () => number): string {
  const lines = Array.from({ length: paragraphs }, (_, i) => `<p>${title}: detail ${i + 1}. Amount up to <strong>P${randomInt(random, 1, 50) * 100}</strong>.</p>`);
  return `<h3>${title}</h3>${lines.join('')}<ul><li>Valid for registered members.</li><li>General terms apply.</li></ul>`;
}

/** Type-B notices: 23, so the notice page (9 per page) has 3 pages. */
export const GENERAL_NOTICE_COUNT = 23;

/** PL: one short line each, for the marquee. */
const PLAYER_LINES = [
  'Congratulations to lu***88 on a P58,000 win in Golden Dragon!',
  'Deposits by GCash and Maya now arrive within 1 minute.',
  'Weekend reload: 20% extra on every deposit this Saturday and Sunday.',
  'VIP members: your monthly bonus is paid on the 1st.',
  'Play responsibly: set your limits in the help centre.',
];

/** H: home carousel banners, each leading somewhere on the site. */
const BANNERS = [
  { slug: 'welcome', title: 'Welcome offer', linkUrl: '/promotions', text: 'Double your first deposit up to P5,000.' },
  { slug: 'slots-festival', title: 'Slots festival', linkUrl: '/rng', text: 'Hundreds of new slot titles every month.' },
  { slug: 'live-casino', title: 'Live casino nights', linkUrl: '/live', text: 'Baccarat, roulette and dragon tiger with real dealers.' },
  { slug: 'sports-week', title: 'Sports week', linkUrl: '/sports', text: 'Boosted odds on the biggest matches.' },
  { slug: 'vip-club', title: 'VIP club', linkUrl: '/vip', text: 'Upgrade bonuses, monthly bonuses and a birthday gift.' },
];

/** Fixed base time so generated dates do not drift between runs. */
const EPOCH = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;

export function generateNotices(seed: number): Notice[] {
  const random = createSeededRandom(seed);
  const notices: Notice[] = [];
  let id = 1;
  const dated = (i: number) => ({ startTime: EPOCH + i * DAY, endTime: EPOCH + (i + 400) * DAY, sort: i + 1 });
  for (let i = 0; i < GENERAL_NOTICE_COUNT; i++) {
    // The first one carries hostile HTML: the notice pane must show only its harmless parts.
    const title = i === 0 ? SECURITY_TEST_NOTICE_TITLE : `${pickOne(random, TOPICS)} #${i + 1}`;
    notices.push({ id: id++, type: 'B', title, content: i === 0 ? SECURITY_TEST_NOTICE_HTML : noticeHtml(title, randomInt(random, 1, 3), random), ...dated(i) });
  }
  for (const [i, line] of PLAYER_LINES.entries()) notices.push({ id: id++, type: 'PL', title: line, content: `<p>${line}</p>`, ...dated(i) });
  notices.push({
    id: id++,
    type: 'PU',
    title: 'Welcome to Croupier',
    content: '<h3>Welcome to Croupier</h3><p>New members get a <strong>100% welcome bonus</strong> up to P5,000 on their first deposit.</p><p>Find every offer on the promotions page.</p>',
    imageUrl: '/banners/popup-welcome.svg',
    linkUrl: '/promotions',
    ...dated(0),
  });
  for (const [i, banner] of BANNERS.entries()) {
    notices.push({ id: id++, type: 'H', title: banner.title, content: `<p>${banner.text}</p>`, imageUrl: `/banners/${banner.slug}.svg`, linkUrl: banner.linkUrl, ...dated(i) });
  }
  for (const [index, promotion] of PROMOTIONS.entries()) {
    notices.push({ id: id++, type: 'PR', title: promotion.title, content: promotion.content, imageUrl: promotion.bannerUrl, linkUrl: `/promoDetail?promotionId=${promotion.promotionId}`, startTime: EPOCH, endTime: EPOCH + 400 * DAY, sort: index + 1, promotionId: promotion.promotionId });
  }
  return notices;
}
