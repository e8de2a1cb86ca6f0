/** VIP levels, point-mall goods and missions: fixed catalogues (no randomness needed). */
export interface VipLevel {
  rankLevel: number;
  labelName: string;
  depositRequired: number;
  validBetRequired: number;
  upgradeBonus: number;
  monthlyBonus: number;
  rebatePercent: number;
}

export const VIP_LEVELS: readonly VipLevel[] = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Crown', 'Royal'].map((labelName, index) => ({
  rankLevel: index + 1,
  labelName,
  depositRequired: index * 5_000,
  validBetRequired: index * 50_000,
  upgradeBonus: index * 188,
  monthlyBonus: index * 88,
  rebatePercent: 0.3 + index * 0.1,
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

export interface Promotion {
  promotionId: number;
  title: string;
  category: 'NEW' | 'SLOTS' | 'LIVE' | 'SPORTS' | 'VIP';
  bannerUrl: string;
  content: string;
  /** Raffle promotions are claimed with MCS2_claimRafflePromotion. */
  isRaffle: boolean;
}

export const PROMOTIONS: readonly Promotion[] = [
  { promotionId: 101, title: 'Welcome bonus 100%', category: 'NEW', bannerUrl: '/banners/promo-101.svg', content: '<p>Double your first deposit up to <strong>P5,000</strong>.</p>', isRaffle: false },
  { promotionId: 102, title: 'Slots cashback 1.2%', category: 'SLOTS', bannerUrl: '/banners/promo-102.svg', content: '<p>Unlimited daily cashback on slots.</p>', isRaffle: false },
  { promotionId: 103, title: 'Live casino streak', category: 'LIVE', bannerUrl: '/banners/promo-103.svg', content: '<p>Win 8 hands in a row and earn P888.</p>', isRaffle: false },
  { promotionId: 104, title: 'Sports parlay boost', category: 'SPORTS', bannerUrl: '/banners/promo-104.svg', content: '<p>Extra 20% on 5-leg parlays.</p>', isRaffle: false },
  { promotionId: 105, title: 'VIP lucky draw', category: 'VIP', bannerUrl: '/banners/promo-105.svg', content: '<p>One raffle ticket per P1,000 valid bet.</p>', isRaffle: true },
];

export const HELP_CENTER = [
  { categoryId: 1, title: 'Account', articles: [{ articleId: 11, title: 'How do I register?', content: '<p>Click <strong>Register</strong>, fill in the form and submit.</p>' }, { articleId: 12, title: 'I forgot my password', content: '<p>Use <em>Forgot password</em> on the login form.</p>' }] },
  { categoryId: 2, title: 'Deposit & withdrawal', articles: [{ articleId: 21, title: 'Deposit methods', content: '<p>Bank transfer, e-wallets and over-the-counter.</p>' }, { articleId: 22, title: 'Withdrawal times', content: '<p>Most withdrawals arrive within 15 minutes.</p>' }] },
  { categoryId: 3, title: 'Responsible gaming', articles: [{ articleId: 31, title: 'Setting limits', content: '<p>Contact customer service to set deposit limits.</p>' }] },
];
