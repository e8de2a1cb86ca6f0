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

function terms(offer: string, rules: readonly string[]): string {
  return `<h3>Offer</h3><p>${offer}</p><h3>Terms</h3><ol>${rules.map((rule) => `<li>${rule}</li>`).join('')}</ol><p>General promotion terms apply. Croupier may change or end this promotion at any time.</p>`;
}

const TURNOVER = 'The bonus must be wagered 10 times before it can be withdrawn.';

export const PROMOTIONS: readonly Promotion[] = [
  { promotionId: 101, title: 'Welcome bonus 100%', category: 'NEW', bannerUrl: '/banners/promo-101.svg', summary: 'Double your first deposit up to P5,000.', content: terms('Double your first deposit up to <strong>P5,000</strong>.', ['New members only, one per household.', 'Minimum deposit P500.', TURNOVER]), isRaffle: false, activityId: 209 },
  { promotionId: 102, title: 'Slots tournament P100,000', category: 'SLOTS', bannerUrl: '/banners/promo-102.svg', summary: 'Climb the slots leaderboard for a share of P100,000.', content: terms('The top 50 players by slots valid bet share <strong>P100,000</strong>.', ['Counts slots valid bets during the tournament.', 'Ties go to the player who got there first.', 'Prizes are paid within 3 days of the end.']), isRaffle: false, activityId: 202 },
  { promotionId: 103, title: 'Live casino cashback 1%', category: 'LIVE', bannerUrl: '/banners/promo-103.svg', summary: '1% back on live casino valid bets, every week.', content: terms('Get <strong>1%</strong> of your live casino valid bets back every Monday.', ['Paid on the valid bet of the previous week.', 'No upper limit.', 'Cashback has no turnover requirement.']), isRaffle: false, activityId: 205 },
  { promotionId: 104, title: 'First bet insurance', category: 'SPORTS', bannerUrl: '/banners/promo-104.svg', summary: 'Lose your first sports bet and get it back.', content: terms('Lose your first sports bet and get it back as a bonus up to <strong>P1,000</strong>.', ['Only the first settled sports bet counts.', 'Minimum odds 1.50.', TURNOVER]), isRaffle: false, activityId: 204 },
  { promotionId: 105, title: 'VIP lucky draw', category: 'VIP', bannerUrl: '/banners/promo-105.svg', summary: 'One raffle ticket per P1,000 valid bet.', content: terms('One raffle ticket for every <strong>P1,000</strong> valid bet; draws every Sunday.', ['Claim your tickets before the draw.', 'Winners are announced on the notice page.', 'Prizes are credited to the main wallet.']), isRaffle: true, activityId: 206 },
  { promotionId: 106, title: 'Daily check-in bonus', category: 'NEW', bannerUrl: '/banners/promo-106.svg', summary: 'Apply once a day and get P20 when you bet P500.', content: terms('Apply once a day, bet <strong>P500</strong> and get <strong>P20</strong>.', ['One application per day.', 'Bets on any game count.', 'The bonus is paid the next day.']), isRaffle: false, activityId: 201 },
  { promotionId: 107, title: 'VIP birthday gift', category: 'VIP', bannerUrl: '/banners/promo-107.svg', summary: 'A gift in your birthday month, bigger at every VIP level.', content: terms('A gift in your birthday month: the amount of your VIP level.', ['Send a photo of a valid ID with your application.', 'Your birthday must be in your profile.', 'One gift a year.']), isRaffle: false, activityId: 203 },
  { promotionId: 108, title: 'Independence Day special', category: 'SPORTS', bannerUrl: '/banners/promo-108.svg', summary: 'Deposit P1,898 and get P189.80.', content: terms('Deposit <strong>P1,898</strong> and get <strong>P189.80</strong>.', ['One per member.', 'Valid on sports bets only.', TURNOVER]), isRaffle: false, activityId: 207 },
  { promotionId: 109, title: 'Christmas countdown', category: 'LIVE', bannerUrl: '/banners/promo-109.svg', summary: 'Twelve days of gifts at the live tables.', content: terms('A new gift at the live tables on each of the twelve days before Christmas.', ['Opens soon: apply once it starts.', 'One gift per day.', TURNOVER]), isRaffle: false, activityId: 208 },
];
