import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, newContext, test } from './support/test';
import { logInAs } from './support/login';
import { goTo, settle, trackRequests } from './support/settle';
import { auditA11y, describeA11y, type A11yFinding } from './support/a11y-audit';
import { auditLayout, type AuditFinding, type AuditOptions } from './support/layout-audit';

/**
 * The layout sweep (issue 26): every route of schemas/routes.json and every page of the member and agent centre
 * menus, at 390 and 1440 px, as a visitor, player01 and agent01, through one in-page audit
 * (support/layout-audit.ts: page overflow, cut-off buttons and links, clipped text, floating buttons over the
 * page's last content). Every finding names the route, width, audience and element.
 *
 * The same states get the accessibility audit of issue 38 (support/a11y-audit.ts: axe-core with the WCAG 2.0/2.1 A
 * and AA rules and 2.2's 24 px targets, and a phone's 44 px main actions), inside the centre dialog for its pages; a
 * violation names the state, the rule and the node. The popups, the second merchant and TY: a11y-sweep.spec.ts.
 *
 * Fast by design: one signed-in context per audience, routes reached by client-side navigation, each page audited
 * at both widths before moving on, one `page.evaluate` per audit. Motion is reduced (the browser's
 * prefers-reduced-motion), so the carousel holds its first slide and the marquee shows its notices at rest:
 * every node is measured where it stays, not mid-animation.
 */

const WIDTHS = [1440, 390] as const;
type Audience = 'visitor' | 'player01' | 'agent01';

/**
 * Sideways scroll boxes that may hide part of their content, and why each is acceptable. Anything else that
 * scrolls sideways and hides a control or text fails the sweep.
 */
const SIDEWAYS_SCROLLERS: readonly { selector: string; why: string }[] = [
  {
    selector: '.game-section__row',
    why: 'a row of game tiles (Hot games, Recent games) that the player swipes through, as app stores and casino lobbies do: it snaps tile by tile, shows a scroll bar, and the tile cut at the edge says there is more; every game in it is also in its own lobby page, in a grid that hides nothing',
  },
];

interface RouteEntry {
  id: string;
  paths: string[];
}
interface MenuItem {
  id: string;
  when?: unknown;
}
const schema = <T,>(path: string): T => JSON.parse(readFileSync(new URL(`../../schemas/${path}`, import.meta.url), 'utf8')) as T;
const routes = schema<{ routes: RouteEntry[] }>('routes.json').routes;
const memberMenu = schema<{ items: MenuItem[] }>('menus/member-center.json').items;
const agentMenu = schema<{ items: MenuItem[] }>('menus/agent-center.json').items;

/** The path the sweep opens for a route: its first, with the query a real visit has. */
const ROUTE_PATHS: Readonly<Record<string, string>> = {
  promoDetail: '/promoDetail?promotionId=101',
};

/**
 * Centre pages an audience cannot open, each with the reason. Every other menu item of member-center.json and
 * agent-center.json must be in the audience's menu, or the sweep fails (a page never goes unchecked silently).
 */
const UNREACHABLE: Readonly<Record<Audience, { member: Readonly<Record<string, string>> | 'all'; agent: Readonly<Record<string, string>> | 'all'; why?: string }>> = {
  visitor: { member: 'all', agent: 'all', why: 'a visitor has no centre: the menu asks them to log in' },
  player01: { member: {}, agent: 'all', why: 'the agent centre is for agents only (spec §2)' },
  agent01: { member: { referral: 'Invite Friends is shown to players only (when: role player)' }, agent: {} },
};

/** A layout defect, or an accessibility violation (issue 38: axe-core and the phone's 44 px main actions). */
type Failure = { where: string; finding: AuditFinding } | { where: string; a11y: A11yFinding };

function describeFailures(failures: readonly Failure[]): string {
  return failures
    .map((failure) => ('a11y' in failure ? describeA11y([failure.a11y]) : `${failure.where}: ${failure.finding.kind}: ${failure.finding.element}${failure.finding.text ? ` "${failure.finding.text}"` : ''} — ${failure.finding.detail}`))
    .join('\n');
}

/**
 * The layout audit, then the accessibility audit of the same state (support/a11y-audit.ts), inside the open centre
 * dialog when `root` names it: each state is reached once for both.
 */
async function audit(page: Page, where: string, options: Omit<AuditOptions, 'sidewaysScrollers'>, failures: Failure[]): Promise<void> {
  const found = await page.evaluate(auditLayout, { ...options, sidewaysScrollers: SIDEWAYS_SCROLLERS.map((entry) => entry.selector) });
  for (const finding of found) failures.push({ where, finding });
  for (const a11y of await auditA11y(page, where, options.root)) failures.push({ where, a11y });
}

/**
 * Audits the page at each width, in place (a resize, no reload), starting with the width the page has, so
 * consecutive pages share one resize.
 */
async function auditAtEachWidth(page: Page, inFlight: () => number, label: (width: number) => string, options: Omit<AuditOptions, 'sidewaysScrollers'>, failures: Failure[]): Promise<void> {
  const now = page.viewportSize()?.width;
  const order = now === WIDTHS[1] ? [WIDTHS[1], WIDTHS[0]] : [...WIDTHS];
  for (const [at, width] of order.entries()) {
    if (width !== now || at > 0) {
      await page.setViewportSize({ width, height: 900 });
      await settle(page, inFlight, 1);
    }
    await audit(page, label(width), options, failures);
  }
}

async function sweepRoutes(page: Page, inFlight: () => number, audience: Audience, failures: Failure[]): Promise<void> {
  for (const route of routes) {
    const path = ROUTE_PATHS[route.id] ?? route.paths[0]!;
    await goTo(page, path, inFlight);
    await auditAtEachWidth(page, inFlight, (width) => `route ${path} at ${width} px as ${audience}`, { root: null, floating: true }, failures);
    // A route may open a dialog (the login route's form): close it before the next route.
    while (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  }
}

async function sweepCentre(page: Page, inFlight: () => number, audience: Audience, kind: 'member' | 'agent', failures: Failure[]): Promise<void> {
  const menu = kind === 'member' ? memberMenu : agentMenu;
  const unreachable = UNREACHABLE[audience][kind];
  if (unreachable === 'all') return;
  const dialogName = kind === 'member' ? 'Member Centre' : 'Agent Centre';
  const first = menu.find((item) => !(item.id in unreachable))!;
  await page.goto(`/?${kind}Centre=${first.id}`);
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const nav = dialog.getByRole('navigation');
  for (const item of menu) {
    const button = nav.locator(`[data-node-id="${item.id}"]`);
    if (item.id in unreachable) {
      await expect(button, `${kind} centre item ${item.id} is listed as unreachable for ${audience}`).toHaveCount(0);
      continue;
    }
    await expect(button, `${kind} centre item ${item.id} must be in ${audience}'s menu, or listed in UNREACHABLE with its reason`).toHaveCount(1);
    await button.click();
    await settle(page, inFlight);
    await auditAtEachWidth(page, inFlight, (width) => `${kind} centre page ${item.id} at ${width} px as ${audience}`, { root: '[role="dialog"]', floating: false }, failures);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Closing writes the URL (the centre forgets its page): done before the next full navigation.
  await expect(page).not.toHaveURL(new RegExp(`${kind}Centre=`));
}

async function sweep(browser: Browser, audience: Audience): Promise<Failure[]> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  const inFlight = trackRequests(page);
  const failures: Failure[] = [];
  await page.goto('/');
  if (audience !== 'visitor') await logInAs(page, audience);
  await settle(page, inFlight);
  await sweepRoutes(page, inFlight, audience, failures);
  await sweepCentre(page, inFlight, audience, 'member', failures);
  await sweepCentre(page, inFlight, audience, 'agent', failures);
  await context.close();
  return failures;
}

test('layout and accessibility sweep: every route and centre page at 390 and 1440 px, as a visitor, player01 and agent01', async ({ browser }) => {
  // About 100 page states × 2 widths, each with both audits: about 2.5 minutes on a quiet two-core machine (axe-core adds
  // about 0.3 s a state), several under heavy load.
  test.setTimeout(480_000);
  // The three audiences side by side, each in its own context: most of a sweep is waiting for the platform. Not three
  // tabs of one context: the sweep then took 246 s in CI against 114 s (docs/qa.md, "A second member is a second tab").
  const failures = (await Promise.all((['visitor', 'player01', 'agent01'] as const).map((audience) => sweep(browser, audience)))).flat();
  expect(failures.length, `layout defects and accessibility violations:\n${describeFailures(failures)}`).toBe(0);
});
