import { DEFAULT_MEMBER_PASSWORD } from './accounts';
import type { ContractKind } from './contracts';
import { WITHDRAW_AUTO_RECEIPT_MINUTES } from './member-centre';
/**
 * Scenarios switch what the platform *says about itself* (status, whitelabel flags, settings),
 * never the accounts: a user registered in one tab can log in from a tab on another scenario.
 */
export const WHITELABEL_FLAGS = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'AGENTPOLICY3',
  'MANPLAYREB3',
  'CHNGPASSVERIF3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

export const SCENARIO_NAMES = ['default', 'maintenance', 'restricted', 'minimal', 'loginRequired', 'allFlags', 'firebase', 'noDirectRegister', 'noMobileVerification', 'noAgentPolicy', 'hostileContent'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export interface Scenario {
  name: ScenarioName;
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string; country: string };
  flags: Record<WhitelabelFlag, boolean>;
  /** Published in status `info.settings`; the social ids only where set (empty = that login is off). */
  settings: {
    loginedToHomePage: boolean;
    defaultPassword: string;
    /** Minutes a paid withdrawal waits for the member's receipt before it counts as received (spec §4). */
    withdrawAutoReceiptMinutes: number;
    googleClientId?: string;
    facebookAppId?: string;
    /** Third-party phone verification for register SMS codes (spec §3 firebase fields): where and with which key. */
    firebaseApiKey?: string;
    firebaseAuthUrl?: string;
  };
  /** Whether the register form shows (and the server demands) the image captcha. */
  registerCaptcha: boolean;
  /**
   * The consent the register form must collect (spec §5 "age confirm 18 (or 21 where required); agree to terms"):
   * the minimum age the member confirms (none: not asked) and whether the terms must be accepted.
   */
  registerConsent: { minimumAge: 18 | 21 | undefined; terms: boolean };
  /** Whether registering needs a passed slider bot check (geetest fields); published as `settings.botCheck`. */
  botCheck: boolean;
  /**
   * Which contract areas the merchant runs (spec §2 "only when enabled"): off, the consolidated-funds
   * flag is false for everyone and that kind's contract call is function.not.available.
   */
  contractAreas: Record<ContractKind, boolean>;
  /**
   * Hostile fixtures for the security tests (`hostileContent` only): a notice whose HTML carries scripts, handlers,
   * a javascript: link and a foreign frame. Every other scenario's content is what a real operator would publish.
   */
  hostileFixtures: boolean;
}

const DEFAULT_FLAGS: Record<WhitelabelFlag, boolean> = {
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  USERNAMEREG3: true,
  FREEPLAY3: true,
  PWDEXPFORCECHANGE3: true,
  MOBILEVERCODELOGIN3: true,
  DIRECTREG3: true,
  AGENTPOLICY3: true,
  MANPLAYREB3: true,
  CHNGPASSVERIF3: false,
};

function flagsWhere(enabled: (flag: WhitelabelFlag) => boolean): Record<WhitelabelFlag, boolean> {
  return Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, enabled(flag)])) as Record<WhitelabelFlag, boolean>;
}

function contractAreasWhere(enabled: (kind: ContractKind) => boolean): Record<ContractKind, boolean> {
  return { dividend: enabled('dividend'), daily: enabled('daily'), hourly: enabled('hourly'), realtime: enabled('realtime') };
}

/** Username registration and direct registration stay on: without them nobody could sign up. */
const MINIMAL_KEEPS: readonly WhitelabelFlag[] = ['USERNAMEREG3', 'DIRECTREG3'];

/** Demo OAuth ids (allFlags only): the local stand-in consent pages accept exactly these. */
export const DEMO_GOOGLE_CLIENT_ID = 'croupier-demo.apps.googleusercontent.example';
export const DEMO_FACEBOOK_APP_ID = '100000000000042';
/** The phone verification stand-in (`firebase` scenario) accepts only this key. */
export const DEMO_FIREBASE_API_KEY = 'croupier-demo-firebase-key';
/** Where the stand-in answers, shaped like Firebase Authentication's REST API (Identity Toolkit v1). */
export const DEMO_FIREBASE_AUTH_URL = '/platform-assets/identitytoolkit/v1';

const BASE: Omit<Scenario, 'name'> = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.24', country: 'PH' },
  flags: DEFAULT_FLAGS,
  settings: { loginedToHomePage: false, defaultPassword: DEFAULT_MEMBER_PASSWORD, withdrawAutoReceiptMinutes: WITHDRAW_AUTO_RECEIPT_MINUTES },
  registerCaptcha: false,
  registerConsent: { minimumAge: 18, terms: true },
  botCheck: false,
  contractAreas: contractAreasWhere(() => true),
  hostileFixtures: false,
};

export const SCENARIOS: Record<ScenarioName, Scenario> = {
  default: { ...BASE, name: 'default' },
  maintenance: { ...BASE, name: 'maintenance', maintenance: true },
  restricted: { ...BASE, name: 'restricted', regionRestriction: true, location: { ip: '198.51.100.7', country: 'US' } },
  // No contract areas either: the agent centre keeps its team pages only.
  // Nor does its register form ask for the age and terms consent.
  minimal: { ...BASE, name: 'minimal', flags: flagsWhere((flag) => MINIMAL_KEEPS.includes(flag)), contractAreas: contractAreasWhere(() => false), registerConsent: { minimumAge: undefined, terms: false } },
  loginRequired: { ...BASE, name: 'loginRequired', settings: { ...BASE.settings, loginedToHomePage: true } },
  allFlags: {
    ...BASE,
    name: 'allFlags',
    flags: flagsWhere(() => true),
    settings: { ...BASE.settings, googleClientId: DEMO_GOOGLE_CLIENT_ID, facebookAppId: DEMO_FACEBOOK_APP_ID },
    registerCaptcha: true,
    // A market where the legal age is 21.
    registerConsent: { minimumAge: 21, terms: true },
    botCheck: true,
  },
  // The operator switched direct registration off (DIRECTREG3): the header's Register button is a document condition.
  noDirectRegister: { ...BASE, name: 'noDirectRegister', flags: { ...BASE.flags, DIRECTREG3: false } },
  // No mobile verification on register (REGMOBVERF3): the register form's SMS code field is a document condition.
  noMobileVerification: { ...BASE, name: 'noMobileVerification', flags: { ...BASE.flags, REGMOBVERF3: false } },
  // No agent policy (AGENTPOLICY3): the agent centre's policy page and /join's policy section are document conditions.
  noAgentPolicy: { ...BASE, name: 'noAgentPolicy', flags: { ...BASE.flags, AGENTPOLICY3: false } },
  // Register SMS codes come from the third-party phone verification service instead of the platform.
  firebase: { ...BASE, name: 'firebase', settings: { ...BASE.settings, firebaseApiKey: DEMO_FIREBASE_API_KEY, firebaseAuthUrl: DEMO_FIREBASE_AUTH_URL } },
  // The default, plus the security tests' hostile fixtures (the sanitiser's notice on top of the notice list).
  hostileContent: { ...BASE, name: 'hostileContent', hostileFixtures: true },
};

export function isScenarioName(name: string | null | undefined): name is ScenarioName {
  return typeof name === 'string' && (SCENARIO_NAMES as readonly string[]).includes(name);
}

/** The browser client sends `X-Platform-Scenario` per tab; otherwise the platform's own default. */
export function scenarioFor(headerValue: string | null, fallback: ScenarioName): Scenario {
  return SCENARIOS[isScenarioName(headerValue) ? headerValue : fallback];
}

/** `PLATFORM_SCENARIO` when it names a scenario; read defensively since mocks may run in a browser. */
export function scenarioFromEnvironment(): ScenarioName {
  const fromEnv = typeof process === 'undefined' ? undefined : process.env['PLATFORM_SCENARIO'];
  return isScenarioName(fromEnv) ? fromEnv : 'default';
}
