import type { Frame, Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * The accessibility audit of one page state (issue 38): axe-core with the WCAG 2.0/2.1 A and AA rules and WCAG 2.2's
 * target size (2.5.8: 24 × 24 CSS px, or spaced so a 24 px circle around each target touches no other), plus an
 * in-page check that a phone's main actions are 44 px tall (WCAG 2.5.5's size, which axe does not check), axe's
 * best practices (headings in order, every part of the page in a landmark, landmarks told apart, …), some of which
 * Lighthouse's accessibility score counts, and its label-in-name check (WCAG 2.5.3: a control's visible words are in
 * its name), which axe leaves out of a run by tag. Every
 * finding names the state, the rule and the node.
 */

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The main actions of a page or a dialog, which a phone user taps with a thumb: a form's submit button, the primary
 * buttons (log in, register, deposit, play), the header's account buttons and the phone's menu button.
 */
const MAIN_ACTIONS = ['button[type="submit"]', '.button--primary', '.account-bar button', '.site-header__menu-toggle'];
export const PHONE_WIDTH = 390;
const MAIN_ACTION_PX = 44;

export interface A11yFinding {
  where: string;
  rule: string;
  node: string;
  detail: string;
}

/** Main actions smaller than 44 px on a phone: their selector, text and size. Runs in the page. */
function smallMainActions({ selectors, minimum, root }: { selectors: string[]; minimum: number; root: string | null }): { node: string; detail: string }[] {
  const scope = (root && document.querySelector(root)) || document.body;
  const found: { node: string; detail: string }[] = [];
  for (const element of scope.querySelectorAll<HTMLElement>(selectors.join(', '))) {
    if (element.closest('[aria-hidden="true"], [inert]') || element.getClientRects().length === 0 || getComputedStyle(element).visibility !== 'visible') continue;
    const rect = element.getBoundingClientRect();
    if (rect.height + 0.5 >= minimum && rect.width + 0.5 >= minimum) continue;
    const id = element.closest('[data-node-id]')?.getAttribute('data-node-id');
    const name = (element.getAttribute('aria-label') || element.innerText || '').replace(/\s+/g, ' ').trim().slice(0, 40);
    found.push({ node: `${id ? `[data-node-id="${id}"] ` : ''}${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${name}"`, detail: `${Math.round(rect.width)}×${Math.round(rect.height)} px, under ${minimum} px` });
  }
  return found;
}

/** Audits the page as it is: axe (inside `root` only, when given) and, on a phone, the main actions' size. */
export async function auditA11y(page: Page, where: string, root: string | null = null): Promise<A11yFinding[]> {
  // Colours are measured at rest: a dialog fading in (140 ms) is not a dialog of faint text.
  // At most 2 s: a finite animation that is paused (a hovered marquee, a held carousel) never finishes, and waiting for
  // it hung a clean-clone run's sweep until its 8-minute timeout.
  await atRest(page);
  const started = Date.now();
  let violations = await axeViolations(page, root);
  if (violations.length > 0) {
    // A violation counts when a second run, a moment later, finds it again on the same node: a table that refreshes
    // in the background is dimmed while it does (records-view.css, `--stale`), a state of a fraction of a second that
    // a clean-clone sweep once caught (its headers at 3.27:1). A real defect is there both times.
    await page.waitForTimeout(400);
    await atRest(page);
    const again = new Set((await axeViolations(page, root)).flatMap((violation) => violation.nodes.map((node) => `${violation.id}|${node.target.flat().join(' ')}`)));
    violations = violations.map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => again.has(`${violation.id}|${node.target.flat().join(' ')}`)) })).filter((violation) => violation.nodes.length > 0);
  }
  if (process.env['A11Y_DUMP']) (await import('node:fs')).appendFileSync(process.env['A11Y_DUMP'], `${JSON.stringify({ where, ms: Date.now() - started, violations: violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => [n.target.flat().join(' '), n.html.slice(0, 200), (n.failureSummary ?? '').slice(0, 300)]) })) })}\n`);
  const findings: A11yFinding[] = [];
  for (const violation of violations) {
    for (const node of violation.nodes) {
      findings.push({ where, rule: violation.id, node: `${node.target.flat().join(' ')} ${node.html.slice(0, 160)}`, detail: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 300) });
    }
  }
  if (page.viewportSize()?.width === PHONE_WIDTH) {
    for (const small of await page.evaluate(smallMainActions, { selectors: MAIN_ACTIONS, minimum: MAIN_ACTION_PX, root })) findings.push({ where, rule: 'main-action-size (44 px on a phone)', ...small });
  }
  return findings;
}

/** Waits for the page's finite animations (a dialog fading in), at most 2 s. */
async function atRest(page: Page): Promise<void> {
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]));
}

type AxeWindow = { axe?: typeof axe };

/**
 * axe-core in one frame: injected once per document (a client-side route change keeps it), then run with the WCAG
 * tags and only the violations collected. This is what `@axe-core/playwright`'s AxeBuilder does at a third of its cost
 * (measured on /rng: ~0.7 s against ~2.3 s a state on a loaded machine): the builder evaluates axe's 650 KB source
 * again on every call and finishes each run in a new blank tab (a new renderer process), and it collects every pass
 * too. The sweeps run it some three hundred times.
 */
async function frameViolations(frame: Frame, context: string | null): Promise<axe.Result[]> {
  if (!(await frame.evaluate(() => typeof (window as AxeWindow).axe === 'object'))) await frame.evaluate(axe.source);
  return frame.evaluate(
    ({ context, tags }) => {
      const engine = (window as AxeWindow).axe!;
      // Plus axe's best practices (Lighthouse's accessibility score counts some: `/rng`'s game names were h3 straight
      // under the page's h1; the live chat button floated outside every landmark; a centre page and its main widget
      // were two regions of one name), and WCAG 2.5.3's label in name, which axe tags experimental and leaves out of a
      // run by tag (TY's Play button read "Laro" and was named "Laruin ang …").
      const rules = { 'label-content-name-mismatch': { enabled: true } };
      return engine.run(context ?? document, { runOnly: { type: 'tag', values: [...tags, 'best-practice'] }, rules, resultTypes: ['violations'], iframes: false }).then((results) => results.violations);
    },
    { context, tags: WCAG_TAGS },
  );
}

/**
 * The violations in the page (inside `root` when given) and in each frame it shows, a game's or a payment's, each
 * frame audited as its own document (as AxeBuilder does, cross-origin frames included).
 */
async function axeViolations(page: Page, root: string | null): Promise<axe.Result[]> {
  const violations = await frameViolations(page.mainFrame(), root);
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || frame.isDetached()) continue;
    const element = await frame.frameElement().catch(() => null);
    if (!element || !(await element.isVisible())) continue;
    if (root && !(await element.evaluate((node: Element, selector) => !!node.closest(selector), root))) continue;
    violations.push(...(await frameViolations(frame, null)));
  }
  return violations;
}

export function describeA11y(findings: readonly A11yFinding[]): string {
  return findings.map((finding) => `${finding.where}: ${finding.rule}: ${finding.node} — ${finding.detail}`).join('\n');
}
