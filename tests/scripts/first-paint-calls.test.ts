// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiConfig, configureApi, resetApiConfig } from '@/api';
import { askedQueries, firstDataCalls } from '../../scripts/schemas/first-paint-calls';

afterEach(() => {
  vi.unstubAllGlobals();
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
    // Each once, as the client builds it (the notices' call names the web platform; the merchant and language go as
    // headers, which the inline script sends as the client does).
    expect(calls).toEqual(['/wps/promotion/list', '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=html5-desktop&execution=1']);
  });

  it('leaves out a name the catalogue does not have', async () => {
    expect(await firstDataCalls([{ name: 'no-such-query', values: {} }], 'croupier', 'en')).toEqual([]);
  });

  it("sends nothing and leaves the process's fetch and the client's configuration as they were", async () => {
    const network = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', network);
    configureApi({ baseUrl: 'https://gateway.example/api', getMerchant: () => 'croupier' });
    const configBefore = apiConfig();
    expect(await firstDataCalls([{ name: 'promotions', values: {} }], 'luckystar', 'ty')).toEqual(['/wps/promotion/list']);
    expect(network).not.toHaveBeenCalled();
    expect(globalThis.fetch).toBe(network);
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
