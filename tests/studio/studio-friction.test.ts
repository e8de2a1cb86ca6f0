import { describe, expect, it } from 'vitest';
import { fitScale, LEGIBLE_SCALE, scrollToShow } from '@/studio/preview-fit';
import { withoutPopups } from '@/studio/preview-popups';
import { tabAfterKey } from '@/studio/pane-tabs';
import { documentGroups, documentTitle, nameAsWords } from '@/studio/document-titles';
import { developerWordsIn, WIDGET_WORDS, widgetWords } from '@/studio/widget-words';
import { CATALOGUE_TEXT_KEYS } from '@/studio/widget-catalogue';
import { studioTranslator } from '@/studio/studio-texts';
import { widgetRegistry } from '@/widgets/registry';
import type { ResolvedNode } from '@/schema/resolved';
import type { DocumentEntry } from '@/studio/document-catalog';

describe('Fit to width keeps the site legible', () => {
  it('fits a frame to its column, never enlarged and never below the legible scale', () => {
    expect(fitScale(1000, 390)).toBe(1);
    expect(fitScale(1200, 1440)).toBeCloseTo(1200 / 1440);
    // A 1440 px page in a 560 px column: 39 % would draw 14 px text at 5 px.
    expect(fitScale(560, 1440)).toBe(LEGIBLE_SCALE);
    expect(LEGIBLE_SCALE).toBeGreaterThanOrEqual(0.7);
    expect(fitScale(0, 1440)).toBe(1);
  });

  it('scrolls the column to the entry being edited only when it does not show whole', () => {
    expect(scrollToShow({ scroll: 0, size: 500 }, { start: 100, size: 50 }, 1080)).toBe(0);
    expect(scrollToShow({ scroll: 0, size: 500 }, { start: 900, size: 100 }, 1080)).toBe(580);
    expect(scrollToShow({ scroll: 0, size: 500 }, { start: 600, size: 100 }, 1080)).toBe(400);
    expect(scrollToShow({ scroll: 400, size: 500 }, { start: 10, size: 700 }, 1080)).toBe(10);
  });
});

describe('the preview leaves out the popups a visit opens by itself', () => {
  const node = (type: string, id: string, children: ResolvedNode[] = []): ResolvedNode => ({ type, id, props: {}, children });
  it('removes the notice popup, the red envelope and the gift popup at any depth, and names them', () => {
    const body = [node('HeroBanner', 'hero'), node('NoticePopup', 'notice'), node('Section', 'box', [node('RedEnvelope', 'envelope'), node('Text', 'text')]), node('GiftPopup', 'gift')];
    const shown = withoutPopups(body);
    expect(shown.left).toEqual(['NoticePopup', 'RedEnvelope', 'GiftPopup']);
    expect(shown.nodes.map((entry) => entry.id)).toEqual(['hero', 'box']);
    expect(shown.nodes[1]?.children.map((entry) => entry.id)).toEqual(['text']);
  });
  it('gives the same nodes back when there is no popup (the preview does not draw again)', () => {
    const body = [node('HeroBanner', 'hero')];
    expect(withoutPopups(body).nodes).toBe(body);
  });
});

describe('the panes\' tabs at a phone\'s width', () => {
  it('move with the arrow keys (wrapping), Home and End, as WAI-ARIA tabs do', () => {
    const tabs = ['outline', 'json', 'preview'];
    expect(tabAfterKey(tabs, 'outline', 'ArrowRight')).toBe('json');
    expect(tabAfterKey(tabs, 'preview', 'ArrowRight')).toBe('outline');
    expect(tabAfterKey(tabs, 'outline', 'ArrowLeft')).toBe('preview');
    expect(tabAfterKey(tabs, 'json', 'Home')).toBe('outline');
    expect(tabAfterKey(tabs, 'json', 'End')).toBe('preview');
    expect(tabAfterKey(tabs, 'json', 'Enter')).toBeUndefined();
  });
});

describe('the Document list by title, grouped by the part of the site', () => {
  const entries: DocumentEntry[] = [
    { name: 'menus/header-nav', path: 'menus/header-nav.json', group: 'Menus' },
    { name: 'screens/home', path: 'screens/home.json', group: 'Screens' },
    { name: 'screens/member/depositv2', path: 'screens/member/depositv2.json', group: 'Screens' },
    { name: 'screens/vip-club', path: 'screens/vip-club.json', group: 'Screens' },
    { name: 'forms/register', path: 'forms/register.json', group: 'Forms' },
    { name: 'menus/header-nav', path: 'merchants/luckystar/menus/header-nav.json', group: 'Merchant luckystar', merchant: 'luckystar' },
  ];
  const titles: Record<string, string> = { 'screens/home': 'Home', 'screens/member/depositv2': 'Deposit' };

  it('labels each document by its title, keeps the file path as its value, and groups in the list\'s order', () => {
    const groups = documentGroups(entries, 'en', studioTranslator('en').t, (name) => titles[name]);
    expect(groups.map((group) => group.label)).toEqual(['Pages', 'Member centre pages', 'Header, footer and menus', 'Forms', 'Only for luckystar']);
    expect(groups[0]?.options).toEqual([{ value: 'screens/home.json', label: 'Home' }, { value: 'screens/vip-club.json', label: 'Vip club' }]);
    expect(groups[2]?.options).toEqual([{ value: 'menus/header-nav.json', label: 'Header navigation' }]);
    expect(groups.at(-1)?.options).toEqual([{ value: 'merchants/luckystar/menus/header-nav.json', label: 'Header navigation' }]);
    expect(groups.flatMap((group) => group.options).some((option) => /\/|\.json/.test(option.label))).toBe(false);
  });

  it('speaks TY in a TY studio', () => {
    const groups = documentGroups(entries, 'ty', studioTranslator('ty').t, () => undefined);
    expect(groups[0]?.label).toBe('Mga pahina');
    expect(documentTitle('menus/header-nav', 'ty')).toBe('Nabigasyon ng header');
    expect(nameAsWords('screens/agent/agentDailyWages2')).toBe('Agent daily wages 2');
  });
});

describe('the widget catalogue in an operator\'s words', () => {
  it('names and describes every widget of this build in EN and TY', () => {
    for (const type of Object.keys(widgetRegistry)) {
      expect(WIDGET_WORDS[type], type).toBeDefined();
      expect(widgetWords(type, 'ty').name).not.toBe('');
    }
  });

  it('holds no developer words: no spec sections, no named commands, no queries, props or nodes', () => {
    expect(developerWordsIn('A form document bound to a named command (spec §2)')).toEqual(expect.arrayContaining(['spec §', 'named command']));
    for (const [type, words] of Object.entries(WIDGET_WORDS)) {
      for (const [name, text] of [words.en, words.ty]) expect(developerWordsIn(`${name} ${text}`), type).toEqual([]);
    }
    for (const language of ['en', 'ty']) {
      const t = studioTranslator(language).t;
      for (const key of CATALOGUE_TEXT_KEYS) expect(developerWordsIn(t(key, { type: '' })), key).toEqual([]);
    }
  });
});
