import type { HttpHandler } from 'msw';
import type { Platform } from '../platform/platform';
import { activityHandlers } from './activities';
import { agentHandlers } from './agent';
import { agentTeamHandlers } from './agent-team';
import { assetHandlers } from './assets';
import { botCheckHandlers } from './bot-check';
import { callLogHandlers } from './call-log';
import { cashierHandlers } from './cashier';
import { payoutHandlers } from './payout';
import { contentHandlers } from './content';
import { cspReportHandlers } from './csp-reports';
import { feedbackHandlers } from './feedback';
import { gameHandlers } from './games';
import { lotteryHandlers } from './lottery';
import { loginVerificationHandlers } from './login-verification';
import { memberHandlers } from './member';
import { memberCentreHandlers } from './member-centre';
import { missionHandlers } from './missions';
import { noticeHandlers } from './notices';
import { pointHandlers } from './points';
import { promotionHandlers } from './promotions';
import { sessionHandlers } from './session';
import { socialLoginHandlers } from './social-login';
import { phoneAuthHandlers } from './phone-auth';
import { systemHandlers } from './system';
import { vipHandlers } from './vip';
import { walletHandlers } from './wallet';

/** Every call of spec §7 over one platform's state, one file per resource area. */
export function createHandlers(platform: Platform): HttpHandler[] {
  return [
    // First, so it sees every request (PLATFORM_CALL_LOG; nothing when unset).
    ...callLogHandlers(),
    ...loginVerificationHandlers(platform),
    ...sessionHandlers(platform),
    ...memberHandlers(platform),
    ...systemHandlers(platform),
    ...gameHandlers(platform),
    ...lotteryHandlers(platform),
    ...walletHandlers(platform),
    ...cashierHandlers(platform),
    ...payoutHandlers(platform),
    ...memberCentreHandlers(platform),
    ...activityHandlers(platform),
    ...agentHandlers(platform),
    ...agentTeamHandlers(platform),
    ...pointHandlers(platform),
    ...missionHandlers(platform),
    ...noticeHandlers(platform),
    ...promotionHandlers(platform),
    ...vipHandlers(platform),
    ...contentHandlers(platform),
    ...feedbackHandlers(platform),
    ...socialLoginHandlers(platform),
    ...phoneAuthHandlers(platform),
    // Before the assets: GET /platform-assets/* would answer the report list with a 404 page.
    ...cspReportHandlers(platform),
    ...assetHandlers(platform),
    ...botCheckHandlers(platform),
  ];
}

export { ACCEPTED_MERCHANTS } from './call-context';
export { ERROR_CODES, type Envelope } from './envelope';
export { FAILURES_BEFORE_CAPTCHA } from './session';
export { POINTS_PATHS } from './points';
