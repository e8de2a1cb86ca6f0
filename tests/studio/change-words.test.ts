import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changesInWords, MAX_SENTENCES, type WordsContext } from '@/studio/change-words';
import { studioTranslator } from '@/studio/studio-texts';
import { en } from '@/i18n/locales/en';
import { ty } from '@/i18n/locales/ty';

const headerNav = readFileSync('schemas/menus/header-nav.json', 'utf8');
const tyCopy = readFileSync('schemas/i18n/ty.json', 'utf8');
const site: Record<string, string> = en;
const context = (language: 'en' | 'ty' = 'en'): WordsContext => ({
  t: studioTranslator(language).t,
  language,
  textOf: (key, lang = language) => (lang === 'ty' ? (ty as Record<string, string>)[key] : site[key]),
});

const edit = <T>(text: string, change: (value: T) => void): string => {
  const value = JSON.parse(text) as T;
  change(value);
  return `${JSON.stringify(value, null, 2)}\n`;
};
type Menu = { items: { id: string; label: string; when?: unknown }[] };
const sportsFirst = edit<Menu>(headerNav, (menu) => {
  const sports = menu.items.findIndex((item) => item.id === 'sports');
  menu.items.unshift(...menu.items.splice(sports, 1));
});
const sportsRelabelled = edit<{ texts: Record<string, string> }>(tyCopy, (copy) => {
  copy.texts['nav_sports'] = 'Isports ngayon';
});

describe('a publish in words', () => {
  it('reads the studio tutorial\'s publish as the issue words it: the move, then the TY label of Sports', () => {
    const words = changesInWords(
      [
        { path: 'menus/header-nav.json', before: headerNav, after: sportsFirst },
        { path: 'i18n/ty.json', before: tyCopy, after: sportsRelabelled },
      ],
      context(),
    );
    expect(words).toEqual(['Sports moved before Home', 'TY label of Sports: Palakasan → Isports ngayon']);
  });

  it('says nothing of the files the service writes itself with every publish: the manifest and the hashes of what it checked', () => {
    const words = changesInWords(
      [
        { path: 'manifest.json', before: '{"documents":{}}', after: '{"documents":{"screens/x":"screens/x.json"}}' },
        { path: 'menus/header-nav.json', before: headerNav, after: sportsFirst },
        { path: 'verified.json', before: '{"validators":"0","documents":{}}', after: '{"validators":"0","documents":{"menus/header-nav.json":"0123456789abcdef"}}' },
      ],
      context(),
    );
    expect(words).toEqual(['Sports moved before Home']);
  });

  it('says it in TY for a studio in TY', () => {
    const words = changesInWords([{ path: 'menus/header-nav.json', before: headerNav, after: sportsFirst }], context('ty'));
    expect(words).toEqual(['Inilipat ang Palakasan bago ang Simula']);
  });

  it('a text changed alone is named by its EN text; an entry moved last is placed after its new neighbour', () => {
    const lastHome = edit<Menu>(headerNav, (menu) => menu.items.push(...menu.items.splice(0, 1)));
    const words = changesInWords(
      [
        { path: 'i18n/ty.json', before: tyCopy, after: sportsRelabelled },
        { path: 'menus/header-nav.json', before: headerNav, after: lastHome },
      ],
      context(),
    );
    // The documents' changes first, whatever order the service lists the files in.
    expect(words[0]).toMatch(/^Home moved after /);
    expect(words[1]).toBe('TY label of Sports: Palakasan → Isports ngayon');
    expect(changesInWords([{ path: 'i18n/ty.json', before: tyCopy, after: sportsRelabelled }], context())).toEqual(['TY text “Sports”: Palakasan → Isports ngayon']);
  });

  it('names added, removed, hidden and shown entries and a changed setting', () => {
    const changed = edit<Menu>(headerNav, (menu) => {
      menu.items = menu.items.filter((item) => item.id !== 'lottery');
      menu.items.push({ id: 'news', label: 'nav_notices' });
      const sports = menu.items.find((item) => item.id === 'sports')!;
      sports.when = { any: [] };
      sports.label = 'nav_slots';
    });
    const words = changesInWords([{ path: 'menus/header-nav.json', before: headerNav, after: changed }], context());
    expect(words).toContain('Lottery removed');
    expect(words.some((line) => /added$/.test(line))).toBe(true);
    expect(words).toContain('label of Slots: “nav_sports” → “nav_slots”');
    expect(words.some((line) => / hidden$/.test(line))).toBe(true);
    const back = changesInWords([{ path: 'menus/header-nav.json', before: changed, after: headerNav }], context());
    expect(back).toContain('Lottery added');
    expect(back.some((line) => / shown again$/.test(line))).toBe(true);
  });

  it('a new or removed file is named by its title; many changes end with how many more', () => {
    expect(changesInWords([{ path: 'screens/vip-club.json', before: null, after: '{}' }], context())).toEqual(['New: Vip club']);
    expect(changesInWords([{ path: 'menus/header-nav.json', before: headerNav, after: null }], context())).toEqual(['Removed: Header navigation']);
    // An older publish service sends no texts: the words send the operator to the JSON diff.
    expect(changesInWords([{ path: 'menus/header-nav.json', before: null, after: null }], context())).toEqual(['Header navigation changed (see the JSON diff)']);
    const relabelled = edit<Menu>(headerNav, (menu) => menu.items.forEach((item) => Object.assign(item, { label: `${item.label}_new`, icon: "star" })));
    const words = changesInWords([{ path: 'menus/header-nav.json', before: headerNav, after: relabelled }], context());
    expect(words).toHaveLength(MAX_SENTENCES);
    expect(words.at(-1)).toMatch(/^and \d+ more changes/);
  });
});
