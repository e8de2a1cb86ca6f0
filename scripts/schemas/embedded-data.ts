import { setupServer } from 'msw/node';
import { configureApi, login, type LoginResult } from '../../src/api';
import { createHandlers } from '../../embedded-platform/handlers';
import { createPlatform, DEMO_ACCOUNTS, DEMO_PASSWORD, type ScenarioName } from '../../embedded-platform/platform';
import { createSeededRandom } from '../../embedded-platform/platform/random';
import { queryNamed } from '../../src/renderer/data/catalogue';
import { callKey } from '../../src/renderer/data/bind-params';
import { toDataFailure } from '../../src/renderer/data/data-error';
import type { ParamValues } from '../../src/renderer/data/data-types';
import type { KnownQuery, QueryResultSource } from '../../src/renderer/data/query-results';
import type { Role } from '../../src/schema/types';
import { useSessionStore } from '../../src/stores/session-store';

/**
 * The embedded platform in-process (msw, no port) behind the real API client, on a fixed clock and
 * seed, so `schemas:render --data embedded` and the QA snapshots show the same rows on every run and
 * machine. Each role browses as its demo account; the scenario is sent per call as in the browser.
 */

/** The platform's "now": every date a row shows is relative to it. */
export const EMBEDDED_DATA_CLOCK = Date.UTC(2026, 0, 15, 10, 30, 0);
export const EMBEDDED_DATA_SEED = 20_260_115;

const ACCOUNT_OF_ROLE: Readonly<Record<Role, string | undefined>> = {
  visitor: undefined,
  player: DEMO_ACCOUNTS.player,
  agent: DEMO_ACCOUNTS.agent,
  trial: DEMO_ACCOUNTS.trial,
};

/** Where the in-process platform answers; never a real host (msw intercepts it, and anything else is an error). */
const PLATFORM_ORIGIN = 'http://embedded-platform.invalid';

export interface DataContext {
  role: Role;
  merchant: string;
  lang: string;
  scenario: ScenarioName;
}

export interface EmbeddedData {
  /**
   * Renders until every query the page asks for is answered: `render` is called with a source of
   * the answers known so far; the calls it asked for and did not get are made and it renders again.
   */
  renderWithData(context: DataContext, render: (source: QueryResultSource, last: boolean) => string): Promise<string>;
  close(): void;
}

/**
 * Rows show dates in local time and a few widgets read the clock (the copyright year, a settlement
 * countdown): for the same bytes everywhere, the process runs in UTC and `new Date()` / `Date.now()`
 * answer the platform's fixed time. Only for the render CLI and the snapshot suite, never the site.
 */
export function installFixedClock(time = EMBEDDED_DATA_CLOCK): () => void {
  const zone = process.env['TZ'];
  process.env['TZ'] = 'UTC';
  const RealDate = globalThis.Date;
  class FixedDate extends RealDate {
    constructor(...args: [] | [string | number | Date]) {
      if (args.length === 0) super(time);
      else super(args[0]);
    }
    static override now(): number {
      return time;
    }
  }
  Reflect.set(globalThis, 'Date', FixedDate);
  return () => {
    Reflect.set(globalThis, 'Date', RealDate);
    if (zone === undefined) delete process.env['TZ'];
    else process.env['TZ'] = zone;
  };
}

export function startEmbeddedData(): EmbeddedData {
  const platform = createPlatform({ scenario: 'default', random: createSeededRandom(EMBEDDED_DATA_SEED), now: () => EMBEDDED_DATA_CLOCK, log: () => undefined });
  const server = setupServer(...createHandlers(platform));
  server.listen({ onUnhandledRequest: 'error' });
  let current: DataContext = { role: 'visitor', merchant: '', lang: 'en', scenario: 'default' };
  let token: string | null = null;
  const fixedBytes = createSeededRandom(EMBEDDED_DATA_SEED);
  // Applied again before every page: a test's setup may have configured the client in between.
  const configureClient = () =>
    configureApi({
      baseUrl: PLATFORM_ORIGIN,
      getToken: () => token,
      getLanguage: () => current.lang,
      getMerchant: () => current.merchant,
      getScenario: () => current.scenario,
      onSessionExpired: () => undefined,
      randomBytes: (bytes) => bytes.forEach((_, index) => (bytes[index] = Math.floor(fixedBytes() * 256))),
    });
  const sessions = new Map<string, Promise<LoginResult>>();
  const answers = new Map<string, Promise<KnownQuery>>();

  const signIn = async (context: DataContext): Promise<void> => {
    const account = ACCOUNT_OF_ROLE[context.role];
    if (account === undefined) {
      token = null;
      useSessionStore.setState({ token: null, account: null, accountType: undefined, role: 'visitor', merchant: context.merchant, customerId: null });
      return;
    }
    const key = `${context.merchant}|${account}`;
    let session = sessions.get(key);
    if (!session) {
      token = null;
      session = login({ username: account, password: DEMO_PASSWORD, type: 'username' });
      sessions.set(key, session);
    }
    const result = await session;
    token = result.token;
    const customerId = result.userInfo.fields['customerId'] ?? result.userInfo.fields['id'];
    useSessionStore.setState({
      token: result.token,
      account: result.userInfo.userName,
      accountType: result.userInfo.type,
      role: context.role,
      merchant: context.merchant,
      customerId: typeof customerId === 'string' || typeof customerId === 'number' ? String(customerId) : null,
    });
  };

  const ask = (context: DataContext, name: string, values: ParamValues): Promise<KnownQuery> => {
    const key = `${context.scenario}|${context.role}|${context.merchant}|${context.lang}|${callKey(name, values)}`;
    let answer = answers.get(key);
    if (!answer) {
      const definition = queryNamed(name);
      answer = definition
        ? definition.run(values).then(
            (result): KnownQuery => ({ result }),
            (error: unknown): KnownQuery => ({ failure: toDataFailure(error) }),
          )
        : Promise.resolve({ failure: toDataFailure(new RangeError(`unknown query "${name}"`)) });
      answers.set(key, answer);
    }
    return answer;
  };

  return {
    async renderWithData(context, render) {
      current = context;
      configureClient();
      await signIn(context);
      const known = new Map<string, KnownQuery>();
      // A page's later calls may depend on what earlier ones answered (a form's prefill, a detail pane).
      for (let pass = 0; pass < 8; pass++) {
        const missing = new Map<string, { name: string; values: ParamValues }>();
        const source: QueryResultSource = (name, values) => {
          const key = callKey(name, values);
          const answer = known.get(key);
          if (!answer) missing.set(key, { name, values });
          return answer;
        };
        // Cheap renders while calls are missing; the last one (`last`: every answer known) in full.
        render(source, false);
        if (missing.size === 0) {
          const html = render(source, true);
          if (missing.size === 0) return html;
        }
        // One call at a time: the client's configuration (merchant, token) is global.
        for (const [key, call] of missing) known.set(key, await ask(context, call.name, call.values));
      }
      throw new Error('[croupier embedded data] the page kept asking for new queries after 8 renders');
    },
    close() {
      server.close();
    },
  };
}
