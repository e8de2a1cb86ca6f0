import { ACTIVITY_STATUSES } from './member-centre';
import { array, boolean, literal, number, object, optional, string, text, withDefault, type Parsed } from './parsers';

/** Promotion categories (spec §2 /promotions tabs). */
export const PROMOTION_CATEGORIES = ['NEW', 'SLOTS', 'LIVE', 'SPORTS', 'VIP'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

const promotionFields = {
  promotionId: number,
  title: string,
  category: literal(...PROMOTION_CATEGORIES),
  /** Under the image CDN: resolve with imageUrl() of ../cdn. */
  bannerUrl: withDefault(string, ''),
  summary: withDefault(string, ''),
  startTime: number,
  endTime: number,
  /** Raffles are claimed with claimRafflePromotion(promotionId); others are applied for with applyActivity({activityId}). */
  isRaffle: withDefault(boolean, false),
  activityId: optional(number),
  /** Only for a logged-in (real) member: the spec §4 activity status. */
  status: optional(literal(...ACTIVITY_STATUSES)),
};

export const parsePromotion = object(promotionFields);
export type Promotion = Parsed<typeof parsePromotion>;
export const parsePromotions = array(parsePromotion);

export const parsePromotionDetail = object({
  ...promotionFields,
  /** HTML terms: sanitise before rendering. */
  content: withDefault(string, ''),
  /** spec §5/§9: the age to confirm when applying (21 for some merchants). */
  ageLimit: withDefault(literal(18, 21), 18),
});
export type PromotionDetail = Parsed<typeof parsePromotionDetail>;

export const parseVipLevel = object({
  rankLevel: number,
  labelName: string,
  depositRequired: number,
  validBetRequired: number,
  upgradeBonus: withDefault(number, 0),
  monthlyBonus: withDefault(number, 0),
  rebatePercent: withDefault(number, 0),
  birthdayGift: withDefault(number, 0),
  withdrawalsPerDay: withDefault(number, 0),
});
export type VipLevel = Parsed<typeof parseVipLevel>;
export const parseVipLevels = array(parseVipLevel);

export const parseVipProgress = object({
  rankLevel: number,
  labelName: string,
  /** Absent at the top level. */
  nextRankLevel: optional(number),
  nextLabelName: optional(string),
  deposit: number,
  /** The next level's requirement (the current level's at the top). */
  depositRequired: number,
  validBet: number,
  validBetRequired: number,
  /** 0–100. */
  percent: number,
});
export type VipProgress = Parsed<typeof parseVipProgress>;

const parseDownloadLink = object({ url: string, version: withDefault(string, '') });
export type DownloadLink = Parsed<typeof parseDownloadLink>;
export const parseDownloadLinks = object({ ios: parseDownloadLink, lite: parseDownloadLink, android: parseDownloadLink });
export type DownloadLinks = Parsed<typeof parseDownloadLinks>;

export const parseFeedbackSettings = object({ minLength: number, maxLength: number, types: withDefault(array(string), []) });
export type FeedbackSettings = Parsed<typeof parseFeedbackSettings>;

export const RED_ENVELOPE_STATUSES = ['available', 'claimed', 'none'] as const;
export type RedEnvelopeStatus = (typeof RED_ENVELOPE_STATUSES)[number];

export const parseRedEnvelope = object({
  /** '' when there is none. */
  envelopeId: withDefault(text, ''),
  title: withDefault(string, ''),
  /** Known once claimed. */
  amount: optional(number),
  status: literal(...RED_ENVELOPE_STATUSES),
});
export type RedEnvelope = Parsed<typeof parseRedEnvelope>;

export const parseRedEnvelopeClaim = object({ amount: number, status: literal('claimed') });
export type RedEnvelopeClaim = Parsed<typeof parseRedEnvelopeClaim>;
