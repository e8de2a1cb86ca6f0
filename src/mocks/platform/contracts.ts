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
}

export const PERIOD_OF_KIND: Record<ContractKind, ContractPeriod> = { dividend: 'M', daily: 'D', hourly: 'H', realtime: 'H' };

/** Seed contracts: agent01 has a contract of every kind with its downlines, some still pending. */
export function seedContracts(upline: string, downlines: readonly string[]): Contract[] {
  let contractId = 1;
  return CONTRACT_KINDS.flatMap((kind, kindIndex) =>
    downlines.slice(0, 3).map((downline, index) => ({
      contractId: contractId++,
      kind,
      upline,
      downline,
      rate: kind === 'dividend' ? 10 + index * 5 : 20 + kindIndex * 5 + index,
      activeMembers: 3 + index * 2,
      periodValidBet: 12_000 + index * 8_500 + kindIndex * 1_000,
      periodProfitLoss: -1_500 + index * 2_200,
      period: PERIOD_OF_KIND[kind],
      status: index === 2 ? 'pending' : 'active',
    })),
  );
}
