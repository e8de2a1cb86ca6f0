import type { AccountBook, MemberAccount } from './accounts';
import { DAY_MS, dayStartOf } from './records';

/** How deep an agent's team goes in the agent centre: direct downlines (1) and theirs (2). */
export const TEAM_LEVELS = 2;

export interface TeamMember {
  member: MemberAccount;
  /** 1: the agent's direct downline; 2: a downline's downline. */
  level: number;
}

/** The agent's team, level 1 first, each level by account name. */
export function teamOf(accounts: AccountBook, agent: string): TeamMember[] {
  const team: TeamMember[] = [];
  let uplines = [agent];
  for (let level = 1; level <= TEAM_LEVELS && uplines.length > 0; level++) {
    const members = uplines.flatMap((upline) => accounts.downlinesOf(upline)).sort((a, b) => a.account.localeCompare(b.account));
    team.push(...members.map((member) => ({ member, level })));
    uplines = members.map((member) => member.account);
  }
  return team;
}

/** The level of `account` in the agent's team, or undefined when it is not in it. */
export function levelIn(accounts: AccountBook, agent: string, account: string): TeamMember | undefined {
  const key = account.trim().toLowerCase();
  return teamOf(accounts, agent).find(({ member }) => member.account.toLowerCase() === key);
}

/** Team overview periods (spec §3): D today, W the 7 UTC days ending today, M the 30 ending today. */
export type OverviewPeriod = 'D' | 'W' | 'M';
export const OVERVIEW_DAYS: Readonly<Record<OverviewPeriod, number>> = { D: 1, W: 7, M: 30 };

/** [from, to) in epoch ms for a period ending with the platform clock's UTC day. */
export function periodRange(period: OverviewPeriod, now: number): { from: number; to: number } {
  const today = dayStartOf(now);
  return { from: today - (OVERVIEW_DAYS[period] - 1) * DAY_MS, to: today + DAY_MS };
}

/** A member counts as active when they logged in or bet in the 7 days before now. */
export const ACTIVE_WINDOW_MS = 7 * DAY_MS;

export function isActiveMember(member: MemberAccount, now: number): boolean {
  const since = now - ACTIVE_WINDOW_MS;
  return (member.lastLoginAt ?? 0) >= since || member.bets.some((bet) => bet.betTime >= since && bet.betTime <= now);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Money and bets of one member in [from, to): settled bets, successful deposits, withdrawals, bonuses and rebates. */
export interface MemberFigures {
  bets: number;
  deposits: number;
  withdrawals: number;
  validBet: number;
  winLoss: number;
  bonus: number;
  rebate: number;
  /** The member's result: winLoss + bonus + rebate (as the personal profit page). */
  profitLoss: number;
}

export function figuresOf(member: MemberAccount, inRange: (time: number) => boolean): MemberFigures {
  const figures: MemberFigures = { bets: 0, deposits: 0, withdrawals: 0, validBet: 0, winLoss: 0, bonus: 0, rebate: 0, profitLoss: 0 };
  for (const bet of member.bets) {
    if (!inRange(bet.betTime)) continue;
    figures.bets++;
    if (bet.status !== 'SETTLED') continue;
    figures.validBet += bet.validBet;
    figures.winLoss += bet.winLoss;
  }
  for (const row of member.transactions) {
    if (!inRange(row.time) || row.status !== 'success') continue;
    if (row.type === 'DEPOSIT') figures.deposits += row.amount;
    else if (row.type === 'WITHDRAW') figures.withdrawals += row.amount;
    else if (row.type === 'BONUS') figures.bonus += row.amount;
    else if (row.type === 'REBATE') figures.rebate += row.amount;
  }
  figures.profitLoss = figures.winLoss + figures.bonus + figures.rebate;
  return roundFigures(figures);
}

export function roundFigures(f: MemberFigures): MemberFigures {
  return { bets: f.bets, deposits: round2(f.deposits), withdrawals: round2(f.withdrawals), validBet: round2(f.validBet), winLoss: round2(f.winLoss), bonus: round2(f.bonus), rebate: round2(f.rebate), profitLoss: round2(f.profitLoss) };
}

/** Sums figures (then rounds). */
export function addFigures(all: readonly MemberFigures[]): MemberFigures {
  const total: MemberFigures = { bets: 0, deposits: 0, withdrawals: 0, validBet: 0, winLoss: 0, bonus: 0, rebate: 0, profitLoss: 0 };
  for (const f of all) {
    total.bets += f.bets;
    total.deposits += f.deposits;
    total.withdrawals += f.withdrawals;
    total.validBet += f.validBet;
    total.winLoss += f.winLoss;
    total.bonus += f.bonus;
    total.rebate += f.rebate;
    total.profitLoss += f.profitLoss;
  }
  return roundFigures(total);
}
