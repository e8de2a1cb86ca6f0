// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeCondition, evaluateCondition } from '@/schema/condition';
import type { Condition, Role } from '@/schema/types';
import { contextWith } from '../fixtures/schema-context';

describe('evaluateCondition', () => {
  it('treats a node without a condition as always shown', () => {
    expect(evaluateCondition(undefined, contextWith())).toBe(true);
  });

  describe('flag (whitelabel modId)', () => {
    it('holds only when the flag is enabled', () => {
      expect(evaluateCondition({ flag: 'MOBILENUMREG3' }, contextWith({ flags: { MOBILENUMREG3: true } }))).toBe(true);
      expect(evaluateCondition({ flag: 'MOBILENUMREG3' }, contextWith({ flags: { MOBILENUMREG3: false } }))).toBe(false);
      expect(evaluateCondition({ flag: 'MOBILENUMREG3' }, contextWith())).toBe(false);
    });

    it('matches the flag name case-insensitively, as whitelabel flags are upper-cased', () => {
      expect(evaluateCondition({ flag: 'mobileNumReg3' }, contextWith({ flags: { MOBILENUMREG3: true } }))).toBe(true);
    });
  });

  describe('setting', () => {
    it('without equals holds for truthy platform values (true, "1", 1) only', () => {
      for (const value of [true, '1', 1]) expect(evaluateCondition({ setting: 'loginedToHomePage' }, contextWith({ settings: { loginedToHomePage: value } }))).toBe(true);
      for (const value of [false, '0', 0, 'yes']) expect(evaluateCondition({ setting: 'loginedToHomePage' }, contextWith({ settings: { loginedToHomePage: value } }))).toBe(false);
      expect(evaluateCondition({ setting: 'loginedToHomePage' }, contextWith())).toBe(false);
    });

    it('with equals compares the exact value', () => {
      const condition: Condition = { setting: 'currency', equals: 'PHP' };
      expect(evaluateCondition(condition, contextWith({ settings: { currency: 'PHP' } }))).toBe(true);
      expect(evaluateCondition(condition, contextWith({ settings: { currency: 'USD' } }))).toBe(false);
      expect(evaluateCondition({ setting: 'maxTabs', equals: 3 }, contextWith({ settings: { maxTabs: 3 } }))).toBe(true);
      expect(evaluateCondition({ setting: 'maxTabs', equals: 3 }, contextWith({ settings: { maxTabs: '3' } }))).toBe(false);
      expect(evaluateCondition({ setting: 'sms', equals: false }, contextWith({ settings: { sms: false } }))).toBe(true);
    });
  });

  describe('role', () => {
    const roles: Role[] = ['visitor', 'player', 'agent', 'trial'];

    it('a single role matches only that role', () => {
      for (const role of roles) expect(evaluateCondition({ role: 'agent' }, contextWith({ role }))).toBe(role === 'agent');
    });

    it('a list of roles matches any of them', () => {
      const condition: Condition = { role: ['player', 'trial'] };
      expect(roles.filter((role) => evaluateCondition(condition, contextWith({ role })))).toEqual(['player', 'trial']);
    });
  });

  it('auth: true holds for every logged-in role, auth: false only for visitors', () => {
    expect(evaluateCondition({ auth: true }, contextWith({ role: 'visitor' }))).toBe(false);
    for (const role of ['player', 'agent', 'trial'] as const) {
      expect(evaluateCondition({ auth: true }, contextWith({ role }))).toBe(true);
      expect(evaluateCondition({ auth: false }, contextWith({ role }))).toBe(false);
    }
    expect(evaluateCondition({ auth: false }, contextWith({ role: 'visitor' }))).toBe(true);
  });

  it('resource holds when the platform offers that resource type', () => {
    expect(evaluateCondition({ resource: 'LIVECHAT2' }, contextWith({ resources: ['APP', 'LIVECHAT2'] }))).toBe(true);
    expect(evaluateCondition({ resource: 'LIVECHAT2' }, contextWith({ resources: ['APP'] }))).toBe(false);
  });

  it('merchant matches one merchant or a list', () => {
    expect(evaluateCondition({ merchant: 'luckystar' }, contextWith({ merchant: 'luckystar' }))).toBe(true);
    expect(evaluateCondition({ merchant: 'luckystar' }, contextWith({ merchant: 'croupier' }))).toBe(false);
    expect(evaluateCondition({ merchant: ['luckystar', 'goldcoast'] }, contextWith({ merchant: 'goldcoast' }))).toBe(true);
    expect(evaluateCondition({ merchant: ['luckystar', 'goldcoast'] }, contextWith({ merchant: 'croupier' }))).toBe(false);
  });

  it('lang matches one language or a list', () => {
    expect(evaluateCondition({ lang: 'ty' }, contextWith({ lang: 'ty' }))).toBe(true);
    expect(evaluateCondition({ lang: 'ty' }, contextWith({ lang: 'en' }))).toBe(false);
    expect(evaluateCondition({ lang: ['en', 'ty'] }, contextWith({ lang: 'en' }))).toBe(true);
    expect(evaluateCondition({ lang: ['ty'] }, contextWith({ lang: 'en' }))).toBe(false);
  });

  describe('combinations', () => {
    it('all holds only when every part holds (and an empty all always holds)', () => {
      const condition: Condition = { all: [{ auth: true }, { flag: 'VIP' }] };
      expect(evaluateCondition(condition, contextWith({ role: 'player', flags: { VIP: true } }))).toBe(true);
      expect(evaluateCondition(condition, contextWith({ role: 'player' }))).toBe(false);
      expect(evaluateCondition(condition, contextWith({ flags: { VIP: true } }))).toBe(false);
      expect(evaluateCondition({ all: [] }, contextWith())).toBe(true);
    });

    it('any holds when one part holds (and an empty any never holds)', () => {
      const condition: Condition = { any: [{ role: 'agent' }, { resource: 'LIVECHAT2' }] };
      expect(evaluateCondition(condition, contextWith({ role: 'agent' }))).toBe(true);
      expect(evaluateCondition(condition, contextWith({ resources: ['LIVECHAT2'] }))).toBe(true);
      expect(evaluateCondition(condition, contextWith({ role: 'player' }))).toBe(false);
      expect(evaluateCondition({ any: [] }, contextWith())).toBe(false);
    });

    it('not inverts its condition', () => {
      expect(evaluateCondition({ not: { role: 'trial' } }, contextWith({ role: 'trial' }))).toBe(false);
      expect(evaluateCondition({ not: { role: 'trial' } }, contextWith({ role: 'player' }))).toBe(true);
    });

    it('nests all / any / not to any depth', () => {
      // "Logged-in real accounts in TY, or any luckystar visitor, but never when CS chat is missing"
      const condition: Condition = {
        all: [
          { any: [{ all: [{ auth: true }, { not: { role: 'trial' } }, { lang: 'ty' }] }, { all: [{ merchant: 'luckystar' }, { role: 'visitor' }] }] },
          { not: { not: { resource: 'LIVECHAT2' } } },
          { any: [{ setting: 'chat' }, { setting: 'chatMode', equals: 'inline' }] },
        ],
      };
      const base = { resources: ['LIVECHAT2'], settings: { chatMode: 'inline' } };
      expect(evaluateCondition(condition, contextWith({ ...base, role: 'player', lang: 'ty' }))).toBe(true);
      expect(evaluateCondition(condition, contextWith({ ...base, role: 'trial', lang: 'ty' }))).toBe(false);
      expect(evaluateCondition(condition, contextWith({ ...base, role: 'player', lang: 'en' }))).toBe(false);
      expect(evaluateCondition(condition, contextWith({ ...base, merchant: 'luckystar' }))).toBe(true);
      expect(evaluateCondition(condition, contextWith({ ...base, merchant: 'luckystar', resources: [] }))).toBe(false);
      expect(evaluateCondition(condition, contextWith({ ...base, merchant: 'luckystar', settings: { chat: '1' } }))).toBe(true);
      expect(evaluateCondition(condition, contextWith({ ...base, merchant: 'luckystar', settings: { chatMode: 'popup' } }))).toBe(false);
    });
  });

  it('describes a condition as its JSON for --explain and the studio', () => {
    expect(describeCondition({ not: { role: 'trial' } })).toBe('{"not":{"role":"trial"}}');
  });
});
