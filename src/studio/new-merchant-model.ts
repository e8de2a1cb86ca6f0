import { MERCHANT_PATTERN } from '@/page-load/merchant';
import { formatJson, isObject, parseJsonText } from './json-value';
import type { FileWrite } from './use-edited-files';

/**
 * A new merchant, as the studio's "New merchant" dialog makes it (issue 41): its id, its hosts in `merchants.json`,
 * its own theme started from an existing one with its brand name, and the copy it overrides. Every file it needs, for
 * one publish; checked here first, with a message per field.
 */
export interface NewMerchant {
  id: string;
  brandName: string;
  /** Host names as typed: one per line (commas and spaces separate too). */
  hosts: string;
  /** The home banner's headline in EN and TY (both or neither; empty: the site's text). */
  headline: { en: string; ty: string };
}

/** `merchants.json`, as far as a new merchant needs it. */
export interface MerchantsList {
  default: string;
  hosts: Record<string, string>;
  merchants: string[];
}

export function merchantsList(value: unknown): MerchantsList | undefined {
  if (!isObject(value) || typeof value['default'] !== 'string' || !isObject(value['hosts']) || !Array.isArray(value['merchants'])) return undefined;
  const hosts = Object.fromEntries(Object.entries(value['hosts']).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { default: value['default'], hosts, merchants: value['merchants'].filter((id): id is string => typeof id === 'string') };
}

/** A host name as the browser's `location.hostname` has it (merchants.schema.json's host names). */
const HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/;

/** One problem of the form: the field and the studio text that says it (with its values). */
export interface NewMerchantProblem {
  field: 'id' | 'brandName' | 'hosts' | 'headline';
  key: 'studio_brand_id_required' | 'studio_brand_id_pattern' | 'studio_brand_id_taken' | 'studio_brand_name_required' | 'studio_brand_hosts_required' | 'studio_brand_host_invalid' | 'studio_brand_host_taken' | 'studio_brand_headline_both';
  params?: Record<string, string>;
}

/** The host names typed, lower case, each once. */
export function hostNames(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((host) => host.trim().toLowerCase()).filter(Boolean))];
}

export function newMerchantProblems(input: NewMerchant, list: MerchantsList): NewMerchantProblem[] {
  const problems: NewMerchantProblem[] = [];
  const id = input.id.trim();
  if (id === '') problems.push({ field: 'id', key: 'studio_brand_id_required' });
  else if (!MERCHANT_PATTERN.test(id)) problems.push({ field: 'id', key: 'studio_brand_id_pattern' });
  else if (list.merchants.includes(id) || list.default === id) problems.push({ field: 'id', key: 'studio_brand_id_taken', params: { id } });
  if (input.brandName.trim() === '') problems.push({ field: 'brandName', key: 'studio_brand_name_required' });
  const hosts = hostNames(input.hosts);
  if (hosts.length === 0) problems.push({ field: 'hosts', key: 'studio_brand_hosts_required' });
  for (const host of hosts) {
    if (!HOST.test(host)) problems.push({ field: 'hosts', key: 'studio_brand_host_invalid', params: { host } });
    else if (Object.prototype.hasOwnProperty.call(list.hosts, host)) problems.push({ field: 'hosts', key: 'studio_brand_host_taken', params: { host, merchant: list.hosts[host] ?? '' } });
  }
  if ((input.headline.en.trim() === '') !== (input.headline.ty.trim() === '')) problems.push({ field: 'headline', key: 'studio_brand_headline_both' });
  return problems;
}

/**
 * The files of the new merchant: `merchants.json` listing it and its hosts, its theme (a copy of `themeText`, the
 * theme it starts from, with its brand name), and its copy when it has a headline of its own. Undefined when a file
 * it starts from does not parse (the form says to fix that first).
 */
export function newMerchantFiles(input: NewMerchant, merchantsText: string, themeText: string): FileWrite[] | undefined {
  const merchants = parseJsonText(merchantsText);
  const theme = parseJsonText(themeText);
  if (!merchants.ok || !isObject(merchants.value) || !theme.ok || !isObject(theme.value)) return undefined;
  const id = input.id.trim();
  const hosts = isObject(merchants.value['hosts']) ? merchants.value['hosts'] : {};
  const listed = Array.isArray(merchants.value['merchants']) ? merchants.value['merchants'] : [];
  const writes: FileWrite[] = [
    { path: 'merchants.json', text: formatJson({ ...merchants.value, hosts: { ...hosts, ...Object.fromEntries(hostNames(input.hosts).map((host) => [host, id])) }, merchants: [...listed, id] }) },
    { path: `merchants/${id}/themes/default.json`, text: formatJson({ ...theme.value, $schema: '../../../meta/theme.schema.json', id: 'default', brandName: input.brandName.trim() }) },
  ];
  if (input.headline.en.trim() !== '') {
    for (const language of ['en', 'ty'] as const) {
      writes.push({
        path: `merchants/${id}/i18n/${language}.json`,
        text: formatJson({ $schema: '../../../meta/copy.schema.json', kind: 'copy', schemaVersion: 2, id: `${id}-${language}`, language, description: `${input.brandName.trim()}'s own ${language.toUpperCase()} copy, over the site's.`, texts: { home_hero_title: input.headline[language].trim() } }),
      });
    }
  }
  return writes;
}
