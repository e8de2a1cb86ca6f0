import type { FieldConfig, Role } from './types';

/** Everything `resolve` may look at. Pure data: the same context always gives the same tree. */
export interface ResolveContext {
  /** Whitelabel flags flattened to modId → enabled (spec §6). */
  flags: Readonly<Record<string, boolean>>;
  settings: Readonly<Record<string, string | number | boolean>>;
  role: Role;
  merchant: string;
  lang: string;
  /** Resource types the platform offers, e.g. `LIVECHAT2`. */
  resources: readonly string[];
  /** Server field-validation config (spec §5), for form documents. */
  fieldConfig?: Readonly<Record<string, FieldConfig>>;
}

export const visitorContext: ResolveContext = {
  flags: {},
  settings: {},
  role: 'visitor',
  merchant: 'default',
  lang: 'en',
  resources: [],
};
