import { page } from './page';
import { array, boolean, literal, number, object, optional, string, text, withDefault, type Parsed } from './parsers';

/** Points and ratio (spec §3): how many points make one unit of currency. */
export const parsePointsBalance = object({ points: number, ratio: withDefault(number, 1) });
export type PointsBalance = Parsed<typeof parsePointsBalance>;

export const parseGoods = object({
  goodsId: number,
  name: string,
  points: number,
  stock: withDefault(number, 0),
  imageUrl: withDefault(string, ''),
  kind: optional(string),
  cashValue: optional(number),
});
export type Goods = Parsed<typeof parseGoods>;
export const parsePointsReward = object({ goods: array(parseGoods) });

export const parsePointsConfig = object({ ratio: number, minConvertPoints: withDefault(number, 0), passwordRequired: withDefault(boolean, true) });
export type PointsConfig = Parsed<typeof parsePointsConfig>;

/** spec §4 redeem statuses. */
export const REDEEM_STATUSES = ['in process', 'rejected', 'approved'] as const;

export const parseRedemption = object({
  redeemId: text,
  goodsId: optional(number),
  goodsName: withDefault(string, ''),
  points: number,
  time: number,
  status: literal(...REDEEM_STATUSES),
});
export type Redemption = Parsed<typeof parseRedemption>;
export const parseRedemptions = array(parseRedemption);
export const parseRedemptionPage = page(parseRedemption);
export type RedemptionPage = Parsed<typeof parseRedemptionPage>;

/** What redeem and convert answer: the points left (and cash credited by a conversion). */
export const parsePointsLeft = object({ points: number, credited: optional(number) });
export type PointsLeft = Parsed<typeof parsePointsLeft>;
