import type { FieldConfig } from '@/schema/types';
import { anyObject, array, boolean, number, object, optional, record, string, text, unknownValue, withDefault, type Parsed, type Parser } from './parsers';
import { parseWhitelabelFlags } from './whitelabel';

/** spec §5 field validation config, one per register field. */
export const parseFieldConfig: Parser<FieldConfig> = object({
  enabled: withDefault(boolean, false),
  required: withDefault(boolean, false),
  acceptedPattern: optional(string),
  patternId: optional(text),
  minLength: optional(number),
  maxLength: optional(number),
});

export const parseRegisterSettings: Parser<Record<string, FieldConfig>> = record(parseFieldConfig);

/** spec §3 Resource (side bar links, QR codes, LIVECHAT2). */
export const parseResource = object({ resourceType: string, url: withDefault(string, ''), qrCodeUrl: withDefault(string, ''), labelNameEn: withDefault(string, '') });
export type Resource = Parsed<typeof parseResource>;

/** spec §3 Service: type '3' is a link whose path is encrypted. */
export const parseCustomerService = object({
  version: object({ pathList: array(object({ type: text, name: withDefault(string, ''), path: string })) }),
});
export type CustomerService = Parsed<typeof parseCustomerService>;

/** spec §3 Routers: alternative domains with their measured speed. */
export const parseDomainRoute = object({
  domainList: withDefault(array(object({ domain: string, speed: optional(number) })), []),
});
export type DomainRoute = Parsed<typeof parseDomainRoute>;

/** Merchant settings (e.g. loginedToHomePage); values are flags, numbers or text. */
const parseSettings: Parser<Record<string, unknown>> = withDefault(anyObject, {});

/** `GET /wps/system/status` (issue 3 wire format). */
export const parseSystemStatus = object({
  maintenance: boolean,
  regionRestriction: boolean,
  location: object({ ip: withDefault(string, ''), country: withDefault(string, '') }),
  info: object({
    customerService: optional(parseCustomerService),
    domainRoute: optional(unknownValue),
    resources: withDefault(array(parseResource), []),
    whitelabel: withDefault(parseWhitelabelFlags, {}),
    register: withDefault(parseRegisterSettings, {}),
    analytics: withDefault(object({ gtagId: optional(string) }), { gtagId: undefined }),
    imageCDNs: withDefault(array(string), []),
    launchGameCDNs: withDefault(array(string), []),
    settings: parseSettings,
  }),
});
export type SystemStatus = Parsed<typeof parseSystemStatus>;
