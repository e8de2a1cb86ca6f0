/** Where a dated offer (a promotion, a notice advertising one) stands on the member's clock. */
export type OfferPeriod = 'upcoming' | 'running' | 'ended';

export function offerPeriod(offer: { startTime?: number | undefined; endTime?: number | undefined }, now: number): OfferPeriod {
  if (offer.endTime !== undefined && offer.endTime <= now) return 'ended';
  if (offer.startTime !== undefined && offer.startTime > now) return 'upcoming';
  return 'running';
}

/**
 * The status a promotion shows (spec §4 for a member): an ended one has ended whatever the member did, so nothing
 * offers to apply; a visitor, who gets no status from the platform, reads the period ("Running", "Coming soon").
 */
export function promotionStatus(offer: { startTime: number; endTime: number; status?: string | undefined }, now: number): string {
  const period = offerPeriod(offer, now);
  if (period === 'ended') return 'ended';
  return offer.status ?? (period === 'upcoming' ? 'coming soon' : 'running');
}
