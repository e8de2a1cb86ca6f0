// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateCondition, judgeCondition, type KnownContext } from '@/schema/condition';
import type { ResolveContext } from '@/schema/context';
import type { Condition, Role } from '@/schema/types';

const ROLES: Role[] = ['visitor', 'player', 'agent', 'trial'];
const FLAGS = ['VIP', 'MOBILENUMREG3'];
const SETTINGS = ['loginedToHomePage', 'theme'];
const RESOURCES = ['LIVECHAT2', 'APP'];
const MERCHANTS = ['croupier', 'luckystar'];
const LANGS = ['en', 'ty'];

const role = fc.constantFrom(...ROLES);
const leaf: fc.Arbitrary<Condition> = fc.oneof(
  fc.constantFrom(...FLAGS).map((flag) => ({ flag })),
  fc.record({ setting: fc.constantFrom(...SETTINGS), equals: fc.option(fc.constantFrom<string | number | boolean>('1', 1, true, 'dark'), { nil: undefined }) }).map(({ setting, equals }) => (equals === undefined ? { setting } : { setting, equals })),
  fc.oneof(role, fc.uniqueArray(role, { minLength: 1, maxLength: 4 })).map((wanted) => ({ role: wanted })),
  fc.boolean().map((auth) => ({ auth })),
  fc.constantFrom(...RESOURCES).map((resource) => ({ resource })),
  fc.oneof(fc.constantFrom(...MERCHANTS), fc.uniqueArray(fc.constantFrom(...MERCHANTS), { minLength: 1 })).map((merchant) => ({ merchant })),
  fc.oneof(fc.constantFrom(...LANGS), fc.uniqueArray(fc.constantFrom(...LANGS), { minLength: 1 })).map((lang) => ({ lang })),
);
const condition: fc.Arbitrary<Condition> = fc.letrec<{ node: Condition }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('node'), { maxLength: 3 }).map((all) => ({ all })),
    fc.array(tie('node'), { maxLength: 3 }).map((any) => ({ any })),
    tie('node').map((not) => ({ not })),
  ),
})).node;

const context: fc.Arbitrary<ResolveContext> = fc.record({
  flags: fc.dictionary(fc.constantFrom(...FLAGS), fc.boolean()),
  settings: fc.dictionary(fc.constantFrom(...SETTINGS), fc.constantFrom<string | number | boolean>('1', 1, true, false, 'dark', 0)),
  role,
  merchant: fc.constantFrom(...MERCHANTS),
  lang: fc.constantFrom(...LANGS),
  resources: fc.subarray(RESOURCES),
});

/** What boot or the inline script may know of a full context: any of its fields, or only whether a session is held. */
function partOf(full: ResolveContext, keep: readonly (keyof KnownContext)[]): KnownContext {
  const known: KnownContext = {};
  for (const key of keep) {
    if (key === 'signedIn') known.signedIn = full.role !== 'visitor';
    else Object.assign(known, { [key]: full[key] });
  }
  return known;
}

const knownKeys = fc.subarray<keyof KnownContext>(['flags', 'settings', 'role', 'merchant', 'lang', 'resources', 'signedIn']);

describe('judging a condition on part of the context (boot and the inline script preload what it settles)', () => {
  it('never contradicts the whole context: what it settles is what resolve decides', () => {
    fc.assert(
      fc.property(condition, context, knownKeys, (when, full, keep) => {
        const verdict = judgeCondition(when, partOf(full, keep));
        if (verdict !== undefined) expect(verdict).toBe(evaluateCondition(when, full));
      }),
      { numRuns: 3000 },
    );
  });

  it('settles every condition when the whole context is known', () => {
    fc.assert(
      fc.property(condition, context, (when, full) => {
        expect(judgeCondition(when, full)).toBeTypeOf('boolean');
      }),
    );
  });

  it("settles a visitor's and a member's frame from whether a session is held, and leaves a member's role open", () => {
    expect(judgeCondition({ role: 'visitor' }, { signedIn: false })).toBe(true);
    expect(judgeCondition({ role: 'visitor' }, { signedIn: true })).toBe(false);
    expect(judgeCondition({ auth: true }, { signedIn: true })).toBe(true);
    expect(judgeCondition({ not: { auth: true } }, { signedIn: false })).toBe(true);
    expect(judgeCondition({ role: 'agent' }, { signedIn: true })).toBeUndefined();
    expect(judgeCondition({ role: ['player', 'agent', 'trial'] }, { signedIn: true })).toBe(true);
    expect(judgeCondition({ all: [{ auth: true }, { flag: 'VIP' }] }, { signedIn: true })).toBeUndefined();
    expect(judgeCondition({ all: [{ auth: true }, { flag: 'VIP' }] }, { signedIn: false })).toBe(false);
    expect(judgeCondition({ any: [{ role: 'visitor' }, { flag: 'VIP' }] }, { signedIn: false })).toBe(true);
  });

  it('leaves a condition it does not recognise (a file not yet validated) unsettled, and never throws on it', () => {
    for (const odd of [null, 'auth', 3, [], { auth: 'yes' }, { role: 7 }, { all: 'x' }, { nope: true }]) expect(judgeCondition(odd, { role: 'player', signedIn: true, flags: {}, settings: {}, resources: [] })).not.toBe(true);
  });
});
