import { createSeededRandom, pickOne, randomInt } from './random';

export interface BetRecord {
  betId: string;
  vassalage: string;
  gameName: string;
  betAmount: number;
  validBet: number;
  winLoss: number;
  betTime: number;
  status: 'SETTLED' | 'OPEN';
}

export type TransactionType = 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER_IN' | 'TRANSFER_OUT' | 'BONUS' | 'REBATE' | 'POINTS';
export const TRANSACTION_TYPES: readonly TransactionType[] = ['DEPOSIT', 'WITHDRAW', 'TRANSFER_IN', 'TRANSFER_OUT', 'BONUS', 'REBATE', 'POINTS'];

export type TransactionStatus = 'success' | 'pending' | 'rejected';

export interface TransactionRecord {
  transactionId: string;
  type: TransactionType;
  amount: number;
  balanceAfter: number;
  time: number;
  remark: string;
  status: TransactionStatus;
  /** Deposits: the channel's name. */
  channel?: string;
}

/** The names of the deposit channels (member-centre.ts DEPOSIT_CHANNELS) seeded deposits went through. */
export const SEEDED_DEPOSIT_CHANNELS = ['GCash', 'Bank transfer', 'Maya', '7-Eleven'] as const;

export const DAY_MS = 86_400_000;
/** Seeded records fall in this many days before the platform's start (floored to the UTC day). */
export const HISTORY_DAYS = 60;
/** Seeded bets per member, and how many of them fall in the 7 days before the start (spec §9 date presets). */
export const SEEDED_BETS = 140;
export const SEEDED_RECENT_BETS = 35;
export const SEEDED_TRANSACTIONS = 45;
/** The newest bets are still running. */
const OPEN_BETS = 3;

/** The UTC day the records are anchored to: the same records all day long. */
export function dayStartOf(time: number): number {
  return Math.floor(time / DAY_MS) * DAY_MS;
}

export const VENDOR_SAMPLES = [['PG', 'Golden Dragon'], ['JDB', 'Lucky Panda'], ['N2', 'No Commission Baccarat'], ['SABA', 'Football parlay'], ['TCG_SEA', 'EZ2 2D']] as const;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * A member's bets, seeded by their id: the same on every run of a given day. `anchor` is the start
 * of the platform's UTC day; every bet lies in the HISTORY_DAYS before it, newest first.
 */
export function generateBetRecords(memberId: number, anchor: number, count = SEEDED_BETS, recent = SEEDED_RECENT_BETS): BetRecord[] {
  const random = createSeededRandom(memberId * 7919);
  const bets = Array.from({ length: count }, (_, i): BetRecord => {
    const [vassalage, gameName] = pickOne(random, VENDOR_SAMPLES);
    const betAmount = randomInt(random, 1, 200) * 5;
    // The first `recent` bets land in the last 7 days, the rest anywhere in the older part of the window.
    const ageMinutes = i < recent ? randomInt(random, 1, 7 * 1440 - 1) : randomInt(random, 7 * 1440, HISTORY_DAYS * 1440 - 1);
    return {
      betId: `B${memberId}${String(i + 1).padStart(5, '0')}`,
      vassalage,
      gameName,
      betAmount,
      validBet: betAmount,
      winLoss: round2((random() * 2.2 - 1.1) * betAmount),
      betTime: anchor - ageMinutes * 60_000,
      status: 'SETTLED',
    };
  });
  bets.sort((a, b) => b.betTime - a.betTime);
  for (const bet of bets.slice(0, OPEN_BETS)) {
    bet.status = 'OPEN';
    bet.winLoss = 0;
  }
  return bets;
}

/** What the account record says of a seeded row, as the cashier writes it (`deposit via GCash`, …). */
const REMARKS: Record<'DEPOSIT' | 'WITHDRAW' | 'BONUS' | 'REBATE', readonly string[]> = {
  DEPOSIT: ['deposit'],
  WITHDRAW: ['withdrawal to GCash', 'withdrawal to bank account', 'withdrawal to Maya'],
  BONUS: ['weekend reload bonus', 'mission reward', 'daily check-in bonus', 'VIP monthly bonus'],
  REBATE: ['weekly rebate', 'live casino cashback'],
};

function remarkOf(type: keyof typeof REMARKS, index: number): string {
  const options = REMARKS[type];
  return options[index % options.length] ?? type.toLowerCase();
}

/**
 * A member's account record, newest first, seeded by their id. The newest balanceAfter is the
 * member's main balance; pending and rejected rows did not move the balance.
 */
export function generateTransactions(memberId: number, anchor: number, currentBalance: number, count = SEEDED_TRANSACTIONS): TransactionRecord[] {
  const random = createSeededRandom(memberId * 104_729);
  const spacing = (HISTORY_DAYS * DAY_MS) / count;
  let after = currentBalance;
  return Array.from({ length: count }, (_, i): TransactionRecord => {
    const amount = randomInt(random, 1, 40) * 50;
    let type = pickOne(random, ['DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE'] as const);
    // Walking back in time: a credit bigger than the balance after it cannot have happened.
    if (type !== 'WITHDRAW' && after - amount < 0) type = 'WITHDRAW';
    const status: TransactionStatus = (type === 'DEPOSIT' || type === 'WITHDRAW') && i % 11 === 4 ? 'pending' : type === 'WITHDRAW' && i % 9 === 7 ? 'rejected' : 'success';
    const time = anchor - Math.round(i * spacing) - randomInt(random, 1, Math.floor(spacing / 60_000) - 1) * 60_000;
    const record: TransactionRecord = { transactionId: `T${memberId}${String(i + 1).padStart(5, '0')}`, type, amount, balanceAfter: round2(after), time, remark: remarkOf(type, i), status };
    if (type === 'DEPOSIT') {
      record.channel = SEEDED_DEPOSIT_CHANNELS[i % SEEDED_DEPOSIT_CHANNELS.length] ?? 'GCash';
      record.remark = `deposit via ${record.channel}`;
    }
    if (status === 'success') after = round2(after + (type === 'WITHDRAW' ? amount : -amount));
    return record;
  });
}
