import { AGENT_ACCOUNT_TYPES, isAgentAccount, PLAYER_ACCOUNT_TYPE, TRIAL_ACCOUNT_TYPE } from './account-types';
import { DEMO_PAYMENT_PASSWORD, generateBonuses, generateMessages, type ActivityStatus, type BonusRecord, type MemberMessage, type Withdrawal } from './member-centre';
import { DAY_MS, dayStartOf, generateBetRecords, generateTransactions, SEEDED_BETS, SEEDED_RECENT_BETS, type BetRecord, type TransactionRecord } from './records';
import { SPECIAL_GAMES } from './games';
import { payoutLabel, seededPayoutAccounts, vipPayoutAccounts, type PayoutAccount } from './payout-accounts';
import { MAIN_WALLET_ID, WALLETS } from './vendors';
import { generateIncome, generateTodayActivity, TEAM_SEEDS, type AccountSeed, type IncomeRecord, type TeamSeed } from './team-seed';

/** An account record's remark names the wallets as the member knows them ("Main wallet → Live wallet"), never by id. */
function walletName(accountTypeId: number): string {
  return WALLETS.find((wallet) => wallet.accountTypeId === accountTypeId)?.accountTypeName ?? 'Wallet';
}

export interface Redemption {
  redeemId: number;
  goodsId: number;
  goodsName: string;
  points: number;
  time: number;
  status: 'in process' | 'approved' | 'rejected';
}

export interface MemberAccount {
  id: number;
  account: string;
  password: string;
  nickname: string;
  type: number;
  /** The upline's account, for downlines of an agent. */
  upline?: string;
  /** Whether the member may transfer funds to their upline (spec §2 transferUpline). */
  toUpline: boolean;
  rankLevel: number;
  memberLabel: string;
  mobileNum?: string;
  email?: string;
  affiliateCode?: string;
  /** The referral code the member registered with (spec §4 `?referralCode=`), for the referral programme. */
  referredWith?: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** accountTypeId → available balance. */
  balances: Map<number, number>;
  points: number;
  avatar: string;
  avatarType: 'STATIC' | 'CUSTOM';
  /** An unfinished round elsewhere blocks launching some games with `#734`. */
  openRoundGameId?: string;
  favouriteGameIds: string[];
  recentGameIds: string[];
  bets: BetRecord[];
  transactions: TransactionRecord[];
  redemptions: Redemption[];
  /** Withdrawals and transfers to the upline ask for it (DEMO_PAYMENT_PASSWORD for seeded members). */
  paymentPassword: string;
  /** Bound bank cards and e-wallets a withdrawal is paid to, newest first (none until the member binds one). */
  payoutAccounts: PayoutAccount[];
  withdrawals: Withdrawal[];
  messages: MemberMessage[];
  bonuses: BonusRecord[];
  /** activityId → the member's status where it differs from the catalogue's. */
  activityStatuses: Map<number, ActivityStatus>;
  /** Bets placed before this time were already paid out as manual rebate. */
  rebateClaimedUntil: number;
  /** Players' referral code (spec §2 referral programme). */
  referralCode: string;
  profile: MemberProfile;
  /** When the account was opened (epoch ms). */
  registeredAt: number;
  /** The member's last login (epoch ms); undefined when it never logged in. */
  lastLoginAt?: number;
  /** Agents' own income (dividends, salaries, commission), newest first; empty for players. */
  income: IncomeRecord[];
}

/** Member-centre profile fields (all text, '' when not set). */
export interface MemberProfile {
  fullName: string;
  telegram: string;
  zalo: string;
  /** yyyy-MM-dd or ''. */
  birthday: string;
  address: string;
  nationality: string;
  occupation: string;
  sourceOfIncome: string;
}

function emptyProfile(): MemberProfile {
  return { fullName: '', telegram: '', zalo: '', birthday: '', address: '', nationality: '', occupation: '', sourceOfIncome: '' };
}

/** The password of every demo account (but issued01). */
export const DEMO_PASSWORD = 'Passw0rd!';

/**
 * The password agents hand out with the accounts they open (spec §9 "default password"). The
 * platform publishes it as `settings.defaultPassword`; a member still using it must change it.
 */
export const DEFAULT_MEMBER_PASSWORD = 'Welcome888';

/** Demo accounts (documented for developers and e2e tests). All use DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = {
  player: 'player01',
  vipPlayer: 'vip01',
  agent: 'agent01',
  agentType2: 'agent02',
  agentType41: 'agent41',
  agentType42: 'agent42',
  trial: 'trial01',
  firstLogin: 'fresh01',
  /** Logs in from an unregistered IP: needs the extra verification step (spec §4). */
  roamer: 'roamer01',
  /** Still on DEFAULT_MEMBER_PASSWORD (not a first login): the login forces a password change. */
  issued: 'issued01',
  /** Type 3, neither a member type nor an agent type (spec §6): the site refuses it and stores nothing. */
  nonMember: 'staff01',
} as const;

/** An affiliate code that passes `GET /wps/agent/affiliate` (it belongs to agent01). */
export const VALID_AFFILIATE_CODE = 'AFF123';

/** player01's referral code (spec §2 referral programme). */
export const PLAYER_REFERRAL_CODE = 'P01REF';

/** player01's phone, for SMS-code login and reset-by-phone demos. */
export const PLAYER_MOBILE = '9171234567';


const SEEDS: readonly AccountSeed[] = [
  { account: DEMO_ACCOUNTS.player, type: PLAYER_ACCOUNT_TYPE, rankLevel: 2, nickname: 'Lucky Player', mobileNum: PLAYER_MOBILE, upline: 'agent01', mainBalance: 1_250.5 },
  { account: DEMO_ACCOUNTS.vipPlayer, type: PLAYER_ACCOUNT_TYPE, rankLevel: 6, nickname: 'High Roller', mainBalance: 98_000 },
  { account: DEMO_ACCOUNTS.agent, type: 1, rankLevel: 3, nickname: 'Agent One', affiliateCode: VALID_AFFILIATE_CODE, mainBalance: 20_000 },
  { account: DEMO_ACCOUNTS.agentType2, type: 2, rankLevel: 3, nickname: 'Agent Two', upline: 'agent01', mainBalance: 8_000 },
  { account: DEMO_ACCOUNTS.agentType41, type: 41, rankLevel: 2, nickname: 'Agent 41', mainBalance: 5_000 },
  { account: DEMO_ACCOUNTS.agentType42, type: 42, rankLevel: 2, nickname: 'Agent 42', mainBalance: 5_000 },
  { account: DEMO_ACCOUNTS.trial, type: TRIAL_ACCOUNT_TYPE, rankLevel: 1, nickname: 'Guest', mainBalance: 2_000 },
  { account: DEMO_ACCOUNTS.firstLogin, type: PLAYER_ACCOUNT_TYPE, rankLevel: 1, nickname: 'New Member', firstLogin: true, mainBalance: 0 },
  { account: DEMO_ACCOUNTS.issued, type: PLAYER_ACCOUNT_TYPE, rankLevel: 1, nickname: 'Issued Member', upline: 'agent01', password: DEFAULT_MEMBER_PASSWORD, mainBalance: 100 },
  { account: DEMO_ACCOUNTS.roamer, type: PLAYER_ACCOUNT_TYPE, rankLevel: 2, nickname: 'Travelling Player', mobileNum: '9179876543', mainBalance: 640 },
  ...['down01', 'down02', 'down03', 'down04', 'down05'].map((account, index) => ({ account, type: PLAYER_ACCOUNT_TYPE, rankLevel: 1 + (index % 3), nickname: `Downline ${index + 1}`, upline: 'agent01', mainBalance: 300 + index * 150 })),
  // agent01's wider team (down06–down14 direct, sub01–sub16 under agent02): appended so every account above keeps its id and records.
  ...TEAM_SEEDS,
  // Last, so every account above keeps its id and records.
  { account: DEMO_ACCOUNTS.nonMember, type: 3, rankLevel: 1, nickname: 'Staff', mainBalance: 0 },
];

export class UsernameTakenError extends Error {
  override name = 'UsernameTakenError';
}

export class InsufficientBalanceError extends Error {
  override name = 'InsufficientBalanceError';
}

function freshBalances(main: number, sideWallets: boolean): Map<number, number> {
  return new Map(WALLETS.map(({ accountTypeId }) => [accountTypeId, accountTypeId === MAIN_WALLET_ID ? main : sideWallets ? 100 : 0]));
}

export interface NewMember {
  account: string;
  password: string;
  type?: number;
  nickname?: string;
  mobileNum?: string;
  email?: string;
  upline?: string;
  referredWith?: string;
  paymentPassword?: string;
}

/** Every account the platform knows, keyed by lower-case username (usernames are case-insensitive). */
export class AccountBook {
  private readonly members = new Map<string, MemberAccount>();
  private nextId = 1001;
  private readonly loginFailures = new Map<string, number>();

  /** `now` is the platform's clock: seeded records fall in the days before its start. */
  constructor(private readonly now: () => number = Date.now) {
    const started = now();
    const anchor = dayStartOf(started);
    SEEDS.forEach((seed, index) => {
      const member = this.add({ account: seed.account, password: seed.password ?? DEMO_PASSWORD, type: seed.type, nickname: seed.nickname, email: `${seed.account}@croupier.example`, ...(seed.mobileNum ? { mobileNum: seed.mobileNum } : {}), ...(seed.upline ? { upline: seed.upline } : {}) });
      member.rankLevel = seed.rankLevel;
      member.balances = freshBalances(seed.mainBalance, seed.mainBalance > 0);
      member.firstTimeLogin = seed.firstLogin ?? false;
      member.passwordExpired = seed.firstLogin ?? false;
      member.points = seed.rankLevel * 1_500;
      // Demo accounts opened a year or more before the start; the last login a day or two ago.
      member.registeredAt = anchor - (400 + index * 7) * DAY_MS;
      member.lastLoginAt = anchor - ((index % 3) + 1) * DAY_MS + (9 + index) * 3_600_000;
      if (seed.team) {
        this.seedTeamMember(member, seed.team, seed.mainBalance, anchor, started);
      } else {
        member.bets = generateBetRecords(member.id, anchor);
        member.transactions = generateTransactions(member.id, anchor, seed.mainBalance);
      }
      if (isAgentAccount(seed.type)) member.income = generateIncome(member.id, anchor, started, seed.account === DEMO_ACCOUNTS.agent ? 1 : 0.5);
      member.paymentPassword = DEMO_PAYMENT_PASSWORD;
      const isPlayer01 = seed.account === DEMO_ACCOUNTS.player;
      member.messages = generateMessages(member.id, anchor, isPlayer01 ? 14 : 4, isPlayer01 ? 4 : 1);
      member.bonuses = generateBonuses(member.id, anchor, isPlayer01 ? 15 : 4);
      if (seed.affiliateCode) member.affiliateCode = seed.affiliateCode;
      if (seed.account === DEMO_ACCOUNTS.vipPlayer) {
        member.profile = { ...member.profile, fullName: 'Maria Santos' };
        member.payoutAccounts = vipPayoutAccounts(member.id, anchor);
      }
      if (isPlayer01) {
        member.referralCode = PLAYER_REFERRAL_CODE;
        member.profile = { ...member.profile, fullName: 'Juan Dela Cruz', telegram: '@luckyjuan', birthday: '1990-05-17', address: '12 Mabini St, Makati City', nationality: 'Filipino', occupation: 'Engineer', sourceOfIncome: 'Salary' };
        member.payoutAccounts = seededPayoutAccounts(member.id, 'Juan Dela Cruz', anchor);
        const [wallet, card] = member.payoutAccounts;
        const paidTo = (account: PayoutAccount | undefined) => (account ? { payoutAccountId: account.payoutAccountId, paidTo: payoutLabel(account) } : {});
        member.withdrawals = [
          { withdrawId: `W${member.id}003`, amount: 500, time: started - 5 * 60_000, status: 'paid', confirmBy: started + 25 * 60_000, ...paidTo(wallet) },
          { withdrawId: `W${member.id}002`, amount: 1_000, time: anchor - 3 * DAY_MS, status: 'received', receivedAmount: 1_000, confirmBy: anchor - 3 * DAY_MS + 30 * 60_000, ...paidTo(card) },
          { withdrawId: `W${member.id}001`, amount: 800, time: anchor - 12 * DAY_MS, status: 'auto received', confirmBy: anchor - 12 * DAY_MS + 30 * 60_000, ...paidTo(card) },
        ];
        member.openRoundGameId = SPECIAL_GAMES.openRoundElsewhere;
        member.favouriteGameIds = ['pg-0001', 'jdb-0002', 'pp-0010'];
        member.recentGameIds = ['cq9-0002', 'pg-0003'];
      }
    });
  }

  /** A team member's history: dormant ones stopped betting a week ago, recent ones only since they registered. */
  private seedTeamMember(member: MemberAccount, team: TeamSeed, mainBalance: number, anchor: number, started: number): void {
    member.registeredAt = team.registeredDaysAgo === 0 ? anchor + Math.floor((started - anchor) / 2) : anchor - team.registeredDaysAgo * DAY_MS + 10 * 3_600_000;
    if (team.lastLoginDaysAgo === undefined) delete member.lastLoginAt;
    else member.lastLoginAt = Math.max(member.registeredAt, team.lastLoginDaysAgo === 0 ? anchor + Math.floor((started - anchor) / 3) : anchor - team.lastLoginDaysAgo * DAY_MS + 20 * 3_600_000);
    const today = team.activeToday ? generateTodayActivity(member.id, anchor, started) : { bets: [], deposit: undefined };
    const bets = generateBetRecords(member.id, anchor, team.dormant ? 60 : SEEDED_BETS, team.dormant ? 0 : SEEDED_RECENT_BETS);
    const transactions = generateTransactions(member.id, anchor, round2(mainBalance - (today.deposit?.amount ?? 0)));
    const since = (time: number) => time >= member.registeredAt;
    member.bets = [...today.bets, ...bets].filter((bet) => since(bet.betTime));
    member.transactions = [...(today.deposit ? [{ ...today.deposit, transactionId: `T${member.id}00000`, balanceAfter: mainBalance }] : []), ...transactions].filter((row) => since(row.time));
  }

  find(account: string): MemberAccount | undefined {
    return this.members.get(account.trim().toLowerCase());
  }

  findByMobile(mobileNum: string): MemberAccount | undefined {
    return [...this.members.values()].find((member) => member.mobileNum === mobileNum.trim());
  }

  findByAffiliateCode(code: string): MemberAccount | undefined {
    return [...this.members.values()].find((member) => member.affiliateCode?.toUpperCase() === code.trim().toUpperCase());
  }

  /** Members who registered with this referral code. */
  referredBy(code: string): MemberAccount[] {
    return [...this.members.values()].filter((member) => member.referredWith?.toUpperCase() === code.trim().toUpperCase());
  }

  /** Every member (to check that a payout account is not bound twice). */
  all(): MemberAccount[] {
    return [...this.members.values()];
  }

  downlinesOf(account: string): MemberAccount[] {
    return [...this.members.values()].filter((member) => member.upline === account);
  }

  add(input: NewMember): MemberAccount {
    const key = input.account.trim().toLowerCase();
    if (this.members.has(key)) throw new UsernameTakenError(`username ${input.account} is taken`);
    const type = input.type ?? PLAYER_ACCOUNT_TYPE;
    const member: MemberAccount = {
      id: this.nextId++,
      account: input.account.trim(),
      password: input.password,
      nickname: input.nickname ?? input.account.trim(),
      type,
      toUpline: input.upline !== undefined && !AGENT_ACCOUNT_TYPES.includes(type),
      rankLevel: 1,
      memberLabel: type === TRIAL_ACCOUNT_TYPE ? 'TRIAL' : 'NORMAL',
      firstTimeLogin: false,
      passwordExpired: false,
      balances: freshBalances(0, false),
      points: 0,
      avatar: `/avatars/${(this.nextId % 8) + 1}.svg`,
      avatarType: 'STATIC',
      favouriteGameIds: [],
      recentGameIds: [],
      bets: [],
      transactions: [],
      redemptions: [],
      paymentPassword: input.paymentPassword ?? '',
      payoutAccounts: [],
      withdrawals: [],
      messages: [],
      bonuses: [],
      activityStatuses: new Map(),
      rebateClaimedUntil: 0,
      referralCode: `R${this.nextId - 1}`,
      profile: emptyProfile(),
      registeredAt: this.now(),
      income: [],
    };
    if (input.mobileNum) member.mobileNum = input.mobileNum;
    if (input.email) member.email = input.email;
    if (input.upline) member.upline = input.upline;
    if (input.referredWith) member.referredWith = input.referredWith;
    this.members.set(key, member);
    return member;
  }

  failuresOf(account: string): number {
    return this.loginFailures.get(account.trim().toLowerCase()) ?? 0;
  }

  recordFailure(account: string): number {
    const failures = this.failuresOf(account) + 1;
    this.loginFailures.set(account.trim().toLowerCase(), failures);
    return failures;
  }

  clearFailures(account: string): void {
    this.loginFailures.delete(account.trim().toLowerCase());
  }

  sumBalance(member: MemberAccount): number {
    return round2([...member.balances.values()].reduce((sum, amount) => sum + amount, 0));
  }

  /** Moves money between two of a member's wallets; both sides change or neither does. */
  transfer(member: MemberAccount, fromAccountTypeId: number, toAccountTypeId: number, amount: number, now: number): void {
    const from = member.balances.get(fromAccountTypeId) ?? 0;
    if (from < amount) throw new InsufficientBalanceError(`wallet ${fromAccountTypeId} holds ${from}, asked ${amount}`);
    member.balances.set(fromAccountTypeId, round2(from - amount));
    member.balances.set(toAccountTypeId, round2((member.balances.get(toAccountTypeId) ?? 0) + amount));
    const mainAfter = member.balances.get(MAIN_WALLET_ID) ?? 0;
    member.transactions.unshift({ transactionId: `T${member.id}${now}`, type: fromAccountTypeId === MAIN_WALLET_ID ? 'TRANSFER_OUT' : 'TRANSFER_IN', amount, balanceAfter: mainAfter, time: now, remark: `${walletName(fromAccountTypeId)} → ${walletName(toAccountTypeId)}`, status: 'success' });
  }

  credit(member: MemberAccount, amount: number): void {
    member.balances.set(MAIN_WALLET_ID, round2((member.balances.get(MAIN_WALLET_ID) ?? 0) + amount));
  }

  /** Takes money out of the main wallet; refuses more than it holds. */
  debit(member: MemberAccount, amount: number): void {
    const main = member.balances.get(MAIN_WALLET_ID) ?? 0;
    if (main < amount) throw new InsufficientBalanceError(`main wallet holds ${main}, asked ${amount}`);
    member.balances.set(MAIN_WALLET_ID, round2(main - amount));
  }

  /** A row at the top of the member's account record; balanceAfter is the main wallet now. */
  record(member: MemberAccount, entry: Omit<TransactionRecord, 'transactionId' | 'balanceAfter'>): TransactionRecord {
    const record: TransactionRecord = { ...entry, transactionId: `T${member.id}${entry.time}${member.transactions.length}`, balanceAfter: member.balances.get(MAIN_WALLET_ID) ?? 0 };
    member.transactions.unshift(record);
    return record;
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
