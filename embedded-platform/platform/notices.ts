import { brandOf, branded, CONTENT_LANGUAGES, type ContentLanguage, type Localized, type MerchantBrand } from './brands';
import { DAY_MS, dayStartOf } from './records';
import { activityCatalogue } from './member-centre';
import { promotionsFor } from './rewards';

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
  /** The order to show them in (1 first); general notices are newest first. */
  sort: number;
  /** PR notices point at the promotion they advertise (raffle claims use it). */
  promotionId?: number;
}

/** The title of the type-B notice whose content is hostile HTML (the `hostileContent` scenario only). */
export const SECURITY_TEST_NOTICE_TITLE = 'Scheduled maintenance (security test)';

/** Scripts, event handlers, a javascript: link and a foreign iframe around two harmless paragraphs. */
export const SECURITY_TEST_NOTICE_HTML =
  '<p>Maintenance notice</p><script>window.__pwned=1</script><img src="x" onerror="window.__pwned=2"><svg onload="window.__pwned=3"></svg><a href="javascript:window.__pwned=4">click</a><iframe src="https://evil.example/frame"></iframe><p><a href="https://croupier.example/terms">Terms</a></p>';

interface GeneralNotice {
  /** How long before the platform's start day it was published. */
  daysAgo: number;
  title: Localized;
  body: Localized;
}

/** Type-B notices, newest first: what an operator posts over two months. `{brand}` is the merchant's name. */
const GENERAL_NOTICES: readonly GeneralNotice[] = [
  {
    daysAgo: 0,
    title: { en: 'Scheduled maintenance this Thursday', ty: 'Nakatakdang maintenance ngayong Huwebes' },
    body: {
      en: '<p>{brand} will be down for routine maintenance on Thursday from 02:00 to 04:00 (PHT). Deposits and withdrawals made before then are not affected.</p><p>Please finish any open game rounds before 02:00. Thank you for your patience.</p>',
      ty: '<p>Magsasagawa ang {brand} ng regular na maintenance sa Huwebes mula 02:00 hanggang 04:00 (PHT). Hindi apektado ang mga deposito at withdrawal na ginawa bago nito.</p><p>Pakitapos ang mga bukas na round bago mag-02:00. Salamat sa inyong pasensya.</p>',
    },
  },
  {
    daysAgo: 2,
    title: { en: 'GCash deposits now credited in under a minute', ty: 'Wala pang isang minuto ang GCash deposit' },
    body: {
      en: '<p>We upgraded our GCash channel: most deposits now reach your main wallet in under a minute.</p><p>If a deposit takes longer than 15 minutes, contact customer service with your reference number.</p>',
      ty: '<p>Na-upgrade namin ang GCash channel: karamihan ng deposito ay pumapasok na sa main wallet sa loob ng wala pang isang minuto.</p><p>Kung lumampas ng 15 minuto ang deposito, kontakin ang customer service kasama ang reference number.</p>',
    },
  },
  {
    daysAgo: 4,
    title: { en: 'Twelve new slots this week', ty: 'Labindalawang bagong slot ngayong linggo' },
    body: {
      en: '<p>Twelve new slot titles from PG Soft and Pragmatic Play arrived this week. Find them under Slots with the <strong>NEW</strong> tag.</p>',
      ty: '<p>Dumating ngayong linggo ang labindalawang bagong slot mula sa PG Soft at Pragmatic Play. Hanapin sila sa Slots na may tatak na <strong>NEW</strong>.</p>',
    },
  },
  {
    daysAgo: 6,
    title: { en: 'Weekend reload bonus is back', ty: 'Balik ang weekend reload bonus' },
    body: {
      en: '<p>Every Saturday and Sunday, get 20% extra on every deposit, up to <strong>P2,000</strong> a day.</p><ul><li>Minimum deposit P300.</li><li>The bonus must be wagered 10 times before it can be withdrawn.</li></ul>',
      ty: '<p>Tuwing Sabado at Linggo, may dagdag na 20% sa bawat deposito, hanggang <strong>P2,000</strong> bawat araw.</p><ul><li>Minimum na deposito P300.</li><li>Kailangang i-turnover nang 10 beses ang bonus bago ito ma-withdraw.</li></ul>',
    },
  },
  {
    daysAgo: 9,
    title: { en: 'Never share your password or SMS code', ty: 'Huwag ibigay ang password o SMS code' },
    body: {
      en: '<p>{brand} staff will never ask for your password, payment password or SMS code. Do not share them with anyone, even someone who says they are from customer service.</p><p>Set a payment password in My Account if you have not done so yet.</p>',
      ty: '<p>Hindi kailanman hihingin ng staff ng {brand} ang iyong password, payment password o SMS code. Huwag itong ibigay kaninuman, kahit nagpapakilalang customer service.</p><p>Mag-set ng payment password sa My Account kung wala ka pa nito.</p>',
    },
  },
  {
    daysAgo: 12,
    title: { en: 'Six new baccarat tables', ty: 'Anim na bagong baccarat table' },
    body: {
      en: '<p>Six new baccarat tables with Filipino-speaking dealers are open every night from 18:00 to 03:00 under Live Casino.</p>',
      ty: '<p>Bukas na gabi-gabi mula 18:00 hanggang 03:00 ang anim na bagong baccarat table na may dealer na nagsasalita ng Filipino, sa Live Casino.</p>',
    },
  },
  {
    daysAgo: 15,
    title: { en: 'Customer service over the holidays', ty: 'Customer service sa panahon ng holiday' },
    body: {
      en: '<p>Live chat stays open 24 hours a day through the holidays. Email replies may take up to 48 hours from 24 to 26 December.</p>',
      ty: '<p>Bukas pa rin ang live chat 24 oras sa buong holiday. Maaaring umabot ng 48 oras ang sagot sa email mula 24 hanggang 26 Disyembre.</p>',
    },
  },
  {
    daysAgo: 18,
    title: { en: 'VIP upgrade week: bonuses paid', ty: 'VIP upgrade week: naibigay na ang bonus' },
    body: {
      en: '<p>Thank you to everyone who joined VIP upgrade week. Upgrade bonuses have been credited to the main wallets of 1,284 members.</p><p>Check your level and progress on the VIP page.</p>',
      ty: '<p>Salamat sa lahat ng sumali sa VIP upgrade week. Naipasok na ang upgrade bonus sa main wallet ng 1,284 na miyembro.</p><p>Tingnan ang iyong level at progreso sa VIP page.</p>',
    },
  },
  {
    daysAgo: 21,
    title: { en: 'Fast lottery now draws every 2 minutes', ty: 'Tuwing 2 minuto na ang bola ng fast lottery' },
    body: {
      en: '<p>From Monday, the fast lottery draws every 2 minutes instead of every 3. Tickets already bought for later draws stay valid.</p>',
      ty: '<p>Simula Lunes, tuwing 2 minuto na ang bola ng fast lottery sa halip na tuwing 3. Balido pa rin ang mga tiket na nabili na para sa mga susunod na bola.</p>',
    },
  },
  {
    daysAgo: 24,
    title: { en: 'Withdraw to Maya', ty: 'Puwede nang mag-withdraw sa Maya' },
    body: {
      en: '<p>You can now withdraw to a bound Maya account. Bind it in My Account, then choose it on the withdrawal page.</p><p>Minimum withdrawal P200; up to 5 withdrawals a day for standard members.</p>',
      ty: '<p>Puwede ka nang mag-withdraw sa naka-bind na Maya account. I-bind ito sa My Account, saka piliin sa withdrawal page.</p><p>Minimum na withdrawal P200; hanggang 5 withdrawal bawat araw para sa standard na miyembro.</p>',
    },
  },
  {
    daysAgo: 27,
    title: { en: 'Slots tournament winners', ty: 'Mga nanalo sa slots tournament' },
    body: {
      en: '<p>The October slots tournament is over. The top 50 players shared P100,000; the prizes are already in their main wallets.</p><p>First place: ma***ey with a valid bet of P1,248,300. Congratulations!</p>',
      ty: '<p>Tapos na ang slots tournament ng Oktubre. Pinaghatian ng top 50 ang P100,000; nasa main wallet na nila ang premyo.</p><p>Unang puwesto: ma***ey na may valid bet na P1,248,300. Binabati ka namin!</p>',
    },
  },
  {
    daysAgo: 30,
    title: { en: 'App 3.4 for Android and iOS', ty: 'App 3.4 para sa Android at iOS' },
    body: {
      en: '<p>Version 3.4 of the {brand} app brings faster game loading and face login. Download it from the app page.</p>',
      ty: '<p>Mas mabilis na pag-load ng laro at face login ang dala ng bersyon 3.4 ng {brand} app. I-download ito sa app page.</p>',
    },
  },
  {
    daysAgo: 34,
    title: { en: 'BDO transfers paused on Sunday morning', ty: 'Naka-pause ang BDO transfer sa Linggo ng umaga' },
    body: {
      en: '<p>BDO transfers are paused on Sunday from 00:00 to 06:00 for the bank\'s own maintenance. GCash, Maya and 7-Eleven deposits are not affected.</p>',
      ty: '<p>Naka-pause ang BDO transfer sa Linggo mula 00:00 hanggang 06:00 dahil sa maintenance ng bangko. Hindi apektado ang GCash, Maya at 7-Eleven.</p>',
    },
  },
  {
    daysAgo: 38,
    title: { en: 'Set your own deposit limits', ty: 'Magtakda ng sariling limit sa deposito' },
    body: {
      en: '<p>Ask customer service for a daily, weekly or monthly deposit limit, or for a break of 1 day to 6 weeks. Lower limits apply at once; higher ones after 24 hours.</p>',
      ty: '<p>Humingi sa customer service ng daily, weekly o monthly na limit sa deposito, o ng pahinga mula 1 araw hanggang 6 na linggo. Agad na umiiral ang mas mababang limit; ang mas mataas, pagkalipas ng 24 oras.</p>',
    },
  },
  {
    daysAgo: 42,
    title: { en: 'Live casino cashback raised to 1%', ty: 'Itinaas sa 1% ang cashback sa live casino' },
    body: {
      en: '<p>Live casino cashback goes up from 0.8% to 1% of your weekly valid bet, paid every Monday with no turnover requirement.</p>',
      ty: '<p>Tumaas mula 0.8% patungong 1% ng lingguhang valid bet ang cashback sa live casino, ibinibigay tuwing Lunes nang walang turnover.</p>',
    },
  },
  {
    daysAgo: 47,
    title: { en: 'Boosted odds on the PBA finals', ty: 'Mas mataas na odds sa PBA finals' },
    body: {
      en: '<p>Boosted odds on every game of the PBA finals, plus first-bet insurance up to P1,000 for new sports players.</p>',
      ty: '<p>Mas mataas na odds sa bawat laro ng PBA finals, at insurance sa unang taya hanggang P1,000 para sa mga bagong tumataya sa palakasan.</p>',
    },
  },
  {
    daysAgo: 52,
    title: { en: 'Point mall restocked', ty: 'May bagong stock ang Point Mall' },
    body: {
      en: '<p>Wireless earbuds and smart watches are back in the point mall. Earn points with every valid bet and redeem them for gifts or bonus credit.</p>',
      ty: '<p>Balik sa Point Mall ang wireless earbuds at smart watch. Kumita ng puntos sa bawat valid bet at ipalit sa regalo o bonus credit.</p>',
    },
  },
  {
    daysAgo: 57,
    title: { en: 'Privacy policy updated', ty: 'Na-update ang privacy policy' },
    body: {
      en: '<p>We updated our privacy policy to explain how long we keep identity documents. Nothing changes in what we collect. Read it under Help, Privacy Policy.</p>',
      ty: '<p>Na-update namin ang privacy policy para ipaliwanag kung gaano katagal namin itinatago ang mga ID. Walang nagbago sa kinokolekta namin. Basahin ito sa Tulong, Privacy Policy.</p>',
    },
  },
  {
    daysAgo: 63,
    title: { en: 'Refer a friend, get P88', ty: 'Mag-refer ng kaibigan, kumita ng P88' },
    body: {
      en: '<p>Share your referral code from My Account. You get P88 for every friend who registers with it and makes a first deposit.</p>',
      ty: '<p>Ibahagi ang iyong referral code mula sa My Account. May P88 ka sa bawat kaibigang mag-register gamit ito at magdeposito sa unang pagkakataon.</p>',
    },
  },
  {
    daysAgo: 70,
    title: { en: 'Welcome to the new {brand}', ty: 'Maligayang pagdating sa bagong {brand}' },
    body: {
      en: '<p>Our new site is live: faster pages, a member centre with every record in one place, and the same account and balance as before.</p>',
      ty: '<p>Live na ang bagong site: mas mabilis na pahina, member centre na nasa iisang lugar ang lahat ng record, at parehong account at balanse tulad ng dati.</p>',
    },
  },
];

/** Type-B notices: 20, so the notice page (9 per page) has 3 pages. */
export const GENERAL_NOTICE_COUNT = GENERAL_NOTICES.length;

/** PL: one short line each, for the marquee. */
const PLAYER_LINES: readonly Localized[] = [
  { en: 'Congratulations to lu***88 on a P58,000 win in Golden Dragon!', ty: 'Binabati si lu***88 sa panalong P58,000 sa Golden Dragon!' },
  { en: 'Deposits by GCash and Maya now arrive within 1 minute.', ty: 'Pumapasok na sa loob ng 1 minuto ang deposito sa GCash at Maya.' },
  { en: 'Weekend reload: 20% extra on every deposit this Saturday and Sunday.', ty: 'Weekend reload: dagdag na 20% sa bawat deposito ngayong Sabado at Linggo.' },
  { en: 'VIP members: your monthly bonus is paid on the 1st.', ty: 'Mga VIP: ibinibigay ang monthly bonus tuwing ika-1 ng buwan.' },
  { en: 'Play responsibly: set your limits in the help centre.', ty: 'Maglaro nang responsable: magtakda ng limit sa help centre.' },
];

interface Banner {
  slug: string;
  linkUrl: string;
  title: Localized;
  text: Localized;
}

/** H: home carousel banners per merchant, each leading somewhere on the site. */
const BANNERS: Readonly<Record<string, readonly Banner[]>> = {
  croupier: [
    { slug: 'welcome', linkUrl: '/promotions', title: { en: 'Welcome offer', ty: 'Alok sa bagong miyembro' }, text: { en: 'Double your first deposit up to P5,000.', ty: 'Doblehin ang unang deposito hanggang P5,000.' } },
    { slug: 'slots-festival', linkUrl: '/rng', title: { en: 'Slots festival', ty: 'Pista ng slots' }, text: { en: 'Hundreds of new slot titles every month.', ty: 'Daan-daang bagong slot bawat buwan.' } },
    { slug: 'live-casino', linkUrl: '/live', title: { en: 'Live casino nights', ty: 'Gabi ng live casino' }, text: { en: 'Baccarat, roulette and dragon tiger with real dealers.', ty: 'Baccarat, roulette at dragon tiger kasama ang totoong dealer.' } },
    { slug: 'sports-week', linkUrl: '/sports', title: { en: 'Sports week', ty: 'Linggo ng palakasan' }, text: { en: 'Boosted odds on the biggest matches.', ty: 'Mas mataas na odds sa pinakamalalaking laban.' } },
    { slug: 'vip-club', linkUrl: '/vip', title: { en: 'VIP club', ty: 'Samahang VIP' }, text: { en: 'Upgrade bonuses, monthly bonuses and a birthday gift.', ty: 'Upgrade bonus, buwanang bonus at regalo sa kaarawan.' } },
  ],
  luckystar: [
    { slug: 'live-nights', linkUrl: '/live', title: { en: 'Lucky Star live nights', ty: 'Live na gabi sa Lucky Star' }, text: { en: 'Baccarat and roulette with real dealers until 03:00.', ty: 'Baccarat at roulette kasama ang totoong dealer hanggang 03:00.' } },
    { slug: 'welcome', linkUrl: '/promotions', title: { en: 'Lucky first deposit', ty: 'Masuwerteng unang deposito' }, text: { en: 'Double your first deposit up to P5,000.', ty: 'Doblehin ang unang deposito hanggang P5,000.' } },
    { slug: 'jackpots', linkUrl: '/rng', title: { en: 'Star jackpots', ty: 'Mga star jackpot' }, text: { en: 'Slots with jackpots that drop every night.', ty: 'Mga slot na may jackpot na bumabagsak gabi-gabi.' } },
    { slug: 'sports', linkUrl: '/sports', title: { en: 'Match night odds', ty: 'Odds sa gabi ng laban' }, text: { en: 'Boosted odds on the PBA and the big leagues.', ty: 'Mas mataas na odds sa PBA at sa malalaking liga.' } },
  ],
};

/** The welcome bonus (100% on the first deposit), which the popup and the welcome banner advertise. */
const WELCOME_PROMOTION_ID = 101;

const POPUP: { title: Localized; body: Localized } = {
  title: { en: 'Welcome to {brand}', ty: 'Maligayang pagdating sa {brand}' },
  body: {
    en: '<h3>Welcome to {brand}</h3><p>New members get a <strong>100% welcome bonus</strong> up to P5,000 on their first deposit.</p><p>Find every offer on the promotions page.</p>',
    ty: '<h3>Maligayang pagdating sa {brand}</h3><p>May <strong>100% welcome bonus</strong> hanggang P5,000 ang mga bagong miyembro sa kanilang unang deposito.</p><p>Makikita ang lahat ng alok sa pahina ng mga promo.</p>',
  },
};

/** The art file of a banner or popup: per merchant and language, since the picture carries the headline. */
function artUrl(brand: MerchantBrand, slug: string, language: ContentLanguage): string {
  return `/banners/${brand.artPrefix}${slug}${language === 'en' ? '' : `-${language}`}.svg`;
}

/** One merchant's notices in one language; `hostile` puts the sanitiser's test notice on top (`hostileContent`). */
export interface NoticeSetKey {
  merchant: string;
  language: ContentLanguage;
  hostile: boolean;
}

/** Every notice of one merchant in one language, dated back from the platform clock's day (`anchor`). */
export function generateNotices(key: NoticeSetKey, anchor: number): Notice[] {
  const brand = brandOf(key.merchant);
  const { language } = key;
  const text = (localized: Localized) => branded(localized[language], brand);
  const day = dayStartOf(anchor);
  const notices: Notice[] = [];
  let id = 1;
  // Published in the morning of their day (09:00 UTC+8), shown for a year.
  const dated = (daysAgo: number, sort: number) => ({ startTime: day - daysAgo * DAY_MS + DAY_MS / 24, endTime: day + (365 - daysAgo) * DAY_MS, sort });
  const general = key.hostile ? [{ daysAgo: 0, title: { en: SECURITY_TEST_NOTICE_TITLE, ty: SECURITY_TEST_NOTICE_TITLE }, body: { en: SECURITY_TEST_NOTICE_HTML, ty: SECURITY_TEST_NOTICE_HTML } }, ...GENERAL_NOTICES] : GENERAL_NOTICES;
  for (const [index, notice] of general.entries()) {
    const title = text(notice.title);
    // The notice pane shows the title as its heading: the content is the body alone.
    const body = notice.title.en === SECURITY_TEST_NOTICE_TITLE ? notice.body[language] : text(notice.body);
    notices.push({ id: id++, type: 'B', title, content: body, ...dated(notice.daysAgo, index + 1) });
  }
  for (const [index, line] of PLAYER_LINES.entries()) notices.push({ id: id++, type: 'PL', title: text(line), content: `<p>${text(line)}</p>`, ...dated(index, index + 1) });
  // The popup and the welcome banner advertise the welcome bonus: they end when it does.
  const activities = activityCatalogue(day);
  const runOf = (promotionId: number) => {
    const activity = activities.find((entry) => entry.promotionId === promotionId);
    return activity ? { endTime: activity.endTime } : {};
  };
  notices.push({ id: id++, type: 'PU', title: text(POPUP.title), content: text(POPUP.body), imageUrl: artUrl(brand, 'popup-welcome', language), linkUrl: '/promotions', ...dated(0, 1), ...runOf(WELCOME_PROMOTION_ID), promotionId: WELCOME_PROMOTION_ID });
  for (const [index, banner] of (BANNERS[brand.merchant] ?? []).entries()) {
    const advertised = banner.slug === 'welcome' ? { ...runOf(WELCOME_PROMOTION_ID), promotionId: WELCOME_PROMOTION_ID } : {};
    notices.push({ id: id++, type: 'H', title: text(banner.title), content: `<p>${text(banner.text)}</p>`, imageUrl: artUrl(brand, banner.slug, language), linkUrl: banner.linkUrl, ...dated(index, index + 1), ...advertised });
  }
  for (const [index, promotion] of promotionsFor(brand.merchant, language).entries()) {
    // A promotion's notice is shown while the promotion runs, and no longer.
    notices.push({ id: id++, type: 'PR', title: promotion.title, content: promotion.content, imageUrl: promotion.bannerUrl, linkUrl: `/promoDetail?promotionId=${promotion.promotionId}`, ...dated(0, index + 1), ...runOf(promotion.promotionId), promotionId: promotion.promotionId });
  }
  return notices;
}

/** Every merchant's notices in every language, with and without the hostile fixture, made once per platform. */
export class NoticeBoard {
  private readonly sets = new Map<string, Notice[]>();

  constructor(private readonly anchor: number) {}

  of(key: NoticeSetKey): Notice[] {
    const name = `${key.merchant}|${key.language}|${key.hostile}`;
    let set = this.sets.get(name);
    if (!set) {
      set = generateNotices(key, this.anchor);
      this.sets.set(name, set);
    }
    return set;
  }

  /** The headline a banner or popup file shows, and its tagline, by the file's name (`/banners/<slug>.svg`). */
  art(slug: string): { title: string; language: ContentLanguage } | undefined {
    for (const merchant of Object.keys(BANNERS)) {
      for (const language of CONTENT_LANGUAGES) {
        const notice = this.of({ merchant, language, hostile: false }).find((candidate) => (candidate.type === 'H' || candidate.type === 'PU') && candidate.imageUrl === `/banners/${slug}.svg`);
        if (notice) return { title: notice.title, language };
      }
    }
    return undefined;
  }
}
