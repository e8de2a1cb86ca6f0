import { describe, expect, it } from 'vitest';
import { getDomainRoute, getHelpCenter, getRegisterSettings, getSystemStatus, getWhitelabel, systemStatusCode } from '@/api';
import { rejection, withEmbeddedPlatform, selectScenario, actAsUnknownMerchant } from './use-platform';

withEmbeddedPlatform();

describe('system calls against the embedded platform', () => {
  it('getSystemStatus: status 0 normally, 1 under maintenance, 2 when restricted; parsed info', async () => {
    const status = await getSystemStatus('localhost');
    expect(systemStatusCode(status)).toBe(0);
    expect(status.info.whitelabel['DIRECTREG3']).toBe(true);
    expect(status.info.register['username']).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 16 });
    expect(status.info.imageCDNs.length).toBeGreaterThan(0);
    expect(status.info.launchGameCDNs.length).toBeGreaterThan(0);
    expect(status.info.resources.some((resource) => resource.resourceType === 'LIVECHAT2')).toBe(true);
    expect(status.info.analytics.gtagId).toBeTruthy();
    expect(status.info.customerService?.version.pathList.length).toBeGreaterThan(0);
    selectScenario('maintenance');
    expect(systemStatusCode(await getSystemStatus('localhost'))).toBe(1);
    selectScenario('restricted');
    const restricted = await getSystemStatus('localhost');
    expect(systemStatusCode(restricted)).toBe(2);
    expect(restricted.location).toEqual({ ip: expect.any(String), country: 'US' });
  });

  it('getSystemStatus: an unknown merchant is function.not.available', async () => {
    actAsUnknownMerchant();
    expect((await rejection(getSystemStatus('localhost'))).messageKey).toBe('err_unavailable');
  });

  it('getWhitelabel: flattened flags follow the scenario; unknown merchant refused', async () => {
    expect(await getWhitelabel()).toMatchObject({ FREEPLAY3: true, CHNGPASSVERIF3: false });
    selectScenario('minimal');
    expect(await getWhitelabel()).toMatchObject({ FREEPLAY3: false, USERNAMEREG3: true });
    actAsUnknownMerchant();
    expect((await rejection(getWhitelabel())).messageKey).toBe('err_unavailable');
  });

  it('getRegisterSettings: spec §5 field rules; unknown merchant refused', async () => {
    const settings = await getRegisterSettings();
    expect(settings['password']).toMatchObject({ enabled: true, required: true, patternId: expect.any(String) });
    expect(settings['confirmPassword']?.acceptedPattern).toBe('*');
    actAsUnknownMerchant();
    expect((await rejection(getRegisterSettings())).messageKey).toBe('err_unavailable');
  });

  it('getDomainRoute and getHelpCenter: parsed; unknown merchant refused', async () => {
    expect((await getDomainRoute()).domainList[0]).toMatchObject({ domain: expect.any(String), speed: expect.any(Number) });
    expect((await getHelpCenter())[0]?.articles.length).toBeGreaterThan(0);
    actAsUnknownMerchant();
    expect((await rejection(getDomainRoute())).messageKey).toBe('err_unavailable');
    expect((await rejection(getHelpCenter())).messageKey).toBe('err_unavailable');
  });
});
