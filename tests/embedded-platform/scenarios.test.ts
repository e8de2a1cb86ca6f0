import { describe, expect, it } from 'vitest';
import { parseWhitelabelFlags } from '@/api/parse/whitelabel';
import { createPlatform, DEMO_PASSWORD, SCENARIO_NAMES, WHITELABEL_FLAGS } from '../../embedded-platform';
import { call, tokenOf, usePlatform } from './support/platform-client';

interface StatusValue {
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string; country: string };
  info: { whitelabel: unknown[]; settings: { loginedToHomePage: boolean }; imageCDNs: string[]; launchGameCDNs: string[]; resources: { resourceType: string }[]; customerService: { version: { pathList: { type: string; path: string }[] } } };
}

async function status(scenario?: string): Promise<StatusValue> {
  return (await call('/wps/system/status?url=localhost', scenario ? { scenario } : {})).body.value as StatusValue;
}

async function flags(scenario?: string): Promise<Record<string, boolean>> {
  return parseWhitelabelFlags((await call('/wps/system/whitelabel', scenario ? { scenario } : {})).body.value, 'whitelabel');
}

describe('embedded platform: scenarios', () => {
  usePlatform();

  it('reports a normal site by default, with local CDNs, resources and an encrypted customer-service link', async () => {
    const value = await status();
    expect(value).toMatchObject({ maintenance: false, regionRestriction: false });
    expect(value.info.imageCDNs.every((cdn) => cdn.startsWith('/platform-assets/'))).toBe(true);
    expect(value.info.launchGameCDNs.length).toBeGreaterThan(0);
    expect(value.info.resources.map((resource) => resource.resourceType)).toContain('LIVECHAT2');
    const encrypted = value.info.customerService.version.pathList.find((entry) => entry.type === '3');
    expect(encrypted?.path.startsWith('/')).toBe(false);
  });

  it('switches status per request with X-Platform-Scenario, leaving other requests alone', async () => {
    expect((await status('maintenance')).maintenance).toBe(true);
    const restricted = await status('restricted');
    expect(restricted).toMatchObject({ regionRestriction: true, location: { ip: '198.51.100.7', country: 'US' } });
    expect((await status('loginRequired')).info.settings.loginedToHomePage).toBe(true);
    expect((await status()).maintenance).toBe(false);
    expect((await status('no-such-scenario')).maintenance).toBe(false);
  });

  it('turns whitelabel flags off in minimal and all on in allFlags', async () => {
    const minimal = await flags('minimal');
    const all = await flags('allFlags');
    for (const flag of WHITELABEL_FLAGS) expect(all[flag]).toBe(true);
    expect(WHITELABEL_FLAGS.filter((flag) => minimal[flag])).toEqual(['USERNAMEREG3', 'DIRECTREG3']);
    expect((await flags()).CHNGPASSVERIF3).toBe(false);
  });

  it('closes member calls during maintenance but keeps the status call open', async () => {
    const token = await tokenOf('player01', DEMO_PASSWORD);
    const balance = await call('/wps/v2/wallets/balance', { token, scenario: 'maintenance' });
    expect(balance.status).toBe(400);
    expect(balance.body.errorCode).toBe('function.not.available');
    expect((await call('/wps/system/status', { scenario: 'maintenance' })).body.success).toBe(true);
    // Accounts are shared across scenarios: the same token still works in a normal tab.
    expect((await call('/wps/v2/wallets/balance', { token })).body.success).toBe(true);
  });

  it('takes the default scenario from the platform options', async () => {
    expect(SCENARIO_NAMES).toEqual(['default', 'maintenance', 'restricted', 'minimal', 'loginRequired', 'allFlags', 'firebase', 'noDirectRegister', 'noMobileVerification', 'noAgentPolicy', 'hostileContent']);
    expect(createPlatform({ scenario: 'maintenance', log: () => undefined }).defaultScenario).toBe('maintenance');
  });
});
