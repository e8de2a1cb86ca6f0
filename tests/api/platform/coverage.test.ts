import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every spec §7 call's client function (issue 3: each has a test against the embedded platform). */
const SPEC_CALLS = {
  session: ['login', 'loginFreePlay', 'logout', 'getCaptcha', 'sendLoginSms', 'sendRegisterSms'],
  member: ['getMemberInfo', 'getMemberIcon', 'getPlayerAvatars', 'register', 'registerByMobile', 'changePassword', 'forgotPasswordByEmail', 'setPasswordByPhone'],
  system: ['getSystemStatus', 'getWhitelabel', 'getRegisterSettings', 'getDomainRoute'],
  help: ['getHelpCenter', 'getDownloadLinks'],
  games: ['getGameMenus', 'getGameVendors', 'getGameList', 'getHotGames', 'getVendorGameTypes', 'getFavoriteGames', 'getFavoriteGamesList', 'getRecentGames', 'getPvpRooms', 'getRankList', 'launchGame'],
  lottery: ['getPopularLotteries', 'getVnOpenedNumeros', 'getOpenedNumero', 'getVnGameMenu', 'getVnRecentGames', 'launchLotto'],
  wallet: ['getBalance', 'transferWallet', 'getMerchantWallet', 'getTransactionDetails', 'getBettingRecord', 'transferToUpline'],
  agent: ['checkAffiliate', 'getConsolidatedFunds', 'getContracts', 'updateContract'],
  // Agent-centre team pages (spec §2 agent centre), not named in spec §7.
  'agent-team': ['getTeamOverview', 'getDownlines', 'registerDownline', 'transferToDownline', 'getTeamBets', 'getTeamProfitLoss', 'getAgentIncome', 'getTeamTransactions'],
  points: ['getPointsBalance', 'getPointsRewards', 'getPointsConfig', 'getRedeemList', 'getRedeemPage', 'redeemGoods', 'convertPoints'],
  missions: ['getMissionSummary', 'getMissionLeaderboard', 'claimRafflePromotion'],
  notices: ['getAnnouncements', 'getUnreadCount'],
  feedback: ['sendFeedback', 'getFeedbackSettings'],
  // Member-centre calls (spec §2 personal centre), not named in spec §7.
  deposit: ['getDepositChannels', 'createDeposit'],
  withdraw: ['withdraw', 'getWithdrawals', 'confirmWithdrawalReceipt'],
  profile: ['getProfile', 'getProfileSettings', 'updateProfile', 'setAvatar'],
  messages: ['getMessages', 'markMessageRead'],
  referral: ['getReferral'],
  rebate: ['getManualRebate', 'claimManualRebate'],
  reports: ['getPersonalProfit', 'getBonusDetails'],
  activities: ['getActivities', 'applyActivity'],
  // Content screens (spec §2 promotions, VIP, red envelope).
  promotions: ['getPromotions', 'getPromotion'],
  vip: ['getVipLevels', 'getVipProgress'],
  'red-envelope': ['getRedEnvelope', 'claimRedEnvelope'],
} as const;

const here = join(process.cwd(), 'tests/api/platform');
const sources = readdirSync(here)
  .filter((file) => file.endsWith('.test.ts') && file !== 'coverage.test.ts')
  .map((file) => readFileSync(join(here, file), 'utf8'))
  .join('\n');

describe('integration coverage of spec §7', () => {
  it.each(Object.entries(SPEC_CALLS))('%s: every call is exercised against the embedded platform', async (area, names) => {
    const module: Record<string, unknown> = await import(`@/api/${area}.ts`);
    for (const name of names) {
      expect(typeof module[name], `${area}.${name} exported`).toBe('function');
      expect(sources, `${name} called in tests/api/platform`).toMatch(new RegExp(`\\b${name}\\(`));
    }
  });
});
