/** spec §2 agent centre: dividend, daily, hourly and real-time salary contracts with downlines. */
export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** spec §3 periods: D(ay), W(eek), H(our), M(onth). */
export type ContractPeriod = 'D' | 'W' | 'H' | 'M';

export type ContractStatus = 'pending' | 'active' | 'rejected' | 'terminationRequested' | 'terminated';

export interface Contract {
  contractId: number;
  kind: ContractKind;
  upline: string;
  downline: string;
  /** Percent for dividends; currency per active member for salaries. */
  rate: number;
  activeMembers: number;
  periodValidBet: number;
  periodProfitLoss: number;
  period: ContractPeriod;
  status: ContractStatus;
  /** Who asked to end it first (status terminationRequested); the other side's request ends it. */
  terminationRequestedBy?: string;
}

export const PERIOD_OF_KIND: Record<ContractKind, ContractPeriod> = { dividend: 'M', daily: 'D', hourly: 'H', realtime: 'H' };

/** spec §9: real-time salary settles every 5 minutes. */
export const REALTIME_SETTLEMENT_MS = 5 * 60_000;

/** The next 5-minute boundary strictly after `now` (epoch ms). */
export function nextSettlementAt(now: number): number {
  return Math.floor(now / REALTIME_SETTLEMENT_MS) * REALTIME_SETTLEMENT_MS + REALTIME_SETTLEMENT_MS;
}

/** Dividend rates are percentages (at most 100); salary rates are an amount per active member. */
export const MAX_DIVIDEND_RATE = 100;

/** The demo downline's seeded rates: daily salary 20 per active member, so an offer above that warns. */
const SEED_RATES: Readonly<Record<ContractKind, number>> = { dividend: 10, daily: 20, hourly: 8, realtime: 3 };

/**
 * Seed contracts: the upline has a contract of every kind with each downline agent, the first
 * (the demo downline, agent02) at a low rate so a higher offer shows the spec §8 warning; the
 * last downline's is still pending.
 */
export function seedContracts(upline: string, downlines: readonly string[]): Contract[] {
  let contractId = 1;
  return CONTRACT_KINDS.flatMap((kind, kindIndex) =>
    downlines.map((downline, index) => ({
      contractId: contractId++,
      kind,
      upline,
      downline,
      rate: SEED_RATES[kind] + index * (kind === 'dividend' ? 5 : 2),
      activeMembers: 3 + index * 2,
      periodValidBet: 12_000 + index * 8_500 + kindIndex * 1_000,
      periodProfitLoss: -1_500 + index * 2_200,
      period: PERIOD_OF_KIND[kind],
      status: index === downlines.length - 1 ? 'pending' : 'active',
    })),
  );
}
