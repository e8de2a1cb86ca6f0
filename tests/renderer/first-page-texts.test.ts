import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createDocumentRenderer, type DocumentRenderer } from '../../scripts/schemas/document-renderer';
import { startEmbeddedData, type EmbeddedData } from '../../scripts/schemas/embedded-data';
import { resolveRequest } from '../../scripts/schemas/resolve-request';
import { createFirstPageI18n } from '@/i18n/i18n';
import { waitsForMemberTexts } from '@/i18n/member-texts';
import { textKeysNamedIn } from '@/i18n/named-texts';
import { enBundle } from '@/i18n/en-bundle';
import { tyBundle } from '@/i18n/ty-bundle';
import { memberEn } from '@/i18n/locales/member-en';
import { accountEn } from '@/i18n/locales/account-en';
import type { ResolvedScreen } from '@/schema/resolved';
import { contextWith } from '../fixtures/schema-context';
import { diskLoader } from '../../scripts/schemas/cli-context';

/**
 * Issue 37: a screen that names only the first page's texts shows without the member texts (9 KB gzip). This renders
 * every route's screen (the screen, not its layout) as a visitor's first page has it (EN and TY, the first page's texts
 * and the operator's copy, the embedded platform's default data answered) and checks that no screen the rule lets
 * through shows a member or account text's key instead of its words: a widget that draws one waits for them itself.
 * What an operator builds beyond the shipped screens is held by the translator's safety net (`onUnresolved` in
 * `createAppI18n`: a key nothing holds brings the member texts), tested in `tests/i18n/named-texts.test.ts`.
 */
const routes = (JSON.parse(readFileSync('schemas/routes.json', 'utf8')) as { routes: { screen: string; when?: unknown }[] }).routes;
const screens = [...new Set(routes.filter((route) => route.when === undefined).map((route) => route.screen))];
const chunkKeys = [...Object.keys(memberEn), ...Object.keys(accountEn)].filter((key) => !(key in enBundle) && !(key in tyBundle));
/** What a person reads or hears of the page: its text, and the labels and names in its attributes. */
const readable = (html: string) => [...html.replace(/<[^>]*\b(?:aria-label|alt|title|placeholder)="([^"]*)"[^>]*>/g, ' $1 ').replace(/<[^>]+>/g, ' ').matchAll(/[A-Za-z0-9_]+/g)].map((match) => match[0]);

let renderer: DocumentRenderer;
let embedded: EmbeddedData;
beforeAll(async () => {
  renderer = await createDocumentRenderer(undefined, { texts: 'firstPage' });
  embedded = startEmbeddedData();
});
afterAll(() => embedded.close());

describe("a first page's texts (issue 37: the member texts only where a page names one)", () => {
  it.each([
    ['croupier', 'en'],
    ['luckystar', 'en'],
    ['croupier', 'ty'],
    ['luckystar', 'ty'],
  ] as const)('%s in %s: no route screen that shows without the member texts draws a key in their place', async (merchant, lang) => {
    const shownWithout: string[] = [];
    // As in the browser: the operator's copy (EN's, and the language's) is in before the first render.
    const i18n = createFirstPageI18n(lang);
    for (const language of new Set(['en', lang])) i18n.addTexts(language, await diskLoader(merchant, []).copy(language), { overwrite: true });
    for (const screen of screens) {
      const context = contextWith({ role: 'visitor', lang, merchant });
      const { resolved } = await resolveRequest({ documentName: screen, explain: false, context });
      if (waitsForMemberTexts(i18n, textKeysNamedIn(resolved as ResolvedScreen))) continue;
      shownWithout.push(`${merchant} ${screen}`);
      const { html } = await renderer.render({ documentName: screen, context, explain: false }, { embedded, scenario: 'default' });
      const words = new Set(readable(html));
      expect(chunkKeys.filter((key) => words.has(key)), `${screen} on ${merchant} in ${lang}`).toEqual([]);
    }
    // The game lobbies are among them, and a page naming its member texts is not.
    expect(shownWithout).toEqual(expect.arrayContaining(['home', 'rng', 'live', 'lottery', 'fish', 'sports'].map((name) => `${merchant} screens/${name}`)));
    for (const name of ['vip', 'promotions', 'notices']) expect(shownWithout).not.toContain(`${merchant} screens/${name}`);
  }, 120_000);
});
