import { parsePromotionDetail, parsePromotions, type Promotion, type PromotionCategory, type PromotionDetail } from './parse/content';
import { call } from './request';

export { PROMOTION_CATEGORIES } from './parse/content';
export type { Promotion, PromotionCategory, PromotionDetail } from './parse/content';

/**
 * GET /wps/promotion/list (open to visitors): promotions, each linked to its reward-centre activity
 * (`activityId`). With a member's token each carries the member's spec §4 `status`. `category` filters.
 */
export function getPromotions(query: { category?: PromotionCategory } = {}): Promise<Promotion[]> {
  return call({ method: 'GET', path: '/wps/promotion/list', query: { ...query } }, parsePromotions);
}

/**
 * GET /wps/promotion/detail?promotionId= : the promotion with its HTML terms (`content`), the age to
 * confirm (`ageLimit` 18, or 21 for some merchants) and, for a logged-in member, `status`. Apply with
 * applyActivity({activityId}); a raffle (`isRaffle`) is claimed with claimRafflePromotion(promotionId).
 * Unknown id: request_param_err on `promotionId`.
 */
export function getPromotion(promotionId: number): Promise<PromotionDetail> {
  return call({ method: 'GET', path: '/wps/promotion/detail', query: { promotionId } }, parsePromotionDetail);
}
