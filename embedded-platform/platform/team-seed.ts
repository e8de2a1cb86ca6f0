import { PLAYER_ACCOUNT_TYPE } from './account-types';
import { createSeededRandom, pickOne, randomInt } from './random';
import { DAY_MS, HISTORY_DAYS, VENDOR_SAMPLES, type BetRecord, type TransactionRecord } from './records';

/** How a seeded team member has been using the site (agent centre, spec §2 team pages). */
export interface TeamSeed {
  /** 0: opened today (platform clock); no history before that. */
  registeredDaysAgo: number;
  /** undefined: never logged in. */
  lastLoginDaysAgo?: number;
  /** A couple of bets and a deposit earlier today (before the platform started). */
  activeToday: boolean;
  /** No bets in the last 7 days and fewer bets overall. */
  dormant?: boolean;
}

/** The demo downline agent for contract demos: agent02 (type 2, upline agent01). */
export const DEMO_DOWNLINE_AGENT = 'agent02';

/** Level-1 downlines of agent01 that are agents (type 2) besides agent02: they hold agent01's seeded contracts. */
export const TEAM_AGENTS = ['down06', 'down07', 'down08'] as const;

const DIRECT: readonly { account: string; team: TeamSeed }[] = [
  { account: 'down06', team: { registeredDaysAgo: 210, lastLoginDaysAgo: 0, activeToday: true } },
  { account: 'down07', team: { registeredDaysAgo: 180, lastLoginDaysAgo: 1, activeToday: true } },
  { account: 'down08', team: { registeredDaysAgo: 150, lastLoginDaysAgo: 2, activeToday: false } },
  { account: 'down09', team: { registeredDaysAgo: 120, lastLoginDaysAgo: 0, activeToday: true } },
  { account: 'down10', team: { registeredDaysAgo: 95, lastLoginDaysAgo: 3, activeToday: false } },
  { account: 'down11', team: { registeredDaysAgo: 80, lastLoginDaysAgo: 1, activeToday: true } },
  { account: 'down12', team: { registeredDaysAgo: 75, lastLoginDaysAgo: 40, activeToday: false, dormant: true } },
  { account: 'down13', team: { registeredDaysAgo: 25, lastLoginDaysAgo: 5, activeToday: false } },
  { account: 'down14', team: { registeredDaysAgo: 4, lastLoginDaysAgo: 0, activeToday: true } },
];

const SUB: readonly TeamSeed[] = [
  { registeredDaysAgo: 300, lastLoginDaysAgo: 0, activeToday: true },
  { registeredDaysAgo: 280, lastLoginDaysAgo: 1, activeToday: true },
  { registeredDaysAgo: 260, lastLoginDaysAgo: 2, activeToday: false },
  { registeredDaysAgo: 240, lastLoginDaysAgo: 0, activeToday: true },
  { registeredDaysAgo: 200, lastLoginDaysAgo: 6, activeToday: false },
  { registeredDaysAgo: 170, lastLoginDaysAgo: 1, activeToday: true },
  { registeredDaysAgo: 160, lastLoginDaysAgo: 50, activeToday: false, dormant: true },
  { registeredDaysAgo: 140, lastLoginDaysAgo: 3, activeToday: false },
  { registeredDaysAgo: 130, lastLoginDaysAgo: 0, activeToday: true },
  { registeredDaysAgo: 110, lastLoginDaysAgo: 2, activeToday: false },
  { registeredDaysAgo: 90, lastLoginDaysAgo: 35, activeToday: false, dormant: true },
  { registeredDaysAgo: 70, lastLoginDaysAgo: 1, activeToday: true },
  { registeredDaysAgo: 45, lastLoginDaysAgo: 4, activeToday: false },
  { registeredDaysAgo: 20, lastLoginDaysAgo: 0, activeToday: true },
  { registeredDaysAgo: 3, lastLoginDaysAgo: 1, activeToday: true },
  // Opened today by agent02 and never logged in yet: no history, no money.
  { registeredDaysAgo: 0, activeToday: false },
];

/** One seeded account (accounts.ts); kept here beside the team seeds that use it. */
export interface AccountSeed {
  account: string;
  type: number;
  rankLevel: number;
  nickname: string;
  upline?: string;
  mobileNum?: string;
  affiliateCode?: string;
  firstLogin?: boolean;
  /** Defaults to DEMO_PASSWORD. */
  password?: string;
  mainBalance: number;
  /** Team members (TEAM_SEEDS): registration day, last login, activity today, dormant. */
  team?: TeamSeed;
}

/**
 * agent01's team beyond the original demo downlines (player01, agent02, issued01, down01–down05):
 * down06–down14 directly under agent01 (down06–down08 are agents, type 2) and sub01–sub16 players
 * under agent02 — 33 members over two levels.
 */
export const TEAM_SEEDS: readonly AccountSeed[] = [
  ...DIRECT.map(({ account, team }, index): AccountSeed => ({
    account,
    type: (TEAM_AGENTS as readonly string[]).includes(account) ? 2 : PLAYER_ACCOUNT_TYPE,
    rankLevel: 1 + (index % 4),
    nickname: `Downline ${index + 6}`,
    upline: 'agent01',
    mainBalance: 420 + index * 185,
    team,
  })),
  ...SUB.map((team, index): AccountSeed => {
    const number = String(index + 1).padStart(2, '0');
    return { account: `sub${number}`, type: PLAYER_ACCOUNT_TYPE, rankLevel: 1 + (index % 3), nickname: `Sub-member ${index + 1}`, upline: DEMO_DOWNLINE_AGENT, mainBalance: team.registeredDaysAgo === 0 ? 0 : 150 + index * 95, team };
  }),
];

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Earlier today (between the UTC day start and the platform's start): two settled bets and a
 * deposit, seeded by member id so the team overview's "today" is not empty right after a start.
 */
export function generateTodayActivity(memberId: number, anchor: number, started: number): { bets: BetRecord[]; deposit: Omit<TransactionRecord, 'transactionId' | 'balanceAfter'> | undefined } {
  const random = createSeededRandom(memberId * 2_711);
  const elapsed = Math.max(0, started - anchor - 1);
  const at = () => anchor + Math.floor(random() * elapsed);
  const bets = Array.from({ length: 2 }, (_, i): BetRecord => {
    const [vassalage, gameName] = pickOne(random, VENDOR_SAMPLES);
    const betAmount = randomInt(random, 2, 60) * 5;
    return { betId: `B${memberId}T${i + 1}`, vassalage, gameName, betAmount, validBet: betAmount, winLoss: round2((random() * 2 - 1) * betAmount), betTime: at(), status: 'SETTLED' };
  }).sort((a, b) => b.betTime - a.betTime);
  const deposit = { type: 'DEPOSIT' as const, amount: randomInt(random, 2, 20) * 50, time: at(), remark: 'deposit', status: 'success' as const, channel: 'GCash' };
  return { bets, deposit };
}

/** spec §2 "my income": dividends, daily/hourly/real-time salary and commission. */
export type IncomeKind = 'dividend' | 'daily' | 'hourly' | 'realtime' | 'commission';

export interface IncomeRecord {
  incomeId: string;
  /** yyyy-MM-dd (UTC). */
  date: string;
  kind: IncomeKind;
  amount: number;
  /** Issued, or still being processed (the newest ones). */
  status: 'issued' | 'process';
  time: number;
}

/** Every this many days, one row of the kind: about 50 rows over the 60 days for a full-scale agent. */
const INCOME_EVERY: Readonly<Record<IncomeKind, number>> = { daily: 3, hourly: 5, realtime: 6, commission: 10, dividend: 15 };
const INCOME_SCALE: Readonly<Record<IncomeKind, [number, number]>> = { daily: [120, 900], hourly: [40, 300], realtime: [20, 180], commission: [200, 1_500], dividend: [1_500, 9_000] };

/** An agent's income over HISTORY_DAYS before the start, newest first; `scale` shrinks amounts for smaller agents. */
export function generateIncome(memberId: number, anchor: number, started: number, scale = 1): IncomeRecord[] {
  const random = createSeededRandom(memberId * 6_007);
  const rows: IncomeRecord[] = [];
  for (const [kind, every] of Object.entries(INCOME_EVERY) as [IncomeKind, number][]) {
    const [min, max] = INCOME_SCALE[kind];
    for (let day = 1 + (memberId % every); day <= HISTORY_DAYS; day += every) {
      const time = anchor - day * DAY_MS + randomInt(random, 1, 22) * 3_600_000;
      rows.push({ incomeId: '', date: new Date(time).toISOString().slice(0, 10), kind, amount: round2(randomInt(random, min, max) * scale), status: day <= 2 ? 'process' : 'issued', time: Math.min(time, started) });
    }
  }
  rows.sort((a, b) => b.time - a.time);
  return rows.map((row, index) => ({ ...row, incomeId: `IN${memberId}${String(rows.length - index).padStart(4, '0')}` }));
}
