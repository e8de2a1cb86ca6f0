import { create } from 'zustand';
import type { CustomerService, Resource, SystemStatusCode } from '@/api/system';
import { chooseCdns, type ChosenCdns } from '@/api/cdn';

type Setting = string | number | boolean;

interface PlatformState {
  phase: 'loading' | 'ready' | 'failed';
  /** spec §2: 0 the app, 1 maintenance, 2 region/IP restricted. */
  statusCode: SystemStatusCode;
  flags: Record<string, boolean>;
  settings: Record<string, Setting>;
  /** Resource types present (conditions: `{"resource": "LIVECHAT2"}`). */
  resources: string[];
  /** The resources themselves: side-bar links, QR codes, app downloads (spec §2). */
  resourceLinks: Resource[];
  customerService: CustomerService | undefined;
  /** One image CDN and one launch CDN, chosen at random once per page load (spec §9). */
  cdns: ChosenCdns;
  location: { ip: string; country: string };
  /** i18n key of the spec §8 message when the status call failed. */
  errorKey?: string;
  load: () => Promise<void>;
}

function settingsOf(raw: Record<string, unknown>): Record<string, Setting> {
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, Setting] => ['string', 'number', 'boolean'].includes(typeof entry[1])));
}

/** What the platform says about this merchant: status, whitelabel flags, settings, resources. */
export const usePlatformStore = create<PlatformState>((set) => ({
  phase: 'loading',
  statusCode: 0,
  flags: {},
  settings: {},
  resources: [],
  resourceLinks: [],
  customerService: undefined,
  cdns: { image: undefined, launch: undefined },
  location: { ip: '', country: '' },
  load: async () => {
    set({ phase: 'loading' });
    // The API client (axios, the payload cipher) is its own chunk: the shell and the schema
    // fetches start while it downloads, instead of waiting behind it in the first bundle.
    const { getSystemStatus, systemStatusCode } = await import('@/api/system');
    const { ApiError } = await import('@/api/errors/api-error');
    try {
      const status = await getSystemStatus();
      set({
        phase: 'ready',
        statusCode: systemStatusCode(status),
        flags: status.info.whitelabel,
        settings: settingsOf(status.info.settings),
        resources: status.info.resources.map((resource) => resource.resourceType),
        resourceLinks: status.info.resources,
        customerService: status.info.customerService,
        cdns: chooseCdns(status.info),
        location: status.location,
      });
    } catch (error) {
      set({ phase: 'failed', errorKey: error instanceof ApiError ? error.messageKey : 'err_unknown' });
    }
  },
}));
