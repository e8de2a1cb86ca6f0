import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { auditLayout, type AuditFinding } from './support/layout-audit';
import { auditA11y } from './support/a11y-audit';

/**
 * The layout sweep's audit (support/layout-audit.ts) on small pages broken on purpose, in Chromium: layout is only
 * measured where it is computed (a DOM without layout, such as jsdom or happy-dom, gives every box 0×0). Each check
 * must find its defect on the broken page and nothing on the same page mended, so a check that cannot fail is caught
 * here, not in a sweep that stays green.
 */

const BASE = '<style>body{margin:0;font:16px/20px sans-serif} button{font:inherit;padding:0;border:0}</style>';

async function findings(page: Page, body: string, floating = false): Promise<AuditFinding[]> {
  await page.setViewportSize({ width: 400, height: 600 });
  await page.setContent(`<!doctype html><html><head>${BASE}</head><body>${body}</body></html>`);
  return page.evaluate(auditLayout, { root: null, floating, sidewaysScrollers: [] });
}

const kinds = (found: readonly AuditFinding[]) => found.map((finding) => finding.kind);

test('text spilling out of its button is found, and a button wide enough for its text is not', async ({ page }) => {
  const broken = await findings(page, '<button id="join" style="width:40px;white-space:nowrap">Join the club now</button>');
  expect(broken).toEqual([expect.objectContaining({ kind: 'text outside its button', element: 'button#join', text: 'Join the club now' })]);
  expect(kinds(await findings(page, '<button id="join" style="white-space:nowrap">Join the club now</button>'))).toEqual([]);
});

test('text over other text is found, and the same two lines one under the other are not', async ({ page }) => {
  const broken = await findings(page, '<div style="position:relative;height:40px"><p id="title" style="margin:0">Hot games</p><span id="badge" style="position:absolute;top:2px;left:10px">NEW</span></div>');
  expect(broken).toEqual([expect.objectContaining({ kind: 'overlapping text', element: 'p#title', text: 'Hot games' })]);
  expect(broken[0]!.detail).toMatch(/lie over span#badge "NEW"/);
  expect(kinds(await findings(page, '<div style="position:relative;height:40px"><p id="title" style="margin:0">Hot games</p><span id="badge" style="position:absolute;top:22px;left:10px">NEW</span></div>'))).toEqual([]);
});

test('a button covered by another element is found, and the same button beside it is not', async ({ page }) => {
  const cover = (left: number) => `<div id="banner" style="position:absolute;top:0;left:${left}px;width:100px;height:40px;background:#fc0"></div>`;
  const broken = await findings(page, `<button id="deposit" style="position:absolute;top:10px;left:10px;width:80px;height:20px">Deposit</button>${cover(0)}`);
  expect(broken).toEqual([expect.objectContaining({ kind: 'covered button', element: 'button#deposit', text: 'Deposit' })]);
  expect(broken[0]!.detail).toMatch(/its centre shows div#banner/);
  expect(kinds(await findings(page, `<button id="deposit" style="position:absolute;top:10px;left:10px;width:80px;height:20px">Deposit</button>${cover(200)}`))).toEqual([]);
});

test('a button covered only at the bottom of the page is found by the bottom pass', async ({ page }) => {
  const page2 = '<div style="height:1500px"></div><button id="more" style="display:block;width:120px;height:30px">Load more</button><div style="height:40px"></div>';
  const cover = '<div id="bar" style="position:fixed;bottom:0;left:0;width:400px;height:80px;background:#333"></div>';
  expect(kinds(await findings(page, page2 + cover, true))).toContain('covered button');
  expect(kinds(await findings(page, page2.replace('height:40px', 'height:120px') + cover, true))).not.toContain('covered button');
});

test('with a modal dialog open, the page under it is neither overlapping text nor covered buttons', async ({ page }) => {
  const found = await findings(
    page,
    '<p>Game categories</p><button>Slots</button><div role="dialog" aria-modal="true" style="position:fixed;inset:0;background:#fff"><p>Log in</p><button>Close</button></div>',
  );
  expect(found).toEqual([]);
});

test('text an ellipsis hides and the menu of a closed <details> are neither overlapping text nor covered buttons', async ({ page }) => {
  const found = await findings(
    page,
    '<div style="display:flex;gap:8px"><span title="No Commission Baccarat" style="width:60px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">No Commission Baccarat</span><span>VIP Roulette</span></div>' +
      '<details style="position:relative"><summary>player01</summary><ul style="display:block;position:absolute;top:0;margin:0"><li><button>Sign out</button></li></ul></details><p style="margin:0">Play the biggest jackpots</p>',
  );
  expect(found).toEqual([]);
});

test('the accessibility audit finds faint text, a link without a name, a heading that skips a level, a button whose name leaves out its words and, inside a frame, a field without a label; the mended page has none', async ({ page }) => {
  const audit = async (body: string) => {
    await page.setViewportSize({ width: 1440, height: 600 });
    await page.setContent(`<!doctype html><html lang="en"><head><title>Audit</title></head><body><main>${body}</main></body></html>`);
    await page.locator('iframe').evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.readyState === 'complete' || new Promise((done) => frame.addEventListener('load', done)));
    return (await auditA11y(page, 'a page broken on purpose')).map((finding) => `${finding.rule} ${finding.node.split(' ')[0]}`);
  };
  const frame = (label: string) => `<iframe title="Game" srcdoc="<html lang='en'><title>Game</title><main><h1>Stake</h1>${label}<input id='stake'></main></html>"></iframe>`;
  expect((await audit(`<h1>Slots</h1><h3 id="skip">Frozen Carnival</h3><button id="play" aria-label="Laruin ang Frozen Carnival">Laro</button><p id="faint" style="color:#bbb;background:#fff">Min bet P 10</p><a id="bare" href="/rng"><span></span></a>${frame('')}`)).sort()).toEqual(['color-contrast #faint', 'heading-order #skip', 'label #stake', 'label-content-name-mismatch #play', 'link-name #bare']);
  expect(await audit(`<h1>Slots</h1><h2>Frozen Carnival</h2><button aria-label="Laruin ang Frozen Carnival">Laruin</button><p style="color:#333;background:#fff">Min bet P 10</p><a href="/rng">Slots</a>${frame("<label for='stake'>Stake</label>")}`)).toEqual([]);
});
