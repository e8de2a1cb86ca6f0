import { DEMO_ACCOUNTS, type AccountBook, type MemberAccount, type Redemption } from './accounts';
import { DAY_MS, dayStartOf } from './records';
import { GOODS } from './rewards';

/** Content-screen state the platform keeps besides the accounts: red envelopes (spec §2 "red envelope"). */
export interface RedEnvelope {
  envelopeId: string;
  title: string;
  amount: number;
  status: 'available' | 'claimed';
  claimedAt?: number;
}

export class RedEnvelopes {
  private readonly byAccount = new Map<string, RedEnvelope>();

  /** The member's current envelope, if they have one. */
  of(member: MemberAccount): RedEnvelope | undefined {
    return this.byAccount.get(member.account.toLowerCase());
  }

  give(member: MemberAccount, envelope: RedEnvelope): void {
    this.byAccount.set(member.account.toLowerCase(), envelope);
  }
}

export interface ContentState {
  redEnvelopes: RedEnvelopes;
}

/** player01's redeem history: 14 rows over the 60 days before the start, every spec §4 status. */
export const PLAYER_REDEMPTIONS = 14;
const REDEMPTION_STATUSES: readonly Redemption['status'][] = ['approved', 'in process', 'approved', 'rejected'];

function seededRedemptions(anchor: number, count: number): Redemption[] {
  // Newest first; ids count up with time, so a new redemption (length + 1) is the highest.
  return Array.from({ length: count }, (_, i): Redemption => {
    const goods = GOODS[i % GOODS.length] ?? GOODS[0];
    if (!goods) throw new Error('[platform] the point mall has no goods');
    // The two newest are still being handled: the operator has not got to them yet.
    const status = i < 2 ? 'in process' : REDEMPTION_STATUSES[i % REDEMPTION_STATUSES.length] ?? 'approved';
    return { redeemId: count - i, goodsId: goods.goodsId, goodsName: goods.name, points: goods.points, time: anchor - Math.round((i + 0.5) * 4 * DAY_MS), status };
  });
}

/** Seeds the content data of the demo accounts (redemptions, red envelopes); `started` is the platform clock at start. */
export function seedContent(accounts: AccountBook, started: number): ContentState {
  const anchor = dayStartOf(started);
  const redEnvelopes = new RedEnvelopes();
  const player = accounts.find(DEMO_ACCOUNTS.player);
  if (player) {
    if (player.redemptions.length === 0) player.redemptions.push(...seededRedemptions(anchor, PLAYER_REDEMPTIONS));
    redEnvelopes.give(player, { envelopeId: `RE${player.id}01`, title: 'Lucky red envelope', amount: 88, status: 'available' });
  }
  const vip = accounts.find(DEMO_ACCOUNTS.vipPlayer);
  if (vip) {
    if (vip.redemptions.length === 0) vip.redemptions.push(...seededRedemptions(anchor, 4));
    redEnvelopes.give(vip, { envelopeId: `RE${vip.id}01`, title: 'VIP red envelope', amount: 188, status: 'claimed', claimedAt: anchor - 2 * DAY_MS });
  }
  return { redEnvelopes };
}

/** App downloads (spec §1, /down): stand-in pages under /platform-assets/download/<app>. */
export const DOWNLOAD_LINKS = {
  ios: { url: '/platform-assets/download/ios', version: '3.4.1' },
  lite: { url: '/platform-assets/download/lite', version: '1.2.0' },
  android: { url: '/platform-assets/download/android', version: '3.4.2' },
} as const;
export type DownloadApp = keyof typeof DOWNLOAD_LINKS;

/** spec §5 "feedback content limited to a word range": characters, and the kinds of feedback. */
export const FEEDBACK_SETTINGS = { minLength: 10, maxLength: 500, types: ['suggestion', 'complaint', 'other'] } as const;
