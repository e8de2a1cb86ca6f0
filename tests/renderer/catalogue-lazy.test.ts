// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commands, queries } from '@/renderer/data/catalogue';
import { COMMAND_GROUPS, QUERY_GROUPS, loadCommand, loadQuery } from '@/renderer/data/catalogue/lazy';
import { boundDataNames } from '@/renderer/documents/prefetchable-queries';
import type { ScreenDocument } from '@/schema/types';

describe('the data catalogue as the site loads it: one chunk per call group (catalogue/lazy.ts)', () => {
  it('finds every query and command of the catalogue in the group it names, and nothing else', async () => {
    expect(Object.keys(QUERY_GROUPS).sort()).toEqual(Object.keys(queries).sort());
    expect(Object.keys(COMMAND_GROUPS).sort()).toEqual(Object.keys(commands).sort());
    for (const name of Object.keys(queries) as (keyof typeof queries)[]) expect(await loadQuery(name), name).toBe(queries[name]);
    for (const name of Object.keys(commands) as (keyof typeof commands)[]) expect(await loadCommand(name), name).toBe(commands[name]);
    expect(await loadQuery('noSuchQuery')).toBeUndefined();
    expect(await loadCommand('notices')).toBeUndefined();
  });

  it("binds a visitor's home to the notices group only (its notices and the hot matches); a player's home also to the red envelope's rewards", () => {
    const home = JSON.parse(readFileSync('schemas/screens/home.json', 'utf8')) as ScreenDocument;
    const visitor = boundDataNames(home, { role: 'visitor' });
    expect(visitor).toEqual(['notices', 'hotMatches']);
    expect(new Set(visitor.map((name) => QUERY_GROUPS[name as keyof typeof QUERY_GROUPS]))).toEqual(new Set(['notices']));
    expect(boundDataNames(home, { role: 'player' }).sort()).toEqual(['claimRedEnvelope', 'hotMatches', 'notices', 'redEnvelope']);
  });
});
