import { createSeededRandom, randomInt } from './random';
import { DAY_MS, HISTORY_DAYS } from './records';

/** Every seeded member's payment password (withdrawals and transfers to the upline). */
export const DEMO_PAYMENT_PASSWORD = '123456';

/** Minutes a member has to confirm a paid withdrawal before it counts as received (settings.withdrawAutoReceiptMinutes). */
export const WITHDRAW_AUTO_RECEIPT_MINUTES = 30;

/** Receipt proof uploads (spec §5/§9): PNG or JPG, at most 5 MB each, up to 3. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 3;

export type WithdrawalStatus = 'paid' | 'received' | 'partly received' | 'not received' | 'auto received';

export interface Withdrawal {
  withdrawId: string;
  amount: number;
  time: number;
  status: WithdrawalStatus;
  receivedAmount?: number;
  remainingAmount?: number;
  /** Until when (epoch ms) the member may confirm the receipt; after that it is auto received. */
  confirmBy: number;
  proofImages?: number;
  /** The bound account it was paid to, and how the member's record names it ("GCash •••• 4567"). */
  payoutAccountId?: string;
  paidTo?: string;
}

/** A paid withdrawal left unconfirmed past its deadline counts as received (spec §4). */
export function settleWithdrawal(withdrawal: Withdrawal, now: number): Withdrawal {
  if (withdrawal.status === 'paid' && now > withdrawal.confirmBy) withdrawal.status = 'auto received';
  return withdrawal;
}

export interface MemberMessage {
  messageId: string;
  title: string;
  content: string;
  time: number;
  read: boolean;
}

export type BonusStatus = 'issued' | 'claimed' | 'process';

export interface BonusRecord {
  bonusId: string;
  title: string;
  amount: number;
  time: number;
  status: BonusStatus;
}

export interface DepositChannel {
  channelId: string;
  name: string;
  kind: 'BANK' | 'EWALLET' | 'OTC';
  minAmount: number;
  maxAmount: number;
}

export const DEPOSIT_CHANNELS: readonly DepositChannel[] = [
  { channelId: 'gcash', name: 'GCash', kind: 'EWALLET', minAmount: 100, maxAmount: 50_000 },
  { channelId: 'maya', name: 'Maya', kind: 'EWALLET', minAmount: 100, maxAmount: 50_000 },
  { channelId: 'bank', name: 'Bank transfer', kind: 'BANK', minAmount: 500, maxAmount: 500_000 },
  { channelId: '711', name: '7-Eleven', kind: 'OTC', minAmount: 200, maxAmount: 10_000 },
];

/** spec §4 activity statuses. */
export type ActivityStatus = 'applying' | 'close' | 'rejected' | 'issued' | 'claimed' | 'process' | 'joined' | 'coming soon';

export interface ActivityEntry {
  activityId: number;
  title: string;
  description: string;
  /** The status a member sees before doing anything. */
  status: ActivityStatus;
  startTime: number;
  endTime: number;
  isRaffle: boolean;
  /** The promotion page that advertises it (raffles are claimed with it). */
  promotionId?: number;
}

/** Statuses from which a member may (re)apply. */
export const APPLICABLE_STATUSES: readonly ActivityStatus[] = ['process', 'rejected'];

/**
 * The activity catalogue, dated around the platform's start day: most running, the Independence Day special ended
 * (207) and the Christmas countdown to come (208). The welcome bonus (209, promotion 101) runs all year: the
 * welcome popup and banner advertise it.
 */
export function activityCatalogue(anchor: number): ActivityEntry[] {
  const at = (days: number) => anchor + days * DAY_MS;
  return [
    { activityId: 201, title: 'Daily check-in bonus', description: 'Apply once a day and get P20 when you bet P500.', status: 'process', startTime: at(-10), endTime: at(20), isRaffle: false, promotionId: 106 },
    { activityId: 202, title: 'Slots tournament', description: 'Climb the leaderboard for a share of P100,000.', status: 'joined', startTime: at(-5), endTime: at(9), isRaffle: false, promotionId: 102 },
    { activityId: 203, title: 'Birthday gift', description: 'A gift in your birthday month: send a photo of a valid ID.', status: 'applying', startTime: at(-30), endTime: at(335), isRaffle: false, promotionId: 107 },
    { activityId: 204, title: 'First bet insurance', description: 'Lose your first sports bet and get it back as a bonus.', status: 'rejected', startTime: at(-20), endTime: at(10), isRaffle: false, promotionId: 104 },
    { activityId: 205, title: 'Live casino cashback', description: '1% back on live casino valid bets, paid weekly.', status: 'issued', startTime: at(-14), endTime: at(14), isRaffle: false, promotionId: 103 },
    { activityId: 206, title: 'VIP lucky draw', description: 'One raffle ticket per P1,000 valid bet.', status: 'issued', startTime: at(-7), endTime: at(7), isRaffle: true, promotionId: 105 },
    { activityId: 207, title: 'Independence Day special', description: 'Deposit P1,898 and get P189.8.', status: 'close', startTime: at(-60), endTime: at(-30), isRaffle: false, promotionId: 108 },
    { activityId: 208, title: 'Christmas countdown', description: 'Twelve days of gifts.', status: 'coming soon', startTime: at(30), endTime: at(45), isRaffle: false, promotionId: 109 },
    { activityId: 209, title: 'Welcome reload', description: 'Second deposit bonus 50%.', status: 'claimed', startTime: at(-40), endTime: at(325), isRaffle: false, promotionId: 101 },
  ];
}

/** A member's inbox, newest first, as a real account collects it: payments, rebates, a promotion, a VIP step, a security check. */
const MESSAGES: readonly (readonly [title: string, template: string])[] = [
  ['Withdrawal paid', 'We paid out <strong>P{amount}</strong> to your GCash account. Please confirm the receipt in your withdrawal record within 30 minutes.'],
  ['Deposit received', 'Your GCash deposit of <strong>P{amount}</strong> has been credited to your main wallet.'],
  ['Weekly rebate paid', 'Your weekly rebate of <strong>P{amount}</strong> is in your main wallet. Thank you for playing with us.'],
  ['A red envelope is waiting', 'A lucky red envelope is waiting for you. Open it from the home page before the end of the week.'],
  ['Slots tournament result', 'You finished 37th in the slots tournament. Your prize of <strong>P{amount}</strong> has been credited.'],
  ['Deposit received', 'Your Maya deposit of <strong>P{amount}</strong> has been credited to your main wallet.'],
  ['Welcome to VIP Silver', 'Congratulations, you reached VIP Silver! Your upgrade bonus of <strong>P188</strong> is in your bonus details.'],
  ['Withdrawal paid', 'We paid out <strong>P{amount}</strong> to your bank account. Please confirm the receipt in your withdrawal record.'],
  ['New device signed in', 'Your account was used on a new device (Chrome on Android). If this was not you, change your password now.'],
  ['Weekly rebate paid', 'Your weekly rebate of <strong>P{amount}</strong> is in your main wallet.'],
  ['Deposit received', 'Your 7-Eleven deposit of <strong>P{amount}</strong> has been credited to your main wallet.'],
  ['Payment password set', 'Your payment password is set. You will need it for withdrawals, transfers and the point mall.'],
  ['Welcome bonus credited', 'Your welcome bonus of <strong>P{amount}</strong> has been credited. Wager it 10 times to withdraw it.'],
];
const WELCOME_MESSAGE = ['Your account is ready', 'Welcome aboard! Make your first deposit to claim the 100% welcome bonus, and set a payment password in My Account.'] as const;

/** A member's inbox, newest first; the newest `unread` are unread. The oldest is always the welcome message. */
export function generateMessages(memberId: number, anchor: number, count: number, unread: number): MemberMessage[] {
  const random = createSeededRandom(memberId * 31_337);
  const spacing = (HISTORY_DAYS * DAY_MS) / count;
  return Array.from({ length: count }, (_, i) => {
    const [title, template] = i === count - 1 ? WELCOME_MESSAGE : (MESSAGES[i % MESSAGES.length] ?? WELCOME_MESSAGE);
    const content = template.replace('{amount}', (randomInt(random, 2, 60) * 50).toLocaleString('en'));
    return { messageId: `M${memberId}${String(i + 1).padStart(3, '0')}`, title, content: i % 3 === 0 ? content.replace(/<\/?strong>/g, '') : `<p>${content}</p>`, time: anchor - Math.round((i + 0.5) * spacing), read: i >= unread };
  });
}

/** Bonuses as they come, newest first: reloads, missions and the monthly VIP bonus; the welcome bonus is the oldest, once. */
const BONUS_TITLES = ['Weekend reload bonus', 'Mission reward', 'VIP monthly bonus', 'Daily check-in bonus', 'Weekend reload bonus', 'Mission reward', 'Upgrade bonus'] as const;
const BONUS_STATUSES: readonly BonusStatus[] = ['claimed', 'claimed', 'issued', 'process'];

/** A member's bonus history, newest first. */
export function generateBonuses(memberId: number, anchor: number, count: number): BonusRecord[] {
  const random = createSeededRandom(memberId * 4_243);
  const spacing = (HISTORY_DAYS * DAY_MS) / count;
  return Array.from({ length: count }, (_, i) => ({
    bonusId: `BN${memberId}${String(i + 1).padStart(3, '0')}`,
    title: i === count - 1 ? 'Welcome bonus' : (BONUS_TITLES[i % BONUS_TITLES.length] ?? 'Mission reward'),
    amount: randomInt(random, 2, 60) * 10,
    time: anchor - Math.round((i + 0.5) * spacing),
    status: i === count - 1 ? 'claimed' : (BONUS_STATUSES[i % BONUS_STATUSES.length] ?? 'claimed'),
  }));
}

/** Rebate per vendor (manual rebate, MANPLAYREB3): category and rate of the valid bet. */
export const REBATE_RATES: Readonly<Record<string, { category: string; rate: number }>> = {
  PG: { category: 'Slots', rate: 0.008 },
  JDB: { category: 'Slots', rate: 0.008 },
  N2: { category: 'Live casino', rate: 0.006 },
  SABA: { category: 'Sports', rate: 0.005 },
  TCG_SEA: { category: 'Lottery', rate: 0.0035 },
};

/** Reward per member who registered with one's referral code. */
export const REFERRAL_REWARD = 88;

/** Data URL of a PNG or JPEG (spec §5 uploads): its decoded size in bytes, or undefined when it is not one. */
export function imageBytes(dataUrl: unknown): number | undefined {
  if (typeof dataUrl !== 'string') return undefined;
  const match = /^data:image\/(?:png|jpeg);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  const payload = match?.[1];
  if (payload === undefined || payload.length === 0 || payload.length % 4 !== 0) return undefined;
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return (payload.length / 4) * 3 - padding;
}

export function isAcceptedImage(dataUrl: unknown): dataUrl is string {
  const bytes = imageBytes(dataUrl);
  return bytes !== undefined && bytes <= MAX_IMAGE_BYTES;
}
