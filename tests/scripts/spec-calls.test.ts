// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callsMade, checkSpecCalls, SPEC_CALLS, type SpecCall } from '../../scripts/spec-calls';

/**
 * The spec §7 check of `npm test` (scripts/check-spec-calls.ts over the call log of the unit and e2e runs): what it
 * accepts and what it refuses, on logs written here.
 */
const CALLS: SpecCall[] = [
  { method: 'GET', path: '/wps/system/status' },
  { path: '/wps/relay/GCSGAME_getVassGameType', notYetMade: 'issue 40: not built yet' },
];

describe('spec §7 calls, measured from the call log', () => {
  it('passes when the site makes each call in the e2e run, and a not-yet-made call is made by a client test', () => {
    const log = ['e2e\tGET /wps/system/status', 'tests/api/platform/games.test.ts\tGET /wps/relay/GCSGAME_getVassGameType'].join('\n');
    expect(checkSpecCalls(callsMade(log), CALLS)).toEqual([]);
  });

  it('fails on a call the site never makes in the browser, even when a unit test of the client makes it', () => {
    const log = ['tests/api/platform/system.test.ts\tGET /wps/system/status', 'tests/api/platform/games.test.ts\tGET /wps/relay/GCSGAME_getVassGameType'].join('\n');
    expect(checkSpecCalls(callsMade(log), CALLS)).toEqual(['GET /wps/system/status: the site never made it (e2e or a component test of the site; build it, or say why it is not made yet)']);
  });

  it('counts a component test that renders the site as the site making the call', () => {
    const log = ['tests/app/account/login-form.test.tsx\tGET /wps/system/status', 'tests/api/platform/games.test.ts\tGET /wps/relay/GCSGAME_getVassGameType'].join('\n');
    expect(checkSpecCalls(callsMade(log), CALLS)).toEqual([]);
  });

  it('fails on a call made with another method than the spec names', () => {
    const log = ['e2e\tPOST /wps/system/status', 'e2e\tGET /wps/relay/GCSGAME_getVassGameType'].join('\n');
    expect(checkSpecCalls(callsMade(log), CALLS)[0]).toMatch(/^GET \/wps\/system\/status: the site never made it/);
  });

  it('fails on a stale "not yet made" note once the site makes the call', () => {
    const log = ['e2e\tGET /wps/system/status', 'e2e\tGET /wps/relay/GCSGAME_getVassGameType'].join('\n');
    expect(checkSpecCalls(callsMade(log), CALLS)).toEqual(['any method /wps/relay/GCSGAME_getVassGameType: the site makes it now; remove its "not yet made" note (issue 40: not built yet)']);
  });

  it("does not count the embedded platform's own tests as the product making a call", () => {
    const log = ['e2e\tGET /wps/system/status', 'tests/embedded-platform/games.test.ts\tGET /wps/relay/GCSGAME_getVassGameType'].join('\n');
    expect(checkSpecCalls(callsMade(log), CALLS)).toEqual(['any method /wps/relay/GCSGAME_getVassGameType: no test of the product made it (the embedded platform\'s own tests do not count)']);
  });

  it('lists every call of spec §7 once, each not-yet-made one with the issue that builds it', () => {
    const keys = SPEC_CALLS.map((call) => `${call.method ?? ''} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(SPEC_CALLS.filter((call) => call.notYetMade && !/^issue \d+: /.test(call.notYetMade))).toEqual([]);
  });
});
