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

export interface TransactionRecord {
  transactionId: string;
  type: TransactionType;
  amount: number;
  balanceAfter: number;
  time: number;
  remark: string;
}

const EPOCH = Date.UTC(2025, 5, 1);
const VENDOR_SAMPLES = [['PG', 'Golden Dragon'], ['JDB', 'Lucky Panda'], ['N2', 'Baccarat 1'], ['SABA', 'Football parlay'], ['TCG_SEA', 'EZ2 2D']] as const;

/** A member's history, seeded by their id so it is the same on every run. */
export function generateBetRecords(memberId: number, count: number): BetRecord[] {
  const random = createSeededRandom(memberId * 7919);
  return Array.from({ length: count }, (_, i) => {
    const [vassalage, gameName] = pickOne(random, VENDOR_SAMPLES);
    const betAmount = randomInt(random, 1, 200) * 5;
    return {
      betId: `B${memberId}${String(i + 1).padStart(5, '0')}`,
      vassalage,
      gameName,
      betAmount,
      validBet: betAmount,
      winLoss: Math.round((random() * 2.2 - 1.1) * betAmount * 100) / 100,
      betTime: EPOCH + i * 3_600_000 * randomInt(random, 1, 5),
      status: 'SETTLED',
    };
  });
}

export function generateTransactions(memberId: number, count: number, startingBalance: number): TransactionRecord[] {
  const random = createSeededRandom(memberId * 104_729);
  let balance = startingBalance;
  return Array.from({ length: count }, (_, i) => {
    const type = pickOne(random, ['DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE'] as const);
    const amount = randomInt(random, 1, 40) * 50;
    balance += type === 'WITHDRAW' ? -amount : amount;
    return { transactionId: `T${memberId}${String(i + 1).padStart(5, '0')}`, type, amount, balanceAfter: balance, time: EPOCH + i * 86_400_000, remark: type.toLowerCase() };
  });
}
