// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseWhitelabelFlags } from '@/api/parse/whitelabel';
import { ApiError } from '@/api/errors/api-error';

describe('parseWhitelabelFlags (spec §3 whitelabel tree, wire "1"/"0")', () => {
  it('flattens the tree to upper-cased modId → boolean', () => {
    const flags = parseWhitelabelFlags([
      { modId: 'register', enabled: '1', childrenNodes: [{ modId: 'mobileNumReg3', enabled: '1' }, { modId: 'EMAILREG', enabled: '0' }] },
      { modId: 'LIVECHAT', enabled: '0' },
    ], 'whitelabel');
    expect(flags).toEqual({ REGISTER: true, MOBILENUMREG3: true, EMAILREG: false, LIVECHAT: false });
  });

  it('switches off every child under a disabled parent, however deep', () => {
    const flags = parseWhitelabelFlags([
      { modId: 'GAMES', enabled: '0', childrenNodes: [{ modId: 'SLOTS', enabled: '1', childrenNodes: [{ modId: 'JACKPOT', enabled: '1' }] }] },
    ], 'whitelabel');
    expect(flags).toEqual({ GAMES: false, SLOTS: false, JACKPOT: false });
  });

  it('accepts one root object as well as a list, and gives no flags for an empty tree', () => {
    expect(parseWhitelabelFlags({ modId: 'FREEPLAY3', enabled: '1' }, 'whitelabel')).toEqual({ FREEPLAY3: true });
    expect(parseWhitelabelFlags([], 'whitelabel')).toEqual({});
  });

  it('refuses a tree that is not one', () => {
    expect(() => parseWhitelabelFlags('1', 'whitelabel')).toThrow(ApiError);
  });
});
