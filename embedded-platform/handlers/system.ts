import { http, HttpResponse, type HttpHandler } from 'msw';
import { IMAGE_CDNS, LAUNCH_GAME_CDNS } from '../platform/cdn';
import type { Platform } from '../platform/platform';
import { registerSettings } from '../platform/register-settings';
import { customerServiceConfig, PLATFORM_RESOURCES } from '../platform/resources';
import { helpCenterFor } from '../platform/help-center';
import type { Scenario } from '../platform/scenarios';
import { whitelabelTree } from '../platform/whitelabel-tree';
import { platformCall } from './call-context';
import { ok } from './envelope';
import { wps } from './routes';

/**
 * spec §3 Routers: the domains the platform serves this merchant from, each with the `speed` its probes measured
 * (milliseconds to answer: lower is faster). They are the two CDN bases (same-origin paths here, so nothing leaves
 * the machine; a real platform names https origins): cdn-b answers fastest, so the site launches games and loads
 * pictures from it (spec §9's CDN choice, made by speed when the routers know the candidates).
 */
const DOMAIN_ROUTE = {
  domainList: [
    { domain: IMAGE_CDNS[0], speed: 182 },
    { domain: IMAGE_CDNS[1], speed: 36 },
  ],
};

/** `GET /wps/system/status`: the permission check the whole app waits for (issue 3 shape). */
function systemStatus(scenario: Scenario) {
  return {
    maintenance: scenario.maintenance,
    regionRestriction: scenario.regionRestriction,
    location: scenario.location,
    info: {
      customerService: customerServiceConfig(),
      domainRoute: DOMAIN_ROUTE,
      resources: PLATFORM_RESOURCES,
      whitelabel: whitelabelTree(scenario),
      register: registerSettings(scenario),
      analytics: { gtagId: 'G-CROUPIER0' },
      imageCDNs: IMAGE_CDNS,
      launchGameCDNs: LAUNCH_GAME_CDNS,
      settings: { ...scenario.settings, botCheck: scenario.botCheck },
      scenario: scenario.name,
    },
  };
}

/** The status page, maintenance page and restricted page need these even when the site is closed. */
const OPEN = { openWhenClosed: true };

export function systemHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps('/system/status'), platformCall(platform, (call) => ok(systemStatus(call.scenario)), OPEN)),
    http.get(wps('/system/whitelabel'), platformCall(platform, (call) => ok(whitelabelTree(call.scenario)), OPEN)),
    http.get(wps('/system/setting/register'), platformCall(platform, (call) => ok(registerSettings(call.scenario)), OPEN)),
    http.get(wps('/system/domainRoute'), platformCall(platform, () => ok(DOMAIN_ROUTE), OPEN)),
    http.get(wps('/system/helpCenter'), platformCall(platform, (call) => ok(helpCenterFor(call.merchant, call.contentLanguage)), OPEN)),
    // Not a platform call: the site asks it before honouring QA's `?merchant=` (src/api/embedded-platform.ts);
    // a real gateway has no such path, so there the choice is refused. No merchant header needed.
    http.get(wps('/embedded-platform'), () => HttpResponse.json({ embeddedPlatform: true }, { headers: { 'Cache-Control': 'no-store' } })),
  ];
}
