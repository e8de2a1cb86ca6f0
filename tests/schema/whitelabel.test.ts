// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flattenWhitelabel } from '@/schema/whitelabel';

describe('flattenWhitelabel (spec §3 whitelabel tree)', () => {
  it('flattens the tree to upper-cased modId → enabled', () => {
    const flags = flattenWhitelabel([
      { modId: 'register', enabled: '1', childrenNodes: [{ modId: 'mobileNumReg3', enabled: '1' }, { modId: 'EMAILREG', enabled: '0' }] },
      { modId: 'LIVECHAT', enabled: '0' },
    ]);
    expect(flags).toEqual({ REGISTER: true, MOBILENUMREG3: true, EMAILREG: false, LIVECHAT: false });
  });

  it('switches off every child under a disabled parent, however deep', () => {
    const flags = flattenWhitelabel([
      { modId: 'GAMES', enabled: '0', childrenNodes: [{ modId: 'SLOTS', enabled: '1', childrenNodes: [{ modId: 'JACKPOT', enabled: '1' }] }] },
    ]);
    expect(flags).toEqual({ GAMES: false, SLOTS: false, JACKPOT: false });
  });

  it('gives no flags for an empty tree', () => {
    expect(flattenWhitelabel([])).toEqual({});
  });
});
