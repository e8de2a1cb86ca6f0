import type { GoodsPicture } from './art';
import { brandOf, branded, type ContentLanguage, type Localized, type MerchantBrand } from './brands';
/** VIP levels, point-mall goods and missions: fixed catalogues (no randomness needed). */
export interface VipLevel {
  rankLevel: number;
  labelName: string;
  /** Total deposits needed to reach the level. */
  depositRequired: number;
  /** Total valid bet needed to reach the level. */
  validBetRequired: number;
  upgradeBonus: number;
  monthlyBonus: number;
  rebatePercent: number;
  birthdayGift: number;
  withdrawalsPerDay: number;
}

const VIP_NAMES = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Crown', 'Royal'] as const;
const VIP_DEPOSITS = [0, 5_000, 20_000, 50_000, 100_000, 250_000, 500_000] as const;

export const VIP_LEVELS: readonly VipLevel[] = VIP_NAMES.map((labelName, index) => ({
  rankLevel: index + 1,
  labelName,
  depositRequired: VIP_DEPOSITS[index] ?? 0,
  validBetRequired: (VIP_DEPOSITS[index] ?? 0) * 10,
  upgradeBonus: index * 188,
  monthlyBonus: index * 88,
  rebatePercent: Math.round((0.3 + index * 0.1) * 10) / 10,
  birthdayGift: index === 0 ? 0 : index * 288,
  withdrawalsPerDay: 3 + index * 2,
}));

export interface Goods {
  goodsId: number;
  name: string;
  points: number;
  stock: number;
  imageUrl: string;
  /** Cash goods credit the main wallet; physical goods are shipped (status flow of spec §4). */
  kind: 'CASH' | 'PHYSICAL';
  cashValue?: number;
}

export const GOODS: readonly Goods[] = [
  { goodsId: 1, name: 'P50 bonus credit', points: 500, stock: 999, imageUrl: '/goods/1.svg', kind: 'CASH', cashValue: 50 },
  { goodsId: 2, name: 'P200 bonus credit', points: 1800, stock: 999, imageUrl: '/goods/2.svg', kind: 'CASH', cashValue: 200 },
  { goodsId: 3, name: 'Wireless earbuds', points: 12_000, stock: 12, imageUrl: '/goods/3.svg', kind: 'PHYSICAL' },
  { goodsId: 4, name: 'Smart watch', points: 25_000, stock: 5, imageUrl: '/goods/4.svg', kind: 'PHYSICAL' },
  { goodsId: 5, name: 'Gaming phone', points: 80_000, stock: 0, imageUrl: '/goods/5.svg', kind: 'PHYSICAL' },
];

/** What each reward's picture shows (the platform's product photos, drawn): `/goods/<id>.svg`. */
export const GOODS_PICTURES: Readonly<Record<number, GoodsPicture>> = {
  1: { kind: 'voucher', amount: 'P50' },
  2: { kind: 'voucher', amount: 'P200' },
  3: { kind: 'earbuds' },
  4: { kind: 'watch' },
  5: { kind: 'phone' },
};

/** Points per one unit of currency when converting points to cash. */
export const POINTS_PER_CURRENCY_UNIT = 10;

export type MissionStatus = 'process' | 'joined' | 'claimed' | 'coming soon' | 'issued' | 'close';

export interface Mission {
  missionId: number;
  title: string;
  description: string;
  target: number;
  reward: number;
  status: MissionStatus;
}

export const MISSIONS: readonly Mission[] = [
  { missionId: 1, title: 'Daily spinner', description: 'Place 50 slot bets today.', target: 50, reward: 20, status: 'process' },
  { missionId: 2, title: 'Weekend warrior', description: 'Bet P5,000 across any games this weekend.', target: 5000, reward: 188, status: 'joined' },
  { missionId: 3, title: 'Live table regular', description: 'Play 20 live casino rounds.', target: 20, reward: 50, status: 'process' },
  { missionId: 4, title: 'First deposit', description: 'Make your first deposit.', target: 1, reward: 30, status: 'claimed' },
  { missionId: 5, title: 'Lottery month', description: 'Buy 30 lottery tickets this month.', target: 30, reward: 88, status: 'coming soon' },
];

export const MISSION_LEADERBOARD = ['lu***88', 'ma***ey', 'jo***99', 'an***ta', 'be***10', 'ki***ng', 'ro***se', 'pa***lo'].map((account, index) => ({
  rank: index + 1,
  account,
  points: 9_800 - index * 731,
  reward: Math.max(50, 1_000 - index * 120),
}));

export type PromotionCategory = 'NEW' | 'SLOTS' | 'LIVE' | 'SPORTS' | 'VIP';
export const PROMOTION_CATEGORIES: readonly PromotionCategory[] = ['NEW', 'SLOTS', 'LIVE', 'SPORTS', 'VIP'];

/** A promotion as the platform answers it: in one merchant's name and one language. */
export interface Promotion {
  promotionId: number;
  title: string;
  category: PromotionCategory;
  bannerUrl: string;
  /** One line for the promotion card. */
  summary: string;
  /** HTML terms for the detail page. */
  content: string;
  /** Raffle promotions are claimed with MCS2_claimRafflePromotion. */
  isRaffle: boolean;
  /** The reward-centre activity behind it: applying, dates and the member's status come from there. */
  activityId: number;
}

/** A promotion's texts in every language; `{brand}` is the merchant's name. */
interface PromotionSource {
  promotionId: number;
  category: PromotionCategory;
  isRaffle: boolean;
  activityId: number;
  title: Localized;
  summary: Localized;
  offer: Localized;
  rules: Localized[];
}

const TERMS_HEADINGS: Record<ContentLanguage, { offer: string; terms: string; general: string }> = {
  en: { offer: 'Offer', terms: 'Terms', general: 'General promotion terms apply. {brand} may change or end this promotion at any time.' },
  ty: { offer: 'Alok', terms: 'Mga tuntunin', general: 'Umiiral ang pangkalahatang tuntunin ng promo. Maaaring baguhin o tapusin ng {brand} ang promo na ito anumang oras.' },
};

function terms(source: PromotionSource, language: ContentLanguage, brand: MerchantBrand): string {
  const headings = TERMS_HEADINGS[language];
  const rules = source.rules.map((rule) => `<li>${rule[language]}</li>`).join('');
  return branded(`<h3>${headings.offer}</h3><p>${source.offer[language]}</p><h3>${headings.terms}</h3><ol>${rules}</ol><p>${headings.general}</p>`, brand);
}

const TURNOVER: Localized = { en: 'The bonus must be wagered 10 times before it can be withdrawn.', ty: 'Kailangang i-turnover nang 10 beses ang bonus bago ito ma-withdraw.' };

const PROMOTION_SOURCES: readonly PromotionSource[] = [
  {
    promotionId: 101, category: 'NEW', isRaffle: false, activityId: 209,
    title: { en: 'Welcome bonus 100%', ty: 'Bonus sa pagsali 100%' },
    summary: { en: 'Double your first deposit up to P5,000.', ty: 'Doblehin ang unang deposito hanggang P5,000.' },
    offer: { en: 'Double your first deposit up to <strong>P5,000</strong>.', ty: 'Doblehin ang iyong unang deposito hanggang <strong>P5,000</strong>.' },
    rules: [{ en: 'New members only, one per household.', ty: 'Para sa bagong miyembro lamang, isa bawat sambahayan.' }, { en: 'Minimum deposit P500.', ty: 'Minimum na deposito P500.' }, TURNOVER],
  },
  {
    promotionId: 102, category: 'SLOTS', isRaffle: false, activityId: 202,
    title: { en: 'Slots tournament P100,000', ty: 'Torneo ng slots P100,000' },
    summary: { en: 'Climb the slots leaderboard for a share of P100,000.', ty: 'Umakyat sa leaderboard ng slots para sa bahagi ng P100,000.' },
    offer: { en: 'The top 50 players by slots valid bet share <strong>P100,000</strong>.', ty: 'Paghahatian ng top 50 na manlalaro ayon sa valid bet sa slots ang <strong>P100,000</strong>.' },
    rules: [
      { en: 'Counts slots valid bets during the tournament.', ty: 'Binibilang ang valid bet sa slots habang tumatakbo ang torneo.' },
      { en: 'Ties go to the player who got there first.', ty: 'Kapag tabla, panalo ang unang nakarating sa puntos.' },
      { en: 'Prizes are paid within 3 days of the end.', ty: 'Ibinibigay ang premyo sa loob ng 3 araw matapos ang torneo.' },
    ],
  },
  {
    promotionId: 103, category: 'LIVE', isRaffle: false, activityId: 205,
    title: { en: 'Live casino cashback 1%', ty: 'Cashback sa live casino 1%' },
    summary: { en: '1% back on live casino valid bets, every week.', ty: '1% balik sa valid bet sa live casino, linggo-linggo.' },
    offer: { en: 'Get <strong>1%</strong> of your live casino valid bets back every Monday.', ty: 'Makuha pabalik ang <strong>1%</strong> ng iyong valid bet sa live casino tuwing Lunes.' },
    rules: [
      { en: 'Paid on the valid bet of the previous week.', ty: 'Batay sa valid bet ng nakaraang linggo.' },
      { en: 'No upper limit.', ty: 'Walang maximum.' },
      { en: 'Cashback has no turnover requirement.', ty: 'Walang turnover na kailangan sa cashback.' },
    ],
  },
  {
    promotionId: 104, category: 'SPORTS', isRaffle: false, activityId: 204,
    title: { en: 'First bet insurance', ty: 'Insurance sa unang taya' },
    summary: { en: 'Lose your first sports bet and get it back.', ty: 'Matalo sa unang taya sa palakasan at maibabalik ito.' },
    offer: { en: 'Lose your first sports bet and get it back as a bonus up to <strong>P1,000</strong>.', ty: 'Kapag natalo ang unang taya mo sa palakasan, ibabalik ito bilang bonus hanggang <strong>P1,000</strong>.' },
    rules: [{ en: 'Only the first settled sports bet counts.', ty: 'Ang unang settled na taya sa palakasan lang ang bilang.' }, { en: 'Minimum odds 1.50.', ty: 'Minimum na odds 1.50.' }, TURNOVER],
  },
  {
    promotionId: 105, category: 'VIP', isRaffle: true, activityId: 206,
    title: { en: 'VIP lucky draw', ty: 'Swerteng bunutan ng VIP' },
    summary: { en: 'One raffle ticket per P1,000 valid bet.', ty: 'Isang raffle ticket bawat P1,000 na valid bet.' },
    offer: { en: 'One raffle ticket for every <strong>P1,000</strong> valid bet; draws every Sunday.', ty: 'Isang raffle ticket sa bawat <strong>P1,000</strong> na valid bet; may bunutan tuwing Linggo.' },
    rules: [
      { en: 'Claim your tickets before the draw.', ty: 'I-claim ang iyong mga tiket bago ang bunutan.' },
      { en: 'Winners are announced on the notice page.', ty: 'Inaanunsyo ang mga nanalo sa pahina ng mga abiso.' },
      { en: 'Prizes are credited to the main wallet.', ty: 'Ipinapasok ang premyo sa main wallet.' },
    ],
  },
  {
    promotionId: 106, category: 'NEW', isRaffle: false, activityId: 201,
    title: { en: 'Daily check-in bonus', ty: 'Araw-araw na check-in bonus' },
    summary: { en: 'Apply once a day and get P20 when you bet P500.', ty: 'Mag-apply minsan sa isang araw at makakuha ng P20 kapag tumaya ng P500.' },
    offer: { en: 'Apply once a day, bet <strong>P500</strong> and get <strong>P20</strong>.', ty: 'Mag-apply minsan sa isang araw, tumaya ng <strong>P500</strong> at makakuha ng <strong>P20</strong>.' },
    rules: [
      { en: 'One application per day.', ty: 'Isang application bawat araw.' },
      { en: 'Bets on any game count.', ty: 'Bilang ang taya sa kahit anong laro.' },
      { en: 'The bonus is paid the next day.', ty: 'Ibinibigay ang bonus kinabukasan.' },
    ],
  },
  {
    promotionId: 107, category: 'VIP', isRaffle: false, activityId: 203,
    title: { en: 'VIP birthday gift', ty: 'Regalo sa kaarawan ng VIP' },
    summary: { en: 'A gift in your birthday month, bigger at every VIP level.', ty: 'Regalo sa buwan ng kaarawan mo, mas malaki sa bawat VIP level.' },
    offer: { en: 'A gift in your birthday month: the amount of your VIP level.', ty: 'Regalo sa buwan ng iyong kaarawan: ang halaga ng iyong VIP level.' },
    rules: [
      { en: 'Send a photo of a valid ID with your application.', ty: 'Magpadala ng litrato ng valid ID kasama ng application.' },
      { en: 'Your birthday must be in your profile.', ty: 'Dapat nakalagay ang kaarawan mo sa iyong profile.' },
      { en: 'One gift a year.', ty: 'Isang regalo bawat taon.' },
    ],
  },
  {
    promotionId: 108, category: 'SPORTS', isRaffle: false, activityId: 207,
    title: { en: 'Independence Day special', ty: 'Espesyal sa Araw ng Kalayaan' },
    summary: { en: 'Deposit P1,898 and get P189.80.', ty: 'Magdeposito ng P1,898 at makakuha ng P189.80.' },
    offer: { en: 'Deposit <strong>P1,898</strong> and get <strong>P189.80</strong>.', ty: 'Magdeposito ng <strong>P1,898</strong> at makakuha ng <strong>P189.80</strong>.' },
    rules: [{ en: 'One per member.', ty: 'Isa bawat miyembro.' }, { en: 'Valid on sports bets only.', ty: 'Para sa taya sa palakasan lamang.' }, TURNOVER],
  },
  {
    promotionId: 109, category: 'LIVE', isRaffle: false, activityId: 208,
    title: { en: 'Christmas countdown', ty: 'Countdown sa Pasko' },
    summary: { en: 'Twelve days of gifts at the live tables.', ty: 'Labindalawang araw ng regalo sa mga live table.' },
    offer: { en: 'A new gift at the live tables on each of the twelve days before Christmas.', ty: 'Bagong regalo sa mga live table sa bawat isa sa labindalawang araw bago mag-Pasko.' },
    rules: [{ en: 'Opens soon: apply once it starts.', ty: 'Magbubukas na: mag-apply pagsimula nito.' }, { en: 'One gift per day.', ty: 'Isang regalo bawat araw.' }, TURNOVER],
  },
];

/** The promotion's art: one file per language, since the picture carries the headline. */
export function promotionBannerUrl(promotionId: number, language: ContentLanguage): string {
  return `/banners/promo-${promotionId}${language === 'en' ? '' : `-${language}`}.svg`;
}

/** The promotions as the merchant's site shows them in one language. */
export function promotionsFor(merchant: string, language: ContentLanguage): Promotion[] {
  const brand = brandOf(merchant);
  return PROMOTION_SOURCES.map((source) => ({
    promotionId: source.promotionId,
    title: branded(source.title[language], brand),
    category: source.category,
    bannerUrl: promotionBannerUrl(source.promotionId, language),
    summary: branded(source.summary[language], brand),
    content: terms(source, language, brand),
    isRaffle: source.isRaffle,
    activityId: source.activityId,
  }));
}

/** The first merchant's promotions in EN: ids, categories and raffles are the same for every merchant and language. */
export const PROMOTIONS: readonly Promotion[] = promotionsFor('croupier', 'en');
