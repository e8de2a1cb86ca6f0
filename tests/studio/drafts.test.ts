import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftStore } from '@/studio/drafts';

afterEach(() => localStorage.clear());

describe('drafts in local storage', () => {
  it('keeps an edit per file until it is discarded, across store instances (a reload)', () => {
    draftStore(localStorage).write('menus/header-nav.json', '{"edited": true}');
    draftStore(localStorage).write('screens/home.json', '{}');
    const reloaded = draftStore(localStorage);
    expect(reloaded.read('menus/header-nav.json')).toBe('{"edited": true}');
    expect(reloaded.paths()).toEqual(['menus/header-nav.json', 'screens/home.json']);
    reloaded.discard('menus/header-nav.json');
    expect(reloaded.read('menus/header-nav.json')).toBeUndefined();
    expect(reloaded.paths()).toEqual(['screens/home.json']);
  });

  it('ignores other keys, and warns instead of throwing when storage is full', () => {
    localStorage.setItem('lang', 'ty');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = { ...localStorage, length: 0, key: () => null, getItem: () => null, removeItem: () => undefined, clear: () => undefined, setItem: () => { throw new Error('QuotaExceededError'); } } satisfies Storage;
    expect(() => draftStore(full).write('menus/header-nav.json', '{}')).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[croupier studio\] could not keep the edit of menus\/header-nav\.json/));
    expect(draftStore(localStorage).paths()).toEqual([]);
  });
});
