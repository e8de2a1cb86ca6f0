import axios, { type AxiosInstance } from 'axios';
import { apiConfig, onApiConfigChange } from './config';

export const GATEWAY_VERSION = '3';
export const DEVICE = 'web';

/**
 * The one axios instance of the app. Every status resolves (validateStatus) so that the
 * envelope and HTTP status are mapped in one place (`request.ts`), and axios keeps non-JSON
 * bodies as text (silent JSON parse) so an HTML error page becomes a malformed-response error.
 */
export const httpClient: AxiosInstance = axios.create({
  baseURL: apiConfig().baseUrl,
  timeout: apiConfig().timeoutMs,
  validateStatus: () => true,
  headers: { Accept: 'application/json' },
});

onApiConfigChange((config) => {
  httpClient.defaults.baseURL = config.baseUrl;
  httpClient.defaults.timeout = config.timeoutMs;
});

httpClient.interceptors.request.use((request) => {
  const config = apiConfig();
  // `set` replaces case-insensitively, so Merchant and the rest go out exactly once.
  request.headers.set('Merchant', config.getMerchant());
  request.headers.set('Language', config.getLanguage());
  request.headers.set('Device', DEVICE);
  request.headers.set('X-Gateway-Version', GATEWAY_VERSION);
  const token = config.getToken();
  if (token) request.headers.set('Authorization', token);
  else request.headers.delete('Authorization');
  const scenario = config.getScenario();
  if (scenario) request.headers.set('X-Platform-Scenario', scenario);
  else request.headers.delete('X-Platform-Scenario');
  return request;
});
