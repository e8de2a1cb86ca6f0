import { loadApi } from '@/stores/lazy-api';
import {
  flagParam,
  listParam,
  numberParam,
  pageOf,
  rowOf,
  textParam,
  type CommandDefinition,
  type ParamValues,
  type ParamsSchema,
  type QueryDefinition,
  type QueryResult,
} from './data-types';

/**
 * The named queries (reads) and commands (writes) schemas may bind to (docs/architecture.md "Data in schemas"). Each is a typed
 * src/api function with a JSON Schema for its params. A document can name only what is here:
 * no URL ever comes from a schema. `schemas:check` reads this catalogue too.
 */

const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd' } as const;
const page = {
  pageNo: { type: 'integer', minimum: 1, description: '1-based page number' },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, description: 'rows per page' },
} as const;
const amount = { type: ['number', 'string'], description: 'an amount of money' } as const;
const secret = { type: 'string', description: 'never logged, stored or echoed back' } as const;

function params(properties: Readonly<Record<string, object>>, required: readonly string[] = []): ParamsSchema {
  return { type: 'object', properties, required, additionalProperties: false };
}

const none = params({});

function dated(input: ParamValues): { startDate?: string; endDate?: string } {
  const startDate = textParam(input, 'startDate');
  const endDate = textParam(input, 'endDate');
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}

function paged(input: ParamValues): { pageNo?: number; pageSize?: number } {
  const pageNo = numberParam(input, 'pageNo');
  const pageSize = numberParam(input, 'pageSize');
  return { ...(pageNo ? { pageNo } : {}), ...(pageSize ? { pageSize } : {}) };
}

/** A page of platform records: its rows and where it stands among the pages. */
function pagedRows(page: { list: readonly object[]; pageNum: number; totalPages: number; totalCount: number }): QueryResult {
  return { rows: page.list.map(rowOf), facts: {}, page: pageOf(page) };
}

function rowsOnly(rows: readonly object[]): QueryResult {
  return { rows: rows.map(rowOf), facts: {} };
}

function factsOnly(facts: object): QueryResult {
  return { rows: [], facts: rowOf(facts) };
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new RangeError(`[croupier data] missing value for "${name}"`);
  return value;
}

const api = loadApi;
type Api = Awaited<ReturnType<typeof loadApi>>;

const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
const NOTICE_TYPE_LIST = ['B', 'PL', 'PU', 'PR', 'H'] as const;

function contractKind(input: ParamValues): (typeof CONTRACT_KINDS)[number] {
  const kind = textParam(input, 'kind');
  const known = CONTRACT_KINDS.find((candidate) => candidate === kind);
  if (!known) throw new RangeError(`[croupier data] unknown contract kind "${String(kind)}"`);
  return known;
}

interface TeamQuery {
  pageNo?: number;
  pageSize?: number;
  startDate?: string;
  endDate?: string;
  account?: string;
  level?: number;
}

/** The agent reports share their filters: period, member, level, page. */
async function teamReport(input: ParamValues, load: (api: Api, query: TeamQuery) => Promise<{ list: readonly object[]; pageNum: number; totalPages: number; totalCount: number }>): Promise<QueryResult> {
  const account = textParam(input, 'account');
  const level = numberParam(input, 'level');
  const result = await load(await api(), { ...paged(input), ...dated(input), ...(account ? { account } : {}), ...(level ? { level } : {}) });
  return pagedRows(result);
}

export const queries = {
  walletBalances: {
    description: 'The balance of each wallet, the total and the currency symbol (spec §3 sumBalance).',
    params: none,
    fields: ['accountTypeId', 'accountTypeName', 'availBalance', 'sumBalance', 'mainBalance', 'currencySymbol'],
    run: async () => {
      const balance = await (await api()).getBalance();
      // The header's balance is the same figure: one refresh updates both. (Imported here, not at the
      // top, so `schemas:check` can read this catalogue in Node without a browser's storage.)
      const { useWalletStore } = await import('@/stores/wallet-store');
      useWalletStore.setState({ balance });
      // The platform lists the main wallet first: withdrawals and upline transfers draw on it.
      const mainBalance = balance.balance[0]?.availBalance ?? balance.sumBalance;
      return { rows: balance.balance.map(rowOf), facts: rowOf({ sumBalance: balance.sumBalance, mainBalance, currencySymbol: balance.currencySymbol, currency: balance.currency }) };
    },
  },
  merchantWallet: {
    description: 'Whether the merchant runs one wallet (isSingle) or one per game area (GCS_merchantWallet).',
    params: none,
    fields: ['isSingle', 'accountTypeId', 'accountTypeName'],
    run: async () => {
      const wallet = await (await api()).getMerchantWallet();
      return { rows: wallet.wallets.map(rowOf), facts: rowOf({ isSingle: wallet.isSingle }) };
    },
  },
  memberInfo: {
    description: 'The member: account, nickname, VIP level (spec §3 member info).',
    params: none,
    fields: ['account', 'nickname', 'labelName', 'rankLevel', 'memberLabel'],
    run: async () => {
      const member = await (await api()).getMemberInfo();
      return factsOnly({ account: member.account, nickname: member.nickname, labelName: member.clubLabel?.labelName ?? '', rankLevel: member.clubLabel?.rankLevel ?? 0, memberLabel: member.memberLabel ?? '' });
    },
  },
  profile: {
    description: 'Profile fields of spec §3 with the phone and email binding status.',
    params: none,
    fields: ['account', 'nickname', 'fullName', 'telegram', 'zalo', 'birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome', 'email', 'emailBound', 'mobileNum', 'mobileBound'],
    run: async () => factsOnly(await (await api()).getProfile()),
  },
  profileSettings: {
    description: "The server's field config for the profile (enabled, required, editable, rule).",
    params: none,
    fields: ['field', 'enabled', 'required', 'editable', 'acceptedPattern', 'minLength', 'maxLength'],
    run: async () => {
      const settings = await (await api()).getProfileSettings();
      return rowsOnly(Object.entries(settings).map(([field, config]) => ({ field, ...config })));
    },
  },
  memberAvatar: {
    description: "The member's avatar (spec §3 avatar, avatarType).",
    params: none,
    fields: ['avatar', 'avatarType'],
    run: async () => factsOnly(await (await api()).getMemberIcon()),
  },
  avatarChoices: {
    description: 'The STATIC avatars a player can choose (MCSFE_getPlayerAvatar).',
    params: none,
    fields: ['avatar', 'avatarType'],
    run: async () => rowsOnly(await (await api()).getPlayerAvatars()),
  },
  bettingRecord: {
    description: 'Bets, newest first, paged (ODSFE2_MemBetDet).',
    params: params({ ...page, startDate: date, endDate: date, vassalage: { type: 'string' }, status: { enum: ['', 'SETTLED', 'OPEN'] } }),
    fields: ['betId', 'vassalage', 'gameName', 'betAmount', 'validBet', 'winLoss', 'betTime', 'status'],
    run: async (input) => {
      const vassalage = textParam(input, 'vassalage');
      const status = textParam(input, 'status');
      const result = await (await api()).getBettingRecord({ ...paged(input), ...dated(input), ...(vassalage ? { vassalage } : {}), ...(status ? { status } : {}) });
      return pagedRows(result);
    },
  },
  transactionHistory: {
    description: 'The account record: deposits, withdrawals, transfers, bonuses (ODSFE2_MemTransDet).',
    params: params({ ...page, startDate: date, endDate: date, type: { type: 'string' } }),
    fields: ['transactionId', 'type', 'amount', 'balanceAfter', 'time', 'status', 'remark', 'channel'],
    run: async (input) => {
      const type = textParam(input, 'type');
      const result = await (await api()).getTransactionDetails({ ...paged(input), ...dated(input), ...(type ? { type } : {}) });
      return pagedRows(result);
    },
  },
  depositChannels: {
    description: 'Deposit channels with their minimum and maximum amounts.',
    params: none,
    fields: ['channelId', 'name', 'kind', 'minAmount', 'maxAmount'],
    run: async () => rowsOnly(await (await api()).getDepositChannels()),
  },
  withdrawals: {
    description: 'Withdrawals and their receipt status (spec §4 withdrawal confirmation).',
    params: params({ ...page }),
    fields: ['withdrawId', 'amount', 'time', 'paidTo', 'status', 'receivedAmount', 'remainingAmount', 'confirmBy'],
    run: async (input) => {
      const result = await (await api()).getWithdrawals(paged(input));
      return pagedRows(result);
    },
  },
  payoutAccounts: {
    description: 'The bound bank cards and e-wallets a withdrawal is paid to, newest first, masked; facts: hasAccount, accountCount.',
    params: none,
    fields: ['payoutAccountId', 'kind', 'providerCode', 'providerName', 'maskedNumber', 'holderName', 'boundAt', 'label', 'hasAccount', 'accountCount'],
    run: async () => {
      const accounts = await (await api()).getPayoutAccounts();
      const rows = accounts.map((account) => ({ ...account, label: `${account.providerName} ${account.maskedNumber}` }));
      return { rows: rows.map(rowOf), facts: rowOf({ hasAccount: accounts.length > 0, accountCount: accounts.length }) };
    },
  },
  payoutProviders: {
    description: 'The banks and e-wallets the operator pays withdrawals to.',
    params: none,
    fields: ['providerCode', 'providerName', 'kind'],
    run: async () => rowsOnly(await (await api()).getPayoutProviders()),
  },
  payoutBindForm: {
    description: "The bind form's holder name (facts: holderName, canBindMore) and its field config rows: the holder name locked to the registered name; the payment password asked for, or set here by a member without one.",
    params: none,
    fields: ['holderName', 'canBindMore', 'field', 'enabled', 'required', 'editable'],
    run: async () => {
      const settings = await (await api()).getPayoutBindSettings();
      const asks = settings.hasPaymentPassword;
      return {
        rows: [
          { field: 'holderName', enabled: true, required: true, editable: !settings.holderNameLocked },
          { field: 'paymentPassword', enabled: asks, required: asks },
          { field: 'newPaymentPassword', enabled: !asks, required: !asks },
          { field: 'confirmPaymentPassword', enabled: !asks, required: !asks },
        ].map(rowOf),
        facts: rowOf({ holderName: settings.holderName, canBindMore: settings.accountCount < settings.maxAccounts }),
      };
    },
  },
  manualRebate: {
    description: 'Cashback waiting to be claimed, per vendor (MANPLAYREB3).',
    params: none,
    fields: ['available', 'vendor', 'category', 'validBet', 'rate', 'amount'],
    run: async () => {
      const rebate = await (await api()).getManualRebate();
      return { rows: rebate.rows.map(rowOf), facts: rowOf({ available: rebate.available }) };
    },
  },
  personalProfit: {
    description: 'Profit and loss per day with the period total.',
    params: params({ startDate: date, endDate: date }),
    fields: ['date', 'validBet', 'winLoss', 'bonus', 'rebate', 'profit'],
    run: async (input) => {
      const profit = await (await api()).getPersonalProfit(dated(input));
      return { rows: profit.rows.map(rowOf), facts: rowOf(profit.total) };
    },
  },
  bonusDetails: {
    description: 'Bonuses received, paged.',
    params: params({ ...page, startDate: date, endDate: date }),
    fields: ['bonusId', 'title', 'amount', 'time', 'status'],
    run: async (input) => {
      const result = await (await api()).getBonusDetails({ ...paged(input), ...dated(input) });
      return pagedRows(result);
    },
  },
  activities: {
    description: 'Reward-centre activities with their spec §4 status.',
    params: none,
    fields: ['activityId', 'title', 'description', 'status', 'startTime', 'endTime', 'isRaffle', 'promotionId', 'ageLimit'],
    run: async () => rowsOnly(await (await api()).getActivities()),
  },
  referral: {
    description: "The player's referral code, how many friends joined with it, and the reward so far.",
    params: none,
    fields: ['referralCode', 'invitedCount', 'rewardTotal'],
    run: async () => factsOnly(await (await api()).getReferral()),
  },
  messages: {
    description: 'Platform messages, newest first, paged.',
    params: params({ ...page }),
    fields: ['messageId', 'title', 'content', 'time', 'read'],
    run: async (input) => {
      const result = await (await api()).getMessages(paged(input));
      return pagedRows(result);
    },
  },
  unreadMessages: {
    description: 'How many platform messages are unread (CSP_unreadCount).',
    params: none,
    fields: ['count'],
    run: async () => {
      const count = await (await api()).getUnreadCount();
      return { rows: [], facts: { count }, count };
    },
  },
  missions: {
    description: 'Missions with their status and the open count (MCSFE_getMissionSummaryDetails).',
    params: none,
    fields: ['missionId', 'title', 'description', 'target', 'reward', 'status', 'openCount'],
    run: async () => {
      const summary = await (await api()).getMissionSummary();
      return { rows: summary.missions.map(rowOf), facts: { openCount: summary.openCount }, count: summary.openCount };
    },
  },
  missionLeaderboard: {
    description: 'The mission leaderboard (MCSFE_getMissionLeaderboard).',
    params: none,
    fields: ['rank', 'account', 'points', 'reward'],
    run: async () => rowsOnly(await (await api()).getMissionLeaderboard()),
  },
  notices: {
    description: 'Notices of one type (spec §3: B general, PL player, PU popup, PR promotion, H banners; MCSFE_getListAnnouncements).',
    params: params({ type: { enum: ['B', 'PL', 'PU', 'PR', 'H'] } }),
    fields: ['id', 'type', 'title', 'content', 'imageUrl', 'startTime', 'sort', 'promotionId'],
    run: async (input) => {
      const type = NOTICE_TYPE_LIST.find((candidate) => candidate === textParam(input, 'type')) ?? 'B';
      const groups = await (await api()).getAnnouncements([type]);
      const group = { B: groups.notices, PL: groups.player, PU: groups.popup, PR: groups.promotion, H: groups.banners }[type];
      return rowsOnly(group);
    },
  },
  agentAnnouncements: {
    description: 'Announcements for agents (MCSFE_getListAnnouncements, general notices).',
    params: none,
    fields: ['id', 'title', 'content', 'startTime'],
    run: async () => rowsOnly((await (await api()).getAnnouncements(['B'])).notices),
  },
  teamOverview: {
    description: "The agent's team for a period (D, W, M): size, active members, deposits, valid bets, profit and loss.",
    params: params({ period: { enum: ['D', 'W', 'M'] } }),
    fields: ['period', 'teamSize', 'directMembers', 'activeMembers', 'newMembers', 'deposits', 'withdrawals', 'validBets', 'profitLoss'],
    run: async (input) => {
      const period = textParam(input, 'period');
      return factsOnly(await (await api()).getTeamOverview({ period: period === 'W' || period === 'M' ? period : 'D' }));
    },
  },
  downlines: {
    description: "The agent's downlines over two levels, searchable.",
    params: params({ ...page, keyword: { type: 'string' }, level: { type: ['integer', 'string'] } }),
    fields: ['account', 'nickname', 'level', 'type', 'registeredAt', 'lastLoginAt', 'balance', 'status'],
    run: async (input) => {
      const keyword = textParam(input, 'keyword');
      const level = numberParam(input, 'level');
      const result = await (await api()).getDownlines({ ...paged(input), ...(keyword ? { keyword } : {}), ...(level ? { level } : {}) });
      return pagedRows(result);
    },
  },
  teamBets: {
    description: "The team's bets (team betting), filtered and paged.",
    params: params({ ...page, startDate: date, endDate: date, account: { type: 'string' }, level: { type: ['integer', 'string'] } }),
    fields: ['betId', 'account', 'level', 'gameName', 'vassalage', 'betAmount', 'validBet', 'winLoss', 'betTime', 'status'],
    run: async (input) => teamReport(input, (api, query) => api.getTeamBets(query)),
  },
  teamProfitLoss: {
    description: 'Profit and loss per team member for the period.',
    params: params({ ...page, startDate: date, endDate: date, account: { type: 'string' }, level: { type: ['integer', 'string'] } }),
    fields: ['account', 'level', 'deposits', 'withdrawals', 'validBet', 'winLoss', 'bonus', 'profitLoss'],
    run: async (input) => teamReport(input, (api, query) => api.getTeamProfitLoss(query)),
  },
  agentIncome: {
    description: "The agent's own income (dividends, salaries, commission) with the period total.",
    params: params({ ...page, startDate: date, endDate: date }),
    fields: ['incomeId', 'date', 'kind', 'amount', 'status', 'total'],
    run: async (input) => {
      const result = await (await api()).getAgentIncome({ ...paged(input), ...dated(input) });
      return { rows: result.list.map(rowOf), facts: { total: result.total }, page: pageOf(result) };
    },
  },
  teamTransactions: {
    description: "The team's transactions, filtered and paged.",
    params: params({ ...page, startDate: date, endDate: date, account: { type: 'string' }, level: { type: ['integer', 'string'] }, type: { type: 'string' } }),
    fields: ['transactionId', 'account', 'level', 'type', 'amount', 'time', 'status'],
    run: async (input) => {
      const type = textParam(input, 'type');
      return teamReport(input, (api, query) => api.getTeamTransactions({ ...query, ...(type ? { type } : {}) }));
    },
  },
  contracts: {
    description: 'The contracts of one type where the member is the upline or the downline (spec §3, §4).',
    params: params({ kind: { enum: ['dividend', 'daily', 'hourly', 'realtime'] } }, ['kind']),
    fields: ['contractId', 'side', 'counterpart', 'upline', 'downline', 'rate', 'currentRate', 'activeMembers', 'periodValidBet', 'periodProfitLoss', 'period', 'status', 'nextSettlementAt'],
    run: async (input) => rowsOnly(await (await api()).getContracts(contractKind(input))),
  },
  registerSettings: {
    description: "The register form's server field config (spec §5), as rows for an action form.",
    params: none,
    fields: ['field', 'enabled', 'required', 'acceptedPattern', 'minLength', 'maxLength'],
    run: async () => {
      const settings = await (await api()).getRegisterSettings();
      return rowsOnly(Object.entries(settings).map(([field, config]) => ({ field, ...config })));
    },
  },
  vipLevels: {
    description: 'The VIP levels and their benefits (open to visitors).',
    params: none,
    fields: ['rankLevel', 'labelName', 'depositRequired', 'validBetRequired', 'upgradeBonus', 'monthlyBonus', 'rebatePercent', 'birthdayGift', 'withdrawalsPerDay'],
    run: async () => rowsOnly(await (await api()).getVipLevels()),
  },
  vipProgress: {
    description: "The member's level (clubLabel.rankLevel) and progress to the next.",
    params: none,
    fields: ['rankLevel', 'labelName', 'nextRankLevel', 'nextLabelName', 'deposit', 'depositRequired', 'validBet', 'validBetRequired', 'percent'],
    run: async () => factsOnly(await (await api()).getVipProgress()),
  },
  pointsBalance: {
    description: "The member's points and the points-per-currency ratio.",
    params: none,
    fields: ['points', 'ratio'],
    run: async () => factsOnly(await (await api()).getPointsBalance()),
  },
  goods: {
    description: 'Goods on offer in the point mall.',
    params: none,
    fields: ['goodsId', 'name', 'points', 'stock', 'imageUrl', 'kind', 'cashValue'],
    run: async () => rowsOnly(await (await api()).getPointsRewards()),
  },
  redemptions: {
    description: 'The redeem history with spec §4 statuses (in process, rejected, approved).',
    params: none,
    fields: ['redeemId', 'goodsId', 'goodsName', 'points', 'time', 'status'],
    run: async () => rowsOnly(await (await api()).getRedeemList()),
  },
  promotions: {
    description: 'Promotions with their category, banner and period.',
    params: none,
    fields: ['promotionId', 'title', 'category', 'bannerUrl', 'summary', 'startTime', 'endTime', 'isRaffle', 'activityId'],
    run: async () => rowsOnly(await (await api()).getPromotions()),
  },
  promotion: {
    description: "One promotion: its HTML terms, age limit and the member's status (spec §4).",
    params: params({ promotionId: { type: ['integer', 'string'] } }, ['promotionId']),
    fields: ['promotionId', 'title', 'category', 'bannerUrl', 'summary', 'content', 'ageLimit', 'status', 'isRaffle', 'activityId', 'startTime', 'endTime'],
    run: async (input) => factsOnly(await (await api()).getPromotion(required(numberParam(input, 'promotionId'), 'promotionId'))),
  },
  helpCenter: {
    description: 'Help-centre articles, one row each, with category and anchor (/wps/system/helpCenter).',
    params: none,
    fields: ['categoryId', 'category', 'articleId', 'anchor', 'title', 'content'],
    run: async () => {
      const categories = await (await api()).getHelpCenter();
      return rowsOnly(categories.flatMap((category) => category.articles.map((article) => ({ categoryId: category.categoryId, category: category.title, ...article }))));
    },
  },
  downloadLinks: {
    description: 'App downloads: iOS, the lite mobile config and Android.',
    params: none,
    fields: ['iosUrl', 'iosVersion', 'liteUrl', 'liteVersion', 'androidUrl', 'androidVersion'],
    run: async () => {
      const links = await (await api()).getDownloadLinks();
      return factsOnly({ iosUrl: links.ios.url, iosVersion: links.ios.version, liteUrl: links.lite.url, liteVersion: links.lite.version, androidUrl: links.android.url, androidVersion: links.android.version });
    },
  },
  feedbackSettings: {
    description: "Feedback content's length range (spec §5 {0}-{1}), as the field config of the feedback form.",
    params: none,
    fields: ['field', 'required', 'minLength', 'maxLength'],
    run: async () => {
      const settings = await (await api()).getFeedbackSettings();
      return rowsOnly([{ field: 'content', enabled: true, required: true, minLength: settings.minLength, maxLength: settings.maxLength }]);
    },
  },
  redEnvelope: {
    description: "The member's red envelope, if one waits.",
    params: none,
    fields: ['envelopeId', 'title', 'amount', 'status'],
    run: async () => factsOnly(await (await api()).getRedEnvelope()),
  },

} as const satisfies Record<string, QueryDefinition>;

export const commands = {
  walletTransfer: {
    description: 'Moves money between two of the member’s wallets (GCS_walletTransfer).',
    params: params({ fromAccountTypeId: { type: ['integer', 'string'] }, toAccountTypeId: { type: ['integer', 'string'] }, amount }),
    run: async (input) =>
      (await api()).transferWallet({
        fromAccountTypeId: required(numberParam(input, 'fromAccountTypeId'), 'fromAccountTypeId'),
        toAccountTypeId: required(numberParam(input, 'toAccountTypeId'), 'toAccountTypeId'),
        amount: required(numberParam(input, 'amount'), 'amount'),
      }),
  },
  deposit: {
    description: 'Creates a deposit through a channel: pending in the account record, with how to pay it (bank account, QR code or payment page).',
    params: params({ channelId: { type: 'string' }, amount }),
    run: async (input) => (await api()).createDeposit({ channelId: required(textParam(input, 'channelId'), 'channelId'), amount: required(numberParam(input, 'amount'), 'amount') }),
  },
  withdraw: {
    description: 'Withdraws from the main wallet to one of the bound payout accounts, with the payment password (encrypted).',
    params: params({ amount, paymentPassword: secret, payoutAccountId: { type: 'string', description: 'a bound account of payoutAccounts' } }),
    secrets: ['paymentPassword'],
    run: async (input) =>
      (await api()).withdraw({
        amount: required(numberParam(input, 'amount'), 'amount'),
        paymentPassword: required(textParam(input, 'paymentPassword'), 'paymentPassword'),
        payoutAccountId: required(textParam(input, 'payoutAccountId'), 'payoutAccountId'),
      }),
  },
  bindPayoutAccount: {
    description: 'Binds a bank card or e-wallet for withdrawals (encrypted): with the payment password, or setting one.',
    params: params({ providerCode: { type: 'string' }, accountNumber: { type: 'string' }, holderName: { type: 'string' }, paymentPassword: secret, newPaymentPassword: secret, confirmPaymentPassword: secret }),
    secrets: ['paymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'],
    run: async (input) => {
      const optionalText = (name: string) => {
        const value = textParam(input, name);
        return value ? { [name]: value } : {};
      };
      return (await api()).bindPayoutAccount({
        providerCode: required(textParam(input, 'providerCode'), 'providerCode'),
        accountNumber: required(textParam(input, 'accountNumber'), 'accountNumber'),
        ...optionalText('holderName'),
        ...optionalText('paymentPassword'),
        ...optionalText('newPaymentPassword'),
        ...optionalText('confirmPaymentPassword'),
      });
    },
  },
  confirmWithdrawalReceipt: {
    description: 'The member marks a paid withdrawal received, partly received (amount) or not received (proof).',
    params: params({ withdrawId: { type: 'string' }, result: { enum: ['received', 'partial', 'not_received'] }, receivedAmount: amount, proofImages: { type: 'string', description: 'JSON list of data URLs' } }),
    run: async (input) => {
      const result = textParam(input, 'result');
      const receivedAmount = numberParam(input, 'receivedAmount');
      const proofImages = listParam(input, 'proofImages');
      return (await api()).confirmWithdrawalReceipt({
        withdrawId: required(textParam(input, 'withdrawId'), 'withdrawId'),
        result: result === 'partial' || result === 'not_received' ? result : 'received',
        ...(result === 'partial' && receivedAmount !== undefined ? { receivedAmount } : {}),
        ...(result === 'not_received' ? { proofImages } : {}),
      });
    },
  },
  updateProfile: {
    description: 'Saves the editable profile fields.',
    params: params(Object.fromEntries(['nickname', 'fullName', 'telegram', 'zalo', 'birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome'].map((name) => [name, { type: 'string' }]))),
    run: async (input) => {
      const fields = ['nickname', 'fullName', 'telegram', 'zalo', 'birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome'] as const;
      const update: Partial<Record<(typeof fields)[number], string>> = {};
      for (const field of fields) {
        const value = input[field];
        if (typeof value === 'string') update[field] = value;
      }
      return (await api()).updateProfile(update);
    },
  },
  setAvatar: {
    description: 'Chooses a STATIC avatar or uploads a CUSTOM one (png or jpg, 5 MB).',
    params: params({ avatar: { type: 'string' }, image: { type: 'string', description: 'JSON list with one data URL' } }),
    run: async (input) => {
      const [image] = listParam(input, 'image');
      if (image) return (await api()).setAvatar({ avatarType: 'CUSTOM', image });
      return (await api()).setAvatar({ avatarType: 'STATIC', avatar: required(textParam(input, 'avatar'), 'avatar') });
    },
  },
  changePassword: {
    description: 'The voluntary password change (encrypted); the member logs in again afterwards.',
    params: params({ oldPassword: secret, newPassword: secret, confirmNewPassword: secret }),
    secrets: ['oldPassword', 'newPassword', 'confirmNewPassword'],
    run: async (input) =>
      (await api()).changePassword({
        oldPassword: required(textParam(input, 'oldPassword'), 'oldPassword'),
        newPassword: required(textParam(input, 'newPassword'), 'newPassword'),
        confirmNewPassword: required(textParam(input, 'confirmNewPassword'), 'confirmNewPassword'),
      }),
  },
  transferToUpline: {
    description: "Sends money from the main wallet to the member's upline (payment password).",
    params: params({ amount, paymentPassword: secret }),
    secrets: ['paymentPassword'],
    run: async (input) => (await api()).transferToUpline({ amount: required(numberParam(input, 'amount'), 'amount'), paymentPassword: required(textParam(input, 'paymentPassword'), 'paymentPassword') }),
  },
  claimManualRebate: {
    description: 'Claims the cashback waiting (MANPLAYREB3).',
    params: none,
    run: async () => (await api()).claimManualRebate(),
  },
  applyActivity: {
    description: 'Applies for an activity: comment (140), up to 3 png/jpg images (5 MB), age and terms.',
    params: params({ activityId: { type: ['integer', 'string'] }, comment: { type: 'string', maxLength: 140 }, images: { type: 'string' }, ageConfirmed: { type: ['boolean', 'string'] }, agreeTerms: { type: ['boolean', 'string'] } }),
    run: async (input) => {
      const comment = textParam(input, 'comment');
      return (await api()).applyActivity({
        activityId: required(numberParam(input, 'activityId'), 'activityId'),
        ...(comment ? { comment } : {}),
        images: listParam(input, 'images'),
        ageConfirmed: flagParam(input, 'ageConfirmed'),
        agreeTerms: flagParam(input, 'agreeTerms'),
      });
    },
  },
  claimRaffle: {
    description: 'Claims a raffle promotion (MCS2_claimRafflePromotion).',
    params: params({ promotionId: { type: ['integer', 'string'] } }, ['promotionId']),
    run: async (input) => (await api()).claimRafflePromotion(required(numberParam(input, 'promotionId'), 'promotionId')),
  },
  markMessageRead: {
    description: 'Marks a platform message read.',
    params: params({ messageId: { type: ['string', 'integer'] } }, ['messageId']),
    run: async (input) => (await api()).markMessageRead({ messageId: required(textParam(input, 'messageId'), 'messageId') }),
  },
  registerDownline: {
    description: 'The agent registers a downline with the register form’s server rules (encrypted).',
    params: params({ username: { type: 'string' }, password: secret, confirmPassword: secret, payeeName: { type: 'string' }, mobileNum: { type: 'string' }, email: { type: 'string' } }),
    secrets: ['password', 'confirmPassword'],
    run: async (input) => {
      const optional = (name: 'payeeName' | 'mobileNum' | 'email') => {
        const value = textParam(input, name);
        return value ? { [name]: value } : {};
      };
      return (await api()).registerDownline({
        username: required(textParam(input, 'username'), 'username'),
        password: required(textParam(input, 'password'), 'password'),
        confirmPassword: required(textParam(input, 'confirmPassword'), 'confirmPassword'),
        ...optional('payeeName'),
        ...optional('mobileNum'),
        ...optional('email'),
      });
    },
  },
  transferToDownline: {
    description: 'The agent sends money to a team member (payment password, encrypted).',
    params: params({ downline: { type: 'string' }, amount, paymentPassword: secret }),
    secrets: ['paymentPassword'],
    run: async (input) =>
      (await api()).transferToDownline({
        downline: required(textParam(input, 'downline'), 'downline'),
        amount: required(numberParam(input, 'amount'), 'amount'),
        paymentPassword: required(textParam(input, 'paymentPassword'), 'paymentPassword'),
      }),
  },
  offerContract: {
    description: 'The upline offers a contract of one type to a downline agent at a rate.',
    params: params({ kind: { enum: ['dividend', 'daily', 'hourly', 'realtime'] }, downline: { type: 'string' }, rate: amount }, ['kind']),
    run: async (input) => (await api()).updateContract(contractKind(input), { action: 'offer', downline: required(textParam(input, 'downline'), 'downline'), rate: required(numberParam(input, 'rate'), 'rate') }),
  },
  acceptContract: {
    description: 'The downline accepts an offer; a higher rate ends its current contract (spec §8).',
    params: params({ kind: { enum: ['dividend', 'daily', 'hourly', 'realtime'] }, contractId: { type: ['integer', 'string'] } }, ['kind', 'contractId']),
    run: async (input) => (await api()).updateContract(contractKind(input), { action: 'accept', contractId: required(numberParam(input, 'contractId'), 'contractId') }),
  },
  rejectContract: {
    description: 'The downline rejects an offer.',
    params: params({ kind: { enum: ['dividend', 'daily', 'hourly', 'realtime'] }, contractId: { type: ['integer', 'string'] } }, ['kind', 'contractId']),
    run: async (input) => (await api()).updateContract(contractKind(input), { action: 'reject', contractId: required(numberParam(input, 'contractId'), 'contractId') }),
  },
  terminateContract: {
    description: 'Either side asks to end an active contract.',
    params: params({ kind: { enum: ['dividend', 'daily', 'hourly', 'realtime'] }, contractId: { type: ['integer', 'string'] } }, ['kind', 'contractId']),
    run: async (input) => (await api()).updateContract(contractKind(input), { action: 'terminate', contractId: required(numberParam(input, 'contractId'), 'contractId') }),
  },
  convertPoints: {
    description: 'Converts points to balance at the ratio, with the payment password (encrypted).',
    params: params({ points: { type: ['integer', 'string'] }, paymentPassword: secret }),
    secrets: ['paymentPassword'],
    run: async (input) => (await api()).convertPoints({ points: required(numberParam(input, 'points'), 'points'), password: required(textParam(input, 'paymentPassword'), 'paymentPassword') }),
  },
  redeemGoods: {
    description: 'Redeems goods for points, with the payment password (encrypted).',
    params: params({ goodsId: { type: ['integer', 'string'] }, paymentPassword: secret }),
    secrets: ['paymentPassword'],
    run: async (input) => (await api()).redeemGoods({ goodsId: required(numberParam(input, 'goodsId'), 'goodsId'), paymentPassword: required(textParam(input, 'paymentPassword'), 'paymentPassword') }),
  },
  applyPromotion: {
    description: 'Applies for a promotion through its activity: comment, images, age and terms (spec §5).',
    params: params({ promotionId: { type: ['integer', 'string'] }, comment: { type: 'string', maxLength: 140 }, images: { type: 'string' }, ageConfirmed: { type: ['boolean', 'string'] }, agreeTerms: { type: ['boolean', 'string'] } }),
    run: async (input) => {
      const client = await api();
      const promotion = await client.getPromotion(required(numberParam(input, 'promotionId'), 'promotionId'));
      const comment = textParam(input, 'comment');
      return client.applyActivity({
        activityId: required(promotion.activityId, 'activityId'),
        ...(comment ? { comment } : {}),
        images: listParam(input, 'images'),
        ageConfirmed: flagParam(input, 'ageConfirmed'),
        agreeTerms: flagParam(input, 'agreeTerms'),
      });
    },
  },
  sendFeedback: {
    description: 'Sends feedback (PUT /wps/feedback); the content length within the platform range.',
    params: params({ type: { type: 'string' }, content: { type: 'string' } }),
    run: async (input) => {
      const type = textParam(input, 'type');
      return (await api()).sendFeedback({ content: required(textParam(input, 'content'), 'content'), ...(type ? { type } : {}) });
    },
  },
  claimRedEnvelope: {
    description: 'Claims the waiting red envelope into the main wallet.',
    params: params({ envelopeId: { type: ['integer', 'string'] } }),
    run: async (input) => (await api()).claimRedEnvelope({ envelopeId: required(textParam(input, 'envelopeId'), 'envelopeId') }),
  },
} as const satisfies Record<string, CommandDefinition>;

export type QueryName = keyof typeof queries;
export type CommandName = keyof typeof commands;

const queryMap: ReadonlyMap<string, QueryDefinition> = new Map(Object.entries(queries));
const commandMap: ReadonlyMap<string, CommandDefinition> = new Map(Object.entries(commands));

/** A lookup miss is `undefined`: the widget shows its error state naming the unknown name. */
export function queryNamed(name: string): QueryDefinition | undefined {
  return queryMap.get(name);
}

export function commandNamed(name: string): CommandDefinition | undefined {
  return commandMap.get(name);
}
