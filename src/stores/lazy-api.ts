import type * as Api from '@/api/index';

type ApiModule = typeof Api;

let loading: Promise<ApiModule> | undefined;
let setup: ((api: ApiModule) => void) | undefined;

/**
 * The app's one-time API configuration (session expiry, language), applied when the API chunk
 * first loads; injected by src/app so stores never reach up into the app.
 */
export function onApiLoaded(configure: (api: ApiModule) => void): void {
  setup = configure;
}

/**
 * Stores reach the API client through one dynamic import: the client and its parsers are a
 * separate chunk, so the first page paints while it downloads (the initial-JS budget of issue 2).
 */
export function loadApi(): Promise<ApiModule> {
  loading ??= import('@/api/index').then((api) => {
    setup?.(api);
    return api;
  });
  return loading;
}
