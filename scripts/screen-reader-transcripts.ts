/**
 * `npx tsx scripts/screen-reader-transcripts.ts`: the login and deposit flows as a screen reader reads them (issue 38),
 * written to docs/screen-reader-transcripts.md. Each step is the accessibility tree of what the player is in (the
 * login dialog, the header, the deposit page), in reading order: Chromium's own tree, as Playwright's ARIA snapshot
 * gives it (role, accessible name, state; the text a screen reader reads in browse mode). Needs the site running
 * (`npm run preview`; BASE_URL=… for another port). Deposits as agent01 (a pending deposit; the e2e suite reads
 * player01's money, never agent01's).
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Locator, type Page } from 'playwright-core';

const BASE_URL = process.env['BASE_URL'] ?? 'http://127.0.0.1:4173';
const OUT = new URL('../docs/screen-reader-transcripts.md', import.meta.url);

const steps: string[] = [];

/** One step: what the player did, then the tree of `where` as a screen reader walks it. */
async function read(title: string, did: string, where: Locator): Promise<void> {
  const tree = await where.ariaSnapshot();
  steps.push(`### ${title}\n\n${did}\n\n\`\`\`yaml\n${tree}\n\`\`\`\n`);
}

/** What the focused element is, as announced when focus lands on it. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing (the page)';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const labelled = element.getAttribute('aria-labelledby');
    const name = element.getAttribute('aria-label') ?? (labelled ? document.getElementById(labelled)?.textContent : null) ?? (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ?? element.textContent ?? '';
    return `${role} "${name.replace(/\s+/g, ' ').trim().slice(0, 80)}"`;
  });
}

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' });
  // Past the popup notice (its own transcript is not part of these two flows).
  await context.addInitScript(() => window.location.protocol.startsWith('http') && window.sessionStorage.setItem('noticePopupShown', '1'));
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/`);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Log in' }).waitFor();
  const notice = page.getByRole('dialog', { name: /Welcome to/ });
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'Got it' }).click();

  // Log in.
  await banner.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').waitFor();
  await page.waitForTimeout(300);
  await read('The login dialog opens', `The player pressed "Log in" in the header. Focus lands on: ${await focused(page)}.`, login);
  await login.getByRole('button', { name: 'Log in' }).click();
  await login.locator('[aria-invalid="true"]').first().waitFor();
  await read('Log in with nothing typed', `The player pressed "Log in" with both fields empty. Focus is on: ${await focused(page)}.`, login);
  await login.getByLabel('Username').fill('agent01');
  await login.getByLabel('Password').fill('wrong-password');
  await login.getByRole('button', { name: 'Log in' }).click();
  await login.getByRole('alert').waitFor();
  await read('A wrong password', 'The player typed agent01 and a wrong password.', login);
  await login.getByLabel('Password').fill('Passw0rd!');
  await login.getByRole('button', { name: 'Log in' }).click();
  await banner.getByRole('button', { name: 'Deposit' }).waitFor();
  await page.getByTestId('balance').filter({ hasText: /\d/ }).waitFor();
  await read('Logged in: the header', `The dialog closed. Focus is on: ${await focused(page)}.`, banner);

  // Deposit.
  await banner.getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member Centre' });
  const form = centre.getByRole('region', { name: 'Make a deposit' });
  await form.waitFor({ timeout: 15_000 });
  await page.waitForTimeout(500);
  await read('The deposit page', `The player pressed "Deposit" in the header. Focus lands on: ${await focused(page)}.`, centre.locator('.centre__page'));
  await form.getByRole('button', { name: 'Deposit' }).click();
  await form.locator('[aria-invalid="true"]').first().waitFor();
  await read('Deposit with nothing chosen', `The player pressed "Deposit" without a channel or an amount. Focus is on: ${await focused(page)}.`, form);
  const picker = form.getByLabel('Deposit channel');
  await picker.selectOption({ label: (await picker.locator('option', { hasText: 'Bank transfer' }).textContent()) ?? 'Bank transfer' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('1');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await page.waitForTimeout(500);
  await read('An amount under the minimum', 'The player chose Bank transfer and typed 1.', form);
  await form.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await form.getByRole('button', { name: 'Deposit' }).click();
  const payment = centre.getByRole('region', { name: 'Pay with Bank transfer' });
  await payment.waitFor();
  await page.waitForTimeout(300);
  await read('The payment: a bank account to pay into', `The player typed 1500 and pressed "Deposit". Focus is on: ${await focused(page)}.`, payment);

  const body = `# Screen reader transcripts: logging in and depositing

What a screen reader reads on the two flows issue 38 asked us to listen to: the accessibility tree Chromium builds
(roles, accessible names, states, live regions), in reading order, at each step. Written by
\`npx tsx scripts/screen-reader-transcripts.ts\` against \`npm run preview\` (BASE_URL=… for another port); run it
again after changing these screens, and read it as a player who cannot see the page would hear it.

How to read it: each line is one node, \`role "name"\` then its state (\`[checked]\`, \`[disabled]\`, \`[expanded]\`);
a \`text:\` line is plain text read in browse mode; \`status\` and \`alert\` are live regions (read out when they
change, politely or at once).

## What listening found, and what changed (issue 38)

- After logging in, focus was on nothing (the Log in button that opened the dialog is gone): a screen reader fell
  back to the top of the document. Focus now lands on the page's main heading ("Logged in: the header" below).
- A field's "?" hint read as "question mark": it reads as the hint's own text now (an image named by the hint).
- The balance was a live region of its own inside another (the whole pill, buttons included): a refresh read out
  the pill's parts. One polite status now says "balance updating", then "Balance updated: 20,300.00 pesos".
- A link to another page left focus on the link: a screen reader did not hear that the page changed. Focus now
  moves to the new page's main heading, with the page title.
- Amounts read with the currency's letter ("P 1,500.00": "P one thousand five hundred"). They are said with the
  currency's name now ("1,500.00 pesos", in TY "1,500.00 piso"; an image of the text, named by what it says, so the
  page still shows "P 1,500.00"): the header balance and its announcement, money in records, detail lists and cards,
  and the deposit's payment.
- Amounts inside a sentence still read with the letter ("below the minimum of P 500.00", "GCash (P 100.00 –
  P 50,000.00)", the dash between them not said at the default punctuation level). A sentence now writes its
  amount with the currency's name, for everyone: a limit's error ("below the minimum of 500.00 pesos"), a
  confirmation's question, a wallet's or a channel's option ("GCash (100.00 pesos to 50,000.00 pesos)": an
  option's text cannot hold markup), the payment's steps ("Transfer exactly 1,500.00 pesos"), the red envelope's
  prize. Figures (balances, tables, the amount to pay) keep "P …".
- After a deposit with fields missing, focus stayed on the Deposit button (each error was tied to its field but
  nothing was said at the press; after an amount under the minimum, focus was lost to the page as the button
  disabled). Focus now moves to the first field in error, and its error is read with it, as in the login form.

${steps.join('\n')}`;
  writeFileSync(OUT, body);
  console.log(`written: ${OUT.pathname}`);
} finally {
  await browser.close();
}
