/**
 * What `npm run bench` measures in headless Chromium (Debian's /usr/bin/chromium through
 * playwright-core; no browser is ever downloaded). Every load gets a fresh browser context (no
 * cache, no storage), so each figure is a cold first visit. Times are taken in the page, against
 * navigation start (performance.now()), so the driver's own latency is not in them.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { NOTICE_POPUP_SHOWN_KEY, RED_ENVELOPE_DISMISSED_KEY } from '../../src/schema/storage-keys';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A selector and how many matches make the page "there". */
export type Condition = readonly [selector: string, count: number];

interface Marks {
  dom: number;
  paint: number;
}

declare global {
  interface Window {
    __bench?: Marks;
    __benchWatch?: (conditions: readonly Condition[]) => void;
  }
}

/**
 * Installed before any page script: `__benchWatch(conditions)` records when every condition holds
 * (`dom`) and when the frame showing it has been painted (`paint`: the task after the next
 * animation frame). A MutationObserver checks after each batch of DOM changes. Plain JavaScript
 * text: a compiled function could carry helpers of the TypeScript runner that the page lacks.
 */
export const WATCHER_SCRIPT = `
performance.setResourceTimingBufferSize(100000);
window.__benchWatch = function (conditions) {
  var marks = { dom: -1, paint: -1 };
  window.__bench = marks;
  function met() {
    return conditions.every(function (condition) { return document.querySelectorAll(condition[0]).length >= condition[1]; });
  }
  function check() {
    if (marks.dom >= 0 || !met()) return false;
    marks.dom = performance.now();
    requestAnimationFrame(function () { setTimeout(function () { marks.paint = performance.now(); }, 0); });
    return true;
  }
  if (check()) return;
  var observer = new MutationObserver(function () { if (check()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
};`;

const PAST_POPUPS_SCRIPT = `window.sessionStorage.setItem('${NOTICE_POPUP_SHOWN_KEY}', '1'); window.sessionStorage.setItem('${RED_ENVELOPE_DISMISSED_KEY}', '1');`;

export async function freshContext(browser: Browser, options: { pastPopups?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript({ content: WATCHER_SCRIPT });
  // As the e2e suite does: the home page's popup notice was already seen this session.
  if (options.pastPopups) await context.addInitScript({ content: PAST_POPUPS_SCRIPT });
  return context;
}

/** Watches from the very start of the document: the watcher is armed by an init script. */
async function armedPage(context: BrowserContext, conditions: readonly Condition[]): Promise<Page> {
  await context.addInitScript({ content: `window.__benchWatch(${JSON.stringify(conditions)});` });
  return context.newPage();
}

async function paintedMarks(page: Page, timeout: number): Promise<Marks> {
  await page.waitForFunction(() => (window.__bench?.paint ?? -1) >= 0, undefined, { timeout, polling: 50 });
  const marks = await page.evaluate(() => window.__bench);
  if (!marks) throw new Error('the bench watcher did not run');
  return marks;
}

interface Received {
  /** Site paths of the same-origin scripts fully received by `until` (ms since navigation start). */
  scripts: string[];
  /** Per milestone, when the last response whose path matches it ended (NaN: none did). */
  milestones: Record<string, number>;
}

async function received(page: Page, until: number, milestones: Readonly<Record<string, string>>): Promise<Received> {
  return page.evaluate(
    ({ limit, patterns }) => {
      const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({ url: new URL(entry.name), end: entry.responseEnd }));
      const scripts = entries.filter((entry) => entry.end <= limit && entry.url.origin === location.origin && /\.m?js$/.test(entry.url.pathname)).map((entry) => entry.url.pathname);
      const times: Record<string, number> = {};
      for (const [name, pattern] of Object.entries(patterns)) {
        const ends = entries.filter((entry) => new RegExp(pattern).test(entry.url.pathname)).map((entry) => entry.end);
        times[name] = ends.length > 0 ? Math.max(...ends) : Number.NaN;
      }
      return { scripts, milestones: times };
    },
    { limit: until, patterns: milestones },
  );
}

async function firstContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const found = performance.getEntriesByName('first-contentful-paint')[0];
        if (found) return resolve(found.startTime);
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) {
            observer.disconnect();
            resolve(entry.startTime);
          }
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 5000);
      }),
  );
}

/** What the page shows instead: each condition's count, and any alert or state message. */
async function diagnose(page: Page, conditions: readonly Condition[]): Promise<string> {
  try {
    return await page.evaluate((list) => {
      const counts = list.map(([selector, count]) => `${selector}: ${document.querySelectorAll(selector).length}/${count}`);
      const messages = [...document.querySelectorAll('[role="alert"], .game-state, .data-state')].map((element) => element.textContent?.trim() ?? '').filter(Boolean);
      const text = (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 300);
      return `${counts.join(', ')}${messages.length > 0 ? `; messages: ${messages.slice(0, 3).join(' | ')}` : ''}; at ${location.pathname}${location.search}, showing "${text}"`;
    }, conditions);
  } catch (error) {
    return `(no diagnosis: ${error instanceof Error ? error.message : String(error)})`;
  }
}

export interface LoadFigures {
  /** Navigation start → the frame showing everything asked for has been painted. */
  paintMs: number;
  /** Navigation start → everything asked for is in the DOM. */
  domMs: number;
  fcpMs: number;
  /** Site paths of the scripts received until the paint. */
  scripts: string[];
  /** When named responses ended (ms since navigation start), e.g. the screen document. */
  milestones: Record<string, number>;
  /** What `afterLoad` evaluated to in the page, once painted (a number: a time read from the page's timings). */
  after?: number;
}

/** One cold load of `url`, until every condition holds and is painted. */
export async function timeLoad(browser: Browser, url: string, conditions: readonly Condition[], options: { timeout?: number; pastPopups?: boolean; untilNetworkIdle?: boolean; milestones?: Readonly<Record<string, string>>; afterLoad?: string } = {}): Promise<LoadFigures> {
  const context = await freshContext(browser, options);
  try {
    const page = await armedPage(context, conditions);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('requestfailed', (request) => failed.push(`${request.failure()?.errorText ?? 'failed'} ${new URL(request.url()).pathname}`));
    await page.goto(url, { waitUntil: 'commit' });
    let marks: Marks;
    try {
      marks = await paintedMarks(page, options.timeout ?? 60_000);
    } catch (error) {
      throw new Error(`${url} never showed what was asked: ${await diagnose(page, conditions)}; failed requests: ${failed.join(', ') || 'none'} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    }
    let until = marks.paint;
    if (options.untilNetworkIdle) {
      await page.waitForLoadState('networkidle', { timeout: options.timeout ?? 60_000 });
      until = await page.evaluate(() => performance.now());
    }
    const fcpMs = await firstContentfulPaint(page);
    const after = options.afterLoad === undefined ? undefined : Number(await page.evaluate(options.afterLoad));
    return { paintMs: marks.paint, domMs: marks.dom, fcpMs, ...(await received(page, until, options.milestones ?? {})), ...(after === undefined ? {} : { after }) };
  } finally {
    await context.close();
  }
}

/** Clicks `selector` in the page and times until `conditions` hold and are painted (ms since the click). */
async function timeInteraction(page: Page, selector: string, conditions: readonly Condition[], timeout: number): Promise<number> {
  const start = await page.evaluate(
    ({ target, list }) => {
      const element = document.querySelector<HTMLElement>(target);
      if (!element) throw new Error(`nothing matches ${target}`);
      window.__benchWatch?.(list);
      const clicked = performance.now();
      element.click();
      return clicked;
    },
    { target: selector, list: conditions },
  );
  const marks = await paintedMarks(page, timeout);
  return marks.paint - start;
}

export interface RegisterFigures {
  /** Click on the header's Register → the form's fields painted (the modal and rjsf load on demand). */
  mountMs: number;
  /** Submit with an invalid username → its message painted. */
  firstValidationMs: number;
}

export const REGISTER_BUTTON = 'header .site-header__tools button.button--primary';
export const REGISTER_FIELDS: Condition = ['[role="dialog"] form.schema-form input.sf-input', 3];

/** The register modal on a cold home page (past the popup notice, as a returning visitor). */
export async function timeRegister(browser: Browser, siteUrl: string): Promise<RegisterFigures> {
  const context = await freshContext(browser, { pastPopups: true });
  try {
    const page = await context.newPage();
    await page.goto(`${siteUrl}/`);
    await page.waitForSelector(REGISTER_BUTTON, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const button = await page.$eval(REGISTER_BUTTON, (element) => element.textContent?.trim() ?? '');
    if (button !== 'Register') throw new Error(`expected the header's Register button, found "${button}"`);
    const mountMs = await timeInteraction(page, REGISTER_BUTTON, [REGISTER_FIELDS], 30_000);
    await page.fill('#register_username', '1x');
    const firstValidationMs = await timeInteraction(page, '[role="dialog"] form.schema-form button[type="submit"]', [['#register_username__error', 1]], 10_000);
    return { mountMs, firstValidationMs };
  } finally {
    await context.close();
  }
}
