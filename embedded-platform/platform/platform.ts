import { AccountBook, DEMO_ACCOUNTS } from './accounts';
import { DEMO_DOWNLINE_AGENT, TEAM_AGENTS } from './team-seed';
import { CaptchaStore } from './captcha-store';
import { seedContent, type ContentState } from './content';
import { seedContracts, type Contract } from './contracts';
import { generateRsaKeyPair, type RsaKeyPair } from './crypto';
import { generateGames, type Game } from './games';
import { NoticeBoard } from './notices';
import type { RandomSource } from './random';
import { GOODS } from './rewards';
import { scenarioFromEnvironment, type ScenarioName } from './scenarios';
import { SessionStore } from './sessions';
import { SmsOutbox } from './sms-outbox';
import { LoginVerifications } from './ip-verification';

export interface PlatformOptions {
  /** The scenario when a request names none; default: env PLATFORM_SCENARIO, else 'default'. */
  scenario?: ScenarioName;
  /** Runtime randomness (tokens, captcha and SMS codes); the catalogue always uses a fixed seed. */
  random?: RandomSource;
  /** The clock, injectable so tests can expire sessions and SMS throttles. */
  now?: () => number;
  /** Where SMS codes go in mock mode. */
  log?: (line: string) => void;
  /**
   * Merchants served besides croupier and luckystar: a merchant an operator adds in the studio (issue 41) is set up
   * here too, as a real platform's team would (`npm start` passes the served merchants.json's list).
   */
  moreMerchants?: () => readonly string[];
}

/** The fixed seed of the catalogue: same games on every run (spec: deterministic). */
export const CATALOGUE_SEED = 20_240_601;

/** The embedded platform: fixed catalogue + mutable accounts, sessions and codes. */
export interface Platform {
  readonly defaultScenario: ScenarioName;
  readonly random: RandomSource;
  readonly now: () => number;
  readonly keys: RsaKeyPair;
  readonly games: readonly Game[];
  /** Notices, banners, marquee, popup and promotion notices per merchant, language and scenario. */
  readonly noticeBoard: NoticeBoard;
  readonly accounts: AccountBook;
  readonly sessions: SessionStore;
  readonly captchas: CaptchaStore;
  readonly sms: SmsOutbox;
  /** Logins held back until the member proves it is them (unregistered IP, spec §4). */
  readonly loginVerifications: LoginVerifications;
  readonly contracts: Contract[];
  readonly feedback: { account: string; type: string; content: string; time: number }[];
  readonly claimedRaffles: Set<string>;
  /** goodsId → units left in the point mall. */
  readonly goodsStock: Map<number, number>;
  /** Content screens: red envelopes (redemptions live on the members). */
  readonly content: ContentState;
  /** Merchants served besides ACCEPTED_MERCHANTS (PlatformOptions.moreMerchants). */
  readonly moreMerchants?: () => readonly string[];
}

export function createPlatform(options: PlatformOptions = {}): Platform {
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const accounts = new AccountBook(now);
  return {
    defaultScenario: options.scenario ?? scenarioFromEnvironment(),
    ...(options.moreMerchants ? { moreMerchants: options.moreMerchants } : {}),
    random,
    now,
    keys: generateRsaKeyPair(),
    games: generateGames(CATALOGUE_SEED),
    noticeBoard: new NoticeBoard(now()),
    accounts,
    sessions: new SessionStore(random, now),
    captchas: new CaptchaStore(random, now),
    sms: new SmsOutbox(random, now, options.log ?? ((line) => console.info(line))),
    loginVerifications: new LoginVerifications(random, now),
    // Contracts only bind agents: the demo downline agent02 (active, low daily rate) and down06–down08 (down08's pending).
    contracts: seedContracts(DEMO_ACCOUNTS.agent, [DEMO_DOWNLINE_AGENT, ...TEAM_AGENTS]),
    feedback: [],
    claimedRaffles: new Set(),
    goodsStock: new Map(GOODS.map((goods) => [goods.goodsId, goods.stock])),
    content: seedContent(accounts, now()),
  };
}
