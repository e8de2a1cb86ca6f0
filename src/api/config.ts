import type { PayloadCipherName } from './crypto/payload-cipher';
import { LANGUAGE_KEY, SCENARIO_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../schema/storage-keys';
import { DEFAULT_LANGUAGE } from '../schema/languages';

/**
 * Everything the client needs from the rest of the app, injected so that src/api never reads
 * React state or stores (the dependency direction of docs/architecture.md). Stores call `configureApi` at boot.
 */
export interface ApiConfig {
  /** Base URL of the platform's gateway; '' means the site's own origin (proxied in dev). */
  baseUrl: string;
  timeoutMs: number;
  getToken: () => string | null;
  getLanguage: () => string;
  /** The page load's merchant (`Merchant` header, `merchantCode`); the app sets it, no build names one. */
  getMerchant: () => string;
  /** Per-tab embedded-platform scenario (mock mode `?scenario=`), sent only when set. */
  getScenario: () => string | null;
  /** Called once per ended session (HTTP 401 / login.not.session) so the app can log out. */
  onSessionExpired: () => void;
  /** Body cipher of the merchant's gateway (spec §7 encrypted calls). */
  cipher: PayloadCipherName;
  /** Fills the array with random bytes; injectable so encryption tests are deterministic. */
  randomBytes: (bytes: Uint8Array) => void;
}

function readEnv(name: 'VITE_API_BASE_URL' | 'VITE_PAYLOAD_CIPHER'): string | undefined {
  // Outside Vite (the Node CLIs, e.g. `schemas:render --data embedded`) there is no import.meta.env.
  const env: Readonly<Record<string, unknown>> | undefined = import.meta.env;
  const value = env?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function safeStorage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    // Storage access throws in some privacy modes; the client still works without a session.
    return null;
  }
}

export function defaultApiConfig(): ApiConfig {
  return {
    baseUrl: readEnv('VITE_API_BASE_URL') ?? '',
    timeoutMs: 30_000,
    getToken: () => safeStorage('session')?.getItem(TOKEN_STORAGE_KEY) || null,
    getLanguage: () => safeStorage('local')?.getItem(LANGUAGE_KEY) || DEFAULT_LANGUAGE,
    // The merchant is chosen at run time (the page's host, `merchants.json`): the app configures it at boot.
    getMerchant: () => '',
    getScenario: () => safeStorage('session')?.getItem(SCENARIO_STORAGE_KEY) || null,
    onSessionExpired: () => safeStorage('session')?.removeItem(TOKEN_STORAGE_KEY),
    cipher: readEnv('VITE_PAYLOAD_CIPHER') === 'AES' ? 'AES' : 'DES',
    randomBytes: (bytes) => {
      globalThis.crypto.getRandomValues(bytes);
    },
  };
}

let current: ApiConfig = defaultApiConfig();
const listeners = new Set<(config: ApiConfig) => void>();

/** Merges `overrides` into the active configuration (later calls win, key by key). */
export function configureApi(overrides: Partial<ApiConfig>): ApiConfig {
  current = { ...current, ...overrides };
  for (const listener of listeners) listener(current);
  return current;
}

/** Back to the environment defaults; tests call this between cases. */
export function resetApiConfig(): ApiConfig {
  current = defaultApiConfig();
  for (const listener of listeners) listener(current);
  return current;
}

export function apiConfig(): ApiConfig {
  return current;
}

/** Lets the http client and key cache follow configuration changes (base URL, timeout). */
export function onApiConfigChange(listener: (config: ApiConfig) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
