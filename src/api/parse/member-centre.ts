import { page } from './page';
import { array, boolean, literal, number, object, optional, record, string, text, withDefault, type Parsed } from './parsers';

/** Member-centre profile (spec §3); text fields are '' when not set. */
export const parseProfile = object({
  account: string,
  nickname: withDefault(string, ''),
  fullName: withDefault(string, ''),
  telegram: withDefault(string, ''),
  zalo: withDefault(string, ''),
  /** yyyy-MM-dd or ''. */
  birthday: withDefault(string, ''),
  address: withDefault(string, ''),
  nationality: withDefault(string, ''),
  occupation: withDefault(string, ''),
  sourceOfIncome: withDefault(string, ''),
  email: withDefault(string, ''),
  emailBound: withDefault(boolean, false),
  mobileNum: withDefault(string, ''),
  mobileBound: withDefault(boolean, false),
});
export type Profile = Parsed<typeof parseProfile>;

export const parseProfileFieldConfig = object({
  enabled: withDefault(boolean, false),
  required: withDefault(boolean, false),
  editable: withDefault(boolean, false),
  acceptedPattern: optional(string),
  minLength: optional(number),
  maxLength: optional(number),
});
export type ProfileFieldConfig = Parsed<typeof parseProfileFieldConfig>;

export const parseProfileSettings = record(parseProfileFieldConfig);

export const parseMessage = object({
  messageId: text,
  title: string,
  /** Plain text or simple HTML: sanitise before rendering. */
  content: withDefault(string, ''),
  time: number,
  read: withDefault(boolean, false),
});
export type Message = Parsed<typeof parseMessage>;
export const parseMessagePage = page(parseMessage);
export type MessagePage = Parsed<typeof parseMessagePage>;

export const parseUnreadLeft = object({ unread: number });

export const parseBonus = object({
  bonusId: text,
  title: string,
  amount: number,
  time: number,
  status: literal('issued', 'claimed', 'process'),
});
export type Bonus = Parsed<typeof parseBonus>;
export const parseBonusPage = page(parseBonus);
export type BonusPage = Parsed<typeof parseBonusPage>;

const profitFigures = { validBet: number, winLoss: number, bonus: number, rebate: number, profit: number };
export const parsePersonalProfit = object({
  rows: withDefault(array(object({ date: string, ...profitFigures })), []),
  total: object(profitFigures),
});
export type PersonalProfit = Parsed<typeof parsePersonalProfit>;
export type ProfitRow = PersonalProfit['rows'][number];

export const parseReferral = object({ referralCode: string, invitedCount: number, rewardTotal: number });
export type Referral = Parsed<typeof parseReferral>;

/** spec §4 activity statuses. */
export const ACTIVITY_STATUSES = ['applying', 'close', 'rejected', 'issued', 'claimed', 'process', 'joined', 'coming soon'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const parseActivity = object({
  activityId: number,
  title: string,
  description: withDefault(string, ''),
  status: literal(...ACTIVITY_STATUSES),
  startTime: number,
  endTime: number,
  isRaffle: withDefault(boolean, false),
  /** Raffles are claimed with claimRafflePromotion(promotionId). */
  promotionId: optional(number),
  ageLimit: withDefault(literal(18, 21), 18),
});
export type Activity = Parsed<typeof parseActivity>;

export const parseManualRebate = object({
  available: number,
  rows: withDefault(array(object({ vendor: string, category: withDefault(string, ''), validBet: number, rate: number, amount: number })), []),
});
export type ManualRebate = Parsed<typeof parseManualRebate>;
export type ManualRebateRow = ManualRebate['rows'][number];

export const parseRebateClaimed = object({ claimed: number });
export type RebateClaimed = Parsed<typeof parseRebateClaimed>;
