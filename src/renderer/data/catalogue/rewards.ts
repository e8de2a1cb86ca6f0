import { applyActivity, getActivities } from '@/api/activities';
import { claimRafflePromotion, getMissionLeaderboard, getMissionSummary } from '@/api/missions';
import { convertPoints, getPointsBalance, getPointsConfig, getPointsRewards, getRedeemList, redeemGoods } from '@/api/points';
import { getPromotion, getPromotions } from '@/api/promotions';
import { claimRedEnvelope, getRedEnvelope } from '@/api/red-envelope';
import { getReferral } from '@/api/referral';
import { getVipLevels, getVipProgress } from '@/api/vip';
import { rowOf, type QueryResult } from '../data-types';
import { offerPeriod, promotionStatus } from './offer-period';
import { defineCommand, defineQuery, factsOnly, none, numericId, params, required, rowsOnly, secret, text, type ReadsTexts } from './define';

/** What an application for an activity or a promotion carries besides its id (spec §5). */
const application = { comment: { type: 'string', maxLength: 140 }, images: text, ageConfirmed: { type: ['boolean', 'string'] }, agreeTerms: { type: ['boolean', 'string'] } } as const;

/** What `applicationOf` reads: an entry whose params schema lacks one of these cannot hand it its reader. */
interface ApplicationReader extends ReadsTexts<'comment'> {
  readonly list: (name: 'images') => string[];
  readonly flag: (name: 'ageConfirmed' | 'agreeTerms') => boolean;
}

function applicationOf(input: ApplicationReader): { comment?: string; images: string[]; ageConfirmed: boolean; agreeTerms: boolean } {
  const comment = input.text('comment');
  return { ...(comment ? { comment } : {}), images: input.list('images'), ageConfirmed: input.flag('ageConfirmed'), agreeTerms: input.flag('agreeTerms') };
}

/** Activities, promotions, missions, VIP, points, referral and the red envelope. */
export const rewardQueries = {
  activities: defineQuery({
    description: 'Reward-centre activities with their spec §4 status.',
    params: none,
    fields: ['activityId', 'title', 'description', 'status', 'startTime', 'endTime', 'isRaffle', 'promotionId', 'ageLimit'],
    run: async () => rowsOnly(await getActivities()),
  }),
  referral: defineQuery({
    description: "The player's referral code, how many friends joined with it, and the reward so far.",
    params: none,
    fields: ['referralCode', 'invitedCount', 'rewardTotal'],
    run: async () => factsOnly(await getReferral()),
  }),
  missions: defineQuery({
    description: 'Missions with their status and the open count (MCSFE_getMissionSummaryDetails).',
    params: none,
    fields: ['missionId', 'title', 'description', 'target', 'reward', 'status', 'openCount'],
    run: async () => {
      const summary = await getMissionSummary();
      return { rows: summary.missions.map(rowOf), facts: { openCount: summary.openCount }, count: summary.openCount };
    },
  }),
  missionLeaderboard: defineQuery({
    description: 'The mission leaderboard (MCSFE_getMissionLeaderboard).',
    params: none,
    fields: ['rank', 'account', 'points', 'reward'],
    run: async () => rowsOnly(await getMissionLeaderboard()),
  }),
  vipLevels: defineQuery({
    description: 'The VIP levels and their benefits (open to visitors).',
    params: none,
    fields: ['rankLevel', 'labelName', 'depositRequired', 'validBetRequired', 'upgradeBonus', 'monthlyBonus', 'rebatePercent', 'birthdayGift', 'withdrawalsPerDay'],
    run: async () => rowsOnly(await getVipLevels()),
  }),
  vipProgress: defineQuery({
    description: "The member's level (clubLabel.rankLevel) and progress to the next.",
    params: none,
    fields: ['rankLevel', 'labelName', 'nextRankLevel', 'nextLabelName', 'deposit', 'depositRequired', 'validBet', 'validBetRequired', 'percent'],
    run: async () => factsOnly(await getVipProgress()),
  }),
  pointsBalance: defineQuery({
    description: "The member's points and the points-per-currency ratio.",
    params: none,
    fields: ['points', 'ratio'],
    run: async () => factsOnly(await getPointsBalance()),
  }),
  pointsConvertForm: defineQuery({
    description:
      "The point mall's convert form as the platform configures it (/wps/points/config): facts ratePoints points = rateAmount of money (the ratio), minConvertPoints (and minConvertAmount, its money), and the field config row holding the points' minimum.",
    params: none,
    fields: ['ratePoints', 'rateAmount', 'minConvertPoints', 'minConvertAmount', 'field', 'minimum'],
    run: async (): Promise<QueryResult> => {
      const { ratio, minConvertPoints } = await getPointsConfig();
      // "10 points = P 1.00"; a ratio under one point a peso reads the other way round ("1 point = P 2.00"). A ratio
      // that is no rate at all (0) gives no figures: the form's rate line is left out, the platform still converts.
      const rate = ratio >= 1 ? { ratePoints: ratio, rateAmount: 1 } : ratio > 0 ? { ratePoints: 1, rateAmount: 1 / ratio } : {};
      return {
        rows: minConvertPoints > 0 ? [rowOf({ field: 'points', minimum: minConvertPoints })] : [],
        facts: rowOf({ ...rate, minConvertPoints, ...(ratio > 0 ? { minConvertAmount: minConvertPoints / ratio } : {}) }),
      };
    },
  }),
  goods: defineQuery({
    description: 'Goods on offer in the point mall.',
    params: none,
    fields: ['goodsId', 'name', 'points', 'stock', 'imageUrl', 'kind', 'cashValue'],
    run: async () => rowsOnly(await getPointsRewards()),
  }),
  redemptions: defineQuery({
    description: 'The redeem history with spec §4 statuses (in process, rejected, approved).',
    params: none,
    fields: ['redeemId', 'goodsId', 'goodsName', 'points', 'time', 'status'],
    run: async () => rowsOnly(await getRedeemList()),
  }),
  promotions: defineQuery({
    description: 'Promotions running or coming, with their category, banner, period and status (an ended one is not advertised).',
    params: none,
    fields: ['promotionId', 'title', 'category', 'bannerUrl', 'summary', 'startTime', 'endTime', 'isRaffle', 'activityId', 'status', 'period'],
    run: async () => {
      const now = Date.now();
      const current = (await getPromotions()).filter((promotion) => offerPeriod(promotion, now) !== 'ended');
      return rowsOnly(current.map((promotion) => ({ ...promotion, status: promotionStatus(promotion, now), period: offerPeriod(promotion, now) })));
    },
  }),
  promotion: defineQuery({
    description: "One promotion: its HTML terms, age limit, period (`ended` once past its end) and status: the member's (spec §4), else the period's; `ended` once it has ended.",
    params: params({ promotionId: numericId }, ['promotionId']),
    fields: ['promotionId', 'title', 'category', 'bannerUrl', 'summary', 'content', 'ageLimit', 'status', 'isRaffle', 'activityId', 'startTime', 'endTime', 'period', 'ended'],
    run: async (input) => {
      const promotion = await getPromotion(required(input.number('promotionId'), 'promotionId'));
      const now = Date.now();
      const period = offerPeriod(promotion, now);
      return factsOnly({ ...promotion, status: promotionStatus(promotion, now), period, ended: period === 'ended' });
    },
  }),
  redEnvelope: defineQuery({
    description: "The member's red envelope, if one waits.",
    params: none,
    fields: ['envelopeId', 'title', 'amount', 'status'],
    run: async () => factsOnly(await getRedEnvelope()),
  }),
};

export const rewardCommands = {
  applyActivity: defineCommand({
    description: 'Applies for an activity: comment (140), up to 3 png/jpg images (5 MB), age and terms.',
    params: params({ activityId: numericId, ...application }),
    run: async (input) => applyActivity({ activityId: required(input.number('activityId'), 'activityId'), ...applicationOf(input) }),
  }),
  claimRaffle: defineCommand({
    description: 'Claims a raffle promotion (MCS2_claimRafflePromotion).',
    params: params({ promotionId: numericId }, ['promotionId']),
    run: async (input) => claimRafflePromotion(required(input.number('promotionId'), 'promotionId')),
  }),
  convertPoints: defineCommand({
    description: 'Converts points to balance at the ratio, with the payment password (encrypted).',
    params: params({ points: numericId, paymentPassword: secret }),
    secrets: ['paymentPassword'],
    run: async (input) => convertPoints({ points: required(input.number('points'), 'points'), password: required(input.text('paymentPassword'), 'paymentPassword') }),
  }),
  redeemGoods: defineCommand({
    description: 'Redeems goods for points, with the payment password (encrypted).',
    params: params({ goodsId: numericId, paymentPassword: secret }),
    secrets: ['paymentPassword'],
    run: async (input) => redeemGoods({ goodsId: required(input.number('goodsId'), 'goodsId'), paymentPassword: required(input.text('paymentPassword'), 'paymentPassword') }),
  }),
  applyPromotion: defineCommand({
    description: 'Applies for a promotion through its activity: comment, images, age and terms (spec §5).',
    params: params({ promotionId: numericId, ...application }),
    run: async (input) => {
      const promotion = await getPromotion(required(input.number('promotionId'), 'promotionId'));
      return applyActivity({ activityId: required(promotion.activityId, 'activityId'), ...applicationOf(input) });
    },
  }),
  claimRedEnvelope: defineCommand({
    description: 'Claims the waiting red envelope into the main wallet.',
    params: params({ envelopeId: numericId }),
    run: async (input) => claimRedEnvelope({ envelopeId: required(input.text('envelopeId'), 'envelopeId') }),
  }),
};
