import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftStore } from '@/studio/drafts';
import { useEditedFiles } from '@/studio/use-edited-files';

afterEach(() => localStorage.clear());

/** The deployed files: the menu is the open document (loaded); the routes are not loaded by the studio. */
const DEPLOYED: Record<string, string> = { 'menus/header-nav.json': '{"items":[]}\n', 'routes.json': '{"routes":[]}\n' };

describe('a new page is one edit', () => {
  it('one undo takes all its files back (the new screen goes, the routes and the menu are as deployed), and redo brings them again', () => {
    const drafts = draftStore(localStorage);
    const { result } = renderHook(() => useEditedFiles(drafts, (path) => (path === 'menus/header-nav.json' ? DEPLOYED[path] : undefined)));
    // What the studio does on Create page: the bases of the existing files, then one commit with what was there before.
    drafts.setBase('routes.json', DEPLOYED['routes.json'] ?? '');
    act(() =>
      result.current.commit([
        { path: 'screens/opening-hours.json', text: '{"kind":"screen"}\n', before: '' },
        { path: 'routes.json', text: '{"routes":[1]}\n', before: DEPLOYED['routes.json'] ?? '' },
        { path: 'menus/header-nav.json', text: '{"items":[1]}\n', before: DEPLOYED['menus/header-nav.json'] ?? '' },
      ]),
    );
    expect(drafts.paths()).toEqual(['menus/header-nav.json', 'routes.json', 'screens/opening-hours.json']);
    expect(result.current.history.canUndo).toBe(true);

    act(() => result.current.history.undo());
    expect(drafts.paths()).toEqual([]);
    expect(result.current.fileText('screens/opening-hours.json')).toBeUndefined();
    expect(result.current.fileText('menus/header-nav.json')).toBe(DEPLOYED['menus/header-nav.json']);

    act(() => result.current.history.redo());
    expect(drafts.paths()).toEqual(['menus/header-nav.json', 'routes.json', 'screens/opening-hours.json']);
    expect(result.current.fileText('screens/opening-hours.json')).toBe('{"kind":"screen"}\n');
  });
});
