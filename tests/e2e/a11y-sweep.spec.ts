import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, FAILED_RESOURCE, newContext, test } from './support/test';
import { logInAs } from './support/login';
import { goTo, settle, trackRequests } from './support/settle';
import { auditA11y, describeA11y, PHONE_WIDTH, type A11yFinding } from './support/a11y-audit';

/**
 * The accessibility sweep's popups and brands (issue 38; the routes and centre pages of the default merchant in EN, as
 * a visitor, player01 and agent01, are audited by layout-sweep.spec.ts in the same visit as their layout). Each state
 * is audited at 1440 and 390 px with axe-core (WCAG 2.0/2.1 A and AA, 2.2's 24 px targets) and the phone's 44 px
 * main actions (support/a11y-audit.ts):
 * - the popups: log in, register and forgot password (a visitor), the popup notice, the gift (the second merchant's
 *   home), change password and the red envelope (player01); the deposit's payment states and the game frame are
 *   audited by the keyboard walk (a11y-keyboard.spec.ts), which reaches them;
 * - the second merchant (127.0.0.1) in EN and TY and the default merchant in TY, each on BRAND_ROUTES (one screen of
 *   each kind: home with its carousel, marquee and game rows, a lobby with vendor tabs, cards, long copy, a
 *   download page) with the login popup and the popup notice;
 * - the signed-in states there (secondMerchantMember): every member-centre and agent-centre page as agent01 on the
 *   second merchant in TY (reached by their menu, in one visit), with the heading levels of each (the dialog's title,
 *   the page's, its sections': none skipped), the deposit refused by the platform (the form's alert) and the payment
 *   step's own refusal (a payment URL the site will not follow), and a lobby's game list popup.
 * Fails on any finding, naming the state, the rule and the node.
 */

const WIDTHS = [1440, PHONE_WIDTH] as const;
const BRAND_ROUTES = ['/', '/live', '/promotions', '/vip', '/help', '/down'];
const PORT = process.env['PREVIEW_PORT'] ?? '4173';
const LOG_IN = /^(Log in|Mag-log in)$/;

interface Sweep {
  page: Page;
  inFlight: () => number;
  findings: A11yFinding[];
}

/**
 * A context of its own, with every popup unseen (the popup notice and the red envelope are audited here), reduced
 * motion (the carousel and the marquee at rest) and the wide screen first.
 */
async function open(browser: Browser, origin: string, language: 'en' | 'ty'): Promise<Sweep> {
  const context: BrowserContext = await browser.newContext();
  if (language === 'ty') await context.addInitScript(() => window.location.protocol.startsWith('http') && window.localStorage.setItem('lang', 'ty'));
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  const inFlight = trackRequests(page);
  await page.goto(`${origin}/`);
  await settle(page, inFlight);
  return { page, inFlight, findings: [] };
}

/** Audits the page (or the open dialog) at both widths, in place, starting with the width it has. */
async function auditBoth(sweep: Sweep, where: string, root: string | null = null): Promise<void> {
  const now = sweep.page.viewportSize()?.width;
  const order = now === WIDTHS[1] ? [WIDTHS[1], WIDTHS[0]] : [...WIDTHS];
  for (const [at, width] of order.entries()) {
    if (width !== now || at > 0) {
      await sweep.page.setViewportSize({ width, height: 900 });
      await settle(sweep.page, sweep.inFlight, 1);
    }
    sweep.findings.push(...(await auditA11y(sweep.page, `${where} at ${width} px`, root)));
  }
}

const DIALOG = '[role="dialog"]';

interface MenuItem {
  id: string;
}
const menuItems = (name: string): string[] => (JSON.parse(readFileSync(new URL(`../../schemas/menus/${name}.json`, import.meta.url), 'utf8')) as { items: MenuItem[] }).items.map((item) => item.id);
/** Centre pages agent01 has no menu item for, with the reason (the layout sweep lists the same). */
const NOT_FOR_AGENTS: Readonly<Record<string, string>> = { referral: 'Invite Friends is shown to players only (when: role player)' };

/**
 * The heading levels in the open centre dialog, in reading order, where one skips a level ("h2 → h4"): the dialog's
 * title is h2, the page's h3, its sections' h4 and what they hold deeper (axe's best-practice rule heading-order).
 */
async function headingSkips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    const headings = [...(dialog?.querySelectorAll('h1, h2, h3, h4, h5, h6') ?? [])].filter((heading) => heading.getClientRects().length > 0);
    const levels = headings.map((heading) => ({ level: Number(heading.tagName[1]), text: (heading.textContent ?? '').trim().slice(0, 40) }));
    const skips: string[] = [];
    if (levels[0]?.level !== 2) skips.push(`the dialog's title is h${levels[0]?.level ?? '?'}, not h2`);
    if (levels[1] && levels[1].level !== 3) skips.push(`the page's title "${levels[1].text}" is h${levels[1].level}, not h3`);
    levels.forEach((heading, at) => {
      if (at > 1 && heading.level < 3) skips.push(`"${heading.text}" (h${heading.level}) is not under the page's title (h3)`);
      if (at > 0 && heading.level > levels[at - 1]!.level + 1) skips.push(`h${levels[at - 1]!.level} → h${heading.level} "${heading.text}"`);
    });
    return skips;
  });
}

/**
 * Every page of the open centre, by its menu (client-side, in the centre already open): audited at both widths, and
 * its heading levels read.
 */
async function sweepCentrePages(sweep: Sweep, menu: string, where: string): Promise<void> {
  const { page } = sweep;
  const centre = page.getByRole('dialog').filter({ has: page.locator('.centre__page') });
  const nav = centre.getByRole('navigation');
  for (const id of menuItems(menu)) {
    const item = nav.locator(`[data-node-id="${id}"] button`);
    if (id in NOT_FOR_AGENTS) {
      await expect(item, `${id}: ${NOT_FOR_AGENTS[id]}`).toHaveCount(0);
      continue;
    }
    await item.click();
    await expect(page.locator(`.centre__content[data-centre-page="${id}"] .centre__body`), `${where}: page ${id} shows`).toBeVisible({ timeout: 15_000 });
    await settle(page, sweep.inFlight);
    for (const skip of await headingSkips(page)) sweep.findings.push({ where: `${where}: page ${id}`, rule: 'heading-order', node: 'the centre dialog', detail: skip });
    await auditBoth(sweep, `${where}: page ${id}`, DIALOG);
  }
}

/**
 * Audits the dialog named `name` once it shows, then closes it with its close button (not Escape, which is the
 * topmost dialog's: a popup notice and the gift may be open at once).
 */
async function auditDialog(sweep: Sweep, name: RegExp | string, where: string): Promise<void> {
  const dialog = sweep.page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await settle(sweep.page, sweep.inFlight);
  await auditBoth(sweep, where, DIALOG);
  await dialog.getByRole('button', { name: /^(Close|Isara)$/ }).first().click();
  await expect(dialog).toBeHidden();
}

async function closeNotice(page: Page): Promise<void> {
  const notice = page.getByRole('dialog', { name: /Welcome to/ });
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
}

async function wide(sweep: Sweep): Promise<void> {
  await sweep.page.setViewportSize({ width: WIDTHS[0], height: 900 });
}

/** One brand in one language: the popup notice, BRAND_ROUTES, and the login popup. */
async function brandSweep(browser: Browser, brand: 'croupier' | 'luckystar', language: 'en' | 'ty'): Promise<A11yFinding[]> {
  const origin = brand === 'croupier' ? `http://localhost:${PORT}` : `http://127.0.0.1:${PORT}`;
  const sweep = await open(browser, origin, language);
  const where = `of ${brand} in ${language.toUpperCase()}`;
  const notice: [RegExp | string, string] = [/Welcome to|Maligayang/, `the popup notice ${where}`];
  // The second merchant's home offers a gift to a visitor, a moment after it opens (screens/home.json). One popup
  // shows at a time (the popup queue): whichever came first, on a busy machine the gift may. As long as auditDialog
  // waits for a popup (20 s): four sweeps open their homes at once beside another worker's pages, and the project's
  // CI of 2 December saw neither popup within 10 s once (the same run passes under a busy loop here in 2.2 min).
  const gift: [RegExp | string, string] = [language === 'en' ? 'A gift for you' : 'May regalo para sa iyo', `the gift popup ${where}`];
  let popups = [notice];
  if (brand === 'luckystar') {
    const either = sweep.page.getByRole('dialog', { name: notice[0] }).or(sweep.page.getByRole('dialog', { name: gift[0] }));
    await expect(either.first()).toBeVisible({ timeout: 20_000 });
    popups = (await sweep.page.getByRole('dialog', { name: gift[0] }).isVisible()) ? [gift, notice] : [notice, gift];
  }
  for (const [name, what] of popups) await auditDialog(sweep, name, what);
  for (const path of BRAND_ROUTES) {
    await goTo(sweep.page, path, sweep.inFlight);
    await auditBoth(sweep, `route ${path} as a visitor ${where}`);
  }
  await goTo(sweep.page, '/', sweep.inFlight);
  await wide(sweep);
  await sweep.page.getByRole('banner').getByRole('button', { name: LOG_IN }).click();
  await auditDialog(sweep, LOG_IN, `the login popup ${where}`);
  await sweep.page.context().close();
  return sweep.findings;
}

/** The account popups of the default merchant in EN: register and forgot password (a visitor), change password and the red envelope (player01). */
async function accountPopups(browser: Browser): Promise<A11yFinding[]> {
  const visitor = await open(browser, `http://localhost:${PORT}`, 'en');
  const { page } = visitor;
  await closeNotice(page); // audited by brandSweep
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  await auditDialog(visitor, 'Register', 'the register popup');
  await wide(visitor);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  await auditDialog(visitor, 'Forgot password', 'the forgot password popup');
  await page.context().close();

  const member = await open(browser, `http://localhost:${PORT}`, 'en');
  // player01's red envelope shows until it is opened, and content-screens.spec.ts opens it: shown here as not yet opened.
  await member.page.context().route('**/wps/redEnvelope', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, value: { envelopeId: 'RE100101', title: 'Lucky red envelope', status: 'available' } }) }),
  );
  await closeNotice(member.page);
  await logInAs(member.page, 'player01');
  await auditDialog(member, /red envelope/i, 'the red envelope popup as player01');
  await member.page.goto('/?memberCentre=securityCenter');
  await wide(member);
  await member.page.getByRole('dialog', { name: 'Member Centre' }).getByRole('button', { name: 'Change password' }).first().click();
  await auditDialog(member, 'Change password', 'the change password popup as player01');
  await member.page.context().close();
  return [...visitor.findings, ...member.findings];
}

/**
 * A sample of the signed-in states on the second merchant in TY (the layout sweep audits every centre page of the
 * default merchant in EN): agent01 on Lucky Star, its deposit page in TY, the deposit refused by the platform (the
 * form's failure, said at once), its agent centre's first page; and a lobby's game list popup (a fish vendor's
 * games), which no other sweep opens.
 */
async function secondMerchantMember(browser: Browser): Promise<A11yFinding[]> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  const inFlight = trackRequests(page);
  const sweep: Sweep = { page, inFlight, findings: [] };
  const origin = `http://127.0.0.1:${PORT}`;
  await page.goto(`${origin}/fish`);
  const vendor = page.locator('.lobby-cards button[aria-pressed]').first();
  await expect(vendor).toBeVisible({ timeout: 15_000 });
  const vendorName = (await vendor.innerText()).split('\n')[0]!.trim();
  await vendor.click();
  await auditDialog(sweep, vendorName, 'the game list popup of luckystar in EN');
  await logInAs(page, 'agent01');
  await page.evaluate(() => window.localStorage.setItem('lang', 'ty'));
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Deposito' }).click();
  const centre = page.getByRole('dialog').filter({ has: page.locator('.centre__page') });
  const form = centre.locator('form').first();
  await expect(form.locator('select').first()).toBeVisible({ timeout: 15_000 });
  await settle(page, inFlight);
  await auditBoth(sweep, 'the deposit page as agent01 of luckystar in TY', DIALOG);
  // The platform refuses the deposit: the form says so (an alert), keeping what was typed.
  await page.route('**/wps/deposit', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }) : route.fallback()));
  await wide(sweep);
  const picker = form.locator('select').first();
  await picker.selectOption({ index: 3 });
  await form.locator('input[inputmode="decimal"], input[type="text"]').first().fill('1500');
  await form.locator('button[type="submit"]').click();
  await expect(centre.getByRole('alert')).toBeVisible();
  await auditBoth(sweep, 'the deposit refused, as agent01 of luckystar in TY', DIALOG);
  await page.unroute('**/wps/deposit');
  // The platform takes the deposit but answers a payment page the site will not open (not http(s)): the payment step
  // refuses it itself, and offers customer service.
  await page.route('**/wps/deposit', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          json: { success: true, value: { depositId: 'D-sweep', status: 'pending', amount: 1500, channelId: 'sweep', channelName: 'GCash', createdAt: Date.now(), payment: { type: 'REDIRECT', url: 'javascript:alert(1)', target: 'SAME_WINDOW' } } },
        })
      : route.fallback(),
  );
  await wide(sweep);
  await form.locator('button[type="submit"]').click();
  await expect(centre.locator('.pay-refused[role="alert"]')).toBeVisible();
  await auditBoth(sweep, 'the payment step refusing the payment page, as agent01 of luckystar in TY', DIALOG);
  await page.unroute('**/wps/deposit');
  await sweepCentrePages(sweep, 'member-center', 'the member centre as agent01 of luckystar in TY');
  await page.goto(`${origin}/?agentCentre=agentAnnouncement`);
  await expect(page.locator('[role="dialog"] .centre__page')).toBeVisible({ timeout: 15_000 });
  await settle(page, inFlight);
  await sweepCentrePages(sweep, 'agent-center', 'the agent centre as agent01 of luckystar in TY');
  await context.close();
  return sweep.findings;
}

test('accessibility sweep: the popups, and both merchants in EN and TY', async ({ browser, consoleGate }) => {
  // Every centre page of the second merchant, at both widths, added about 27 pages × 2 audits (issue 38). 4.5 minutes
  // in a full run on the slower machine of 29 November.
  test.setTimeout(900_000);
  consoleGate.allow({ text: FAILED_RESOURCE, url: /\/wps\/deposit$/, reason: 'the sweep audits the deposit form as the platform refuses the deposit' });
  const findings = (
    await Promise.all([brandSweep(browser, 'luckystar', 'en'), brandSweep(browser, 'luckystar', 'ty'), brandSweep(browser, 'croupier', 'ty'), accountPopups(browser)])
  ).flat();
  // After the others: its member logs in and deposits while nothing else signs in beside it.
  findings.push(...(await secondMerchantMember(browser)));
  expect(findings.length, `accessibility violations:\n${describeA11y(findings)}`).toBe(0);
});
