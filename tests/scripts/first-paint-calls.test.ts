// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { apiConfig, configureApi, resetApiConfig } from '@/api';
import { askedQueries, firstDataCalls } from '../../scripts/schemas/first-paint-calls';

afterEach(() => {
  resetApiConfig();
});

describe("a route's first data calls, noted for its first paint (issue 37)", () => {
  it('gives the GET each query makes as the client builds it for a visitor of that merchant and language, each once', async () => {
    const calls = await firstDataCalls(
      [
        { name: 'promotions', values: {} },
        { name: 'notices', values: { type: 'B' } },
        { name: 'promotions', values: {} },
      ],
      'luckystar',
      'ty',
    );
    expect(calls[0]).toBe('/wps/promotion/list');
    expect(calls).toHaveLength(new Set(calls).size);
    expect(calls.every((call) => call.startsWith('/wps/'))).toBe(true);
  });

  it('leaves out a name the catalogue does not have', async () => {
    expect(await firstDataCalls([{ name: 'no-such-query', values: {} }], 'croupier', 'en')).toEqual([]);
  });

  it("sends nothing and leaves the process's fetch and the client's configuration as they were", async () => {
    const fetchBefore = globalThis.fetch;
    configureApi({ baseUrl: 'https://gateway.example/api', getMerchant: () => 'croupier' });
    const configBefore = apiConfig();
    await firstDataCalls([{ name: 'promotions', values: {} }], 'luckystar', 'ty');
    expect(globalThis.fetch).toBe(fetchBefore);
    expect(apiConfig()).toEqual(configBefore);
  });

  it('notes each query a render asks for once, by name and values, in the order asked', () => {
    const queries = askedQueries();
    queries.asked('notices', { type: 'B' });
    queries.asked('promotions', {});
    queries.asked('notices', { type: 'B' });
    queries.asked('notices', { type: 'PU' });
    expect(queries.list()).toEqual([
      { name: 'notices', values: { type: 'B' } },
      { name: 'promotions', values: {} },
      { name: 'notices', values: { type: 'PU' } },
    ]);
  });
});
