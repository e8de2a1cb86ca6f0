// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkBindings, describeBinding, findBindings, type BindingCatalogue } from '@/schema/bindings';

/** A small catalogue: two queries, one command; literals are checked for their JSON type only. */
const paramTypes: Record<string, Record<string, string>> = {
  'query:bettingRecord': { pageNo: 'number', pageSize: 'number', startDate: 'string', status: 'string' },
  'query:walletBalances': {},
  'command:withdraw': { amount: 'number', paymentPassword: 'string' },
};

const catalogue: BindingCatalogue = {
  queries: {
    bettingRecord: { params: { properties: { pageNo: {}, pageSize: {}, startDate: {}, status: {} } } },
    walletBalances: { params: { properties: {} } },
    contracts: { params: { properties: { kind: {} }, required: ['kind'] } },
  },
  commands: {
    withdraw: { params: { properties: { amount: {}, paymentPassword: {} }, required: ['paymentPassword'] } },
  },
  validateLiterals: (kind, name, literals) =>
    Object.entries(literals)
      .filter(([param, value]) => typeof value !== paramTypes[`${kind}:${name}`]?.[param])
      .map(([param]) => `param ${param} must be ${paramTypes[`${kind}:${name}`]?.[param] ?? 'absent'}`),
};

const screenWith = (...body: unknown[]) => ({ kind: 'screen', schemaVersion: 2, id: 'bets', body });

describe('findBindings', () => {
  it('finds queries and commands in nested props, menu items and row actions, each with its JSON pointer', () => {
    const document = screenWith(
      { type: 'RecordTable', id: 'bets', props: { source: { query: 'bettingRecord', params: { startDate: { filter: 'startDate' }, pageSize: 10 } }, rowActions: [{ id: 'x', submit: { command: 'withdraw', params: { amount: { row: 'betAmount' } } } }] } },
      { type: 'Section', id: 'outer', props: {}, children: [{ type: 'ActionForm', id: 'inner', props: { limits: { amount: { max: { source: { query: 'walletBalances' }, field: 'mainBalance' } } } } }] },
    );
    const found = findBindings(document);
    expect(found.map((entry) => [entry.kind, entry.pointer])).toEqual([
      ['query', '/body/0/props/source'],
      ['command', '/body/0/props/rowActions/0/submit'],
      ['query', '/body/1/children/0/props/limits/amount/max/source'],
    ]);
    expect(found[0]).toEqual({ kind: 'query', pointer: '/body/0/props/source', binding: { query: 'bettingRecord', params: { startDate: { filter: 'startDate' }, pageSize: 10 } } });
    expect(found[2]?.binding).toEqual({ query: 'walletBalances' });
  });

  it('escapes "/" and "~" in keys (RFC 6901)', () => {
    const found = findBindings({ options: { 'a/b': { source: { query: 'walletBalances' } }, 'c~d': { query: 'walletBalances' } } });
    expect(found.map((entry) => entry.pointer)).toEqual(['/options/a~1b/source', '/options/c~0d']);
  });

  it('ignores documents without bindings and non-string query members', () => {
    expect(findBindings(screenWith({ type: 'Text', id: 't', props: { text: 'query' } }))).toEqual([]);
    expect(findBindings({ query: 42, command: null })).toEqual([]);
  });
});

describe('checkBindings', () => {
  it('accepts bindings that name known queries and commands with declared params and good literals', () => {
    const document = screenWith(
      { type: 'RecordTable', id: 'bets', props: { source: { query: 'bettingRecord', params: { startDate: { filter: 'startDate' }, pageNo: { route: 'page' }, status: 'SETTLED', pageSize: 10 } } } },
      { type: 'ActionForm', id: 'w', props: { submit: { command: 'withdraw', params: { paymentPassword: { session: 'account' }, amount: { row: 'amount' } } } } },
    );
    expect(checkBindings(document, 'screens/bets.json', catalogue)).toEqual([]);
  });

  it('reports an unknown query name at /body/0/props/source/query and lists the known names', () => {
    const problems = checkBindings(screenWith({ type: 'RecordTable', id: 'bets', props: { source: { query: 'noSuchQuery' } } }), 'screens/bets.json', catalogue);
    expect(problems).toEqual([{ document: 'screens/bets.json', pointer: '/body/0/props/source/query', message: 'unknown query "noSuchQuery"; known: bettingRecord, contracts, walletBalances' }]);
  });

  it('reports an unknown command name at its command member', () => {
    const problems = checkBindings(screenWith({ type: 'ActionForm', id: 'w', props: { submit: { command: 'launchRocket' } } }), 'screens/w.json', catalogue);
    expect(problems).toEqual([{ document: 'screens/w.json', pointer: '/body/0/props/submit/command', message: 'unknown command "launchRocket"; known: withdraw' }]);
  });

  it('reports a param the query does not declare, naming the ones it takes', () => {
    const problems = checkBindings(screenWith({ type: 'RecordTable', id: 'bets', props: { source: { query: 'bettingRecord', params: { colour: 'red' } } } }), 'screens/bets.json', catalogue);
    expect(problems).toEqual([{ document: 'screens/bets.json', pointer: '/body/0/props/source/params/colour', message: 'query "bettingRecord" has no param "colour"; it takes: pageNo, pageSize, startDate, status' }]);
  });

  it('says "none" for a query that takes no params', () => {
    const [problem] = checkBindings({ query: 'walletBalances', params: { x: 1 } }, 'menus/m.json', catalogue);
    expect(problem?.message).toBe('query "walletBalances" has no param "x"; it takes: none');
  });

  it('reports a literal of the wrong type through the catalogue validator, at the params pointer', () => {
    const problems = checkBindings(screenWith({ type: 'RecordTable', id: 'bets', props: { source: { query: 'bettingRecord', params: { pageSize: 'ten' } } } }), 'screens/bets.json', catalogue);
    expect(problems).toEqual([{ document: 'screens/bets.json', pointer: '/body/0/props/source/params', message: 'param pageSize must be number' }]);
  });

  it("reports a query's missing required param, a malformed source and an unknown session value; a command's params may come from its form", () => {
    const problems = checkBindings(
      screenWith(
        { type: 'ActionForm', id: 'a', props: { submit: { command: 'withdraw' } } },
        { type: 'RecordTable', id: 'b', props: { source: { query: 'bettingRecord', params: { startDate: { filter: 'startDate', route: 'x' } } } } },
        { type: 'RecordTable', id: 'c', props: { source: { query: 'bettingRecord', params: { status: { session: 'password' } } } } },
        { type: 'RecordTable', id: 'd', props: { source: { query: 'contracts' } } },
      ),
      'screens/x.json',
      catalogue,
    );
    expect(problems).toEqual([
      { document: 'screens/x.json', pointer: '/body/1/props/source/params/startDate', message: 'a param is a literal, {"filter": name}, {"route": name}, {"session": name} or {"row": field}' },
      { document: 'screens/x.json', pointer: '/body/2/props/source/params/status', message: 'unknown session value "password"; known: account, customerId, merchant, language' },
      { document: 'screens/x.json', pointer: '/body/3/props/source', message: 'query "contracts" needs the param "kind"' },
    ]);
  });
});

describe('describeBinding', () => {
  it('names the query and where every param comes from', () => {
    const [found] = findBindings({
      source: { query: 'bettingRecord', params: { startDate: { filter: 'startDate' }, pageNo: { route: 'page' }, pageSize: 10, status: 'SETTLED', vassalage: { session: 'merchant' } } },
    });
    expect(found && describeBinding(found)).toBe('query bettingRecord(startDate←filter startDate, pageNo←route query page, pageSize=10, status="SETTLED", vassalage←session merchant)');
  });

  it('describes a command with a row param, and one without params', () => {
    const found = findBindings([{ command: 'withdraw', params: { amount: { row: 'amount' } } }, { query: 'walletBalances' }]);
    expect(found.map(describeBinding)).toEqual(['command withdraw(amount←row amount)', 'query walletBalances()']);
  });
});
