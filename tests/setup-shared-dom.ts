import { afterAll } from 'vitest';

/**
 * For the `dom` project, whose files share a worker's modules (vite.config.ts): a file whose renders started the API
 * client's lazy import (`src/stores/lazy-api.ts`: a captcha, a store's first call) may end before it arrives. Its
 * environment is then torn down under the import, and the next file that imports the client fails to load
 * ("Cannot load … after the environment was torn down", seen on tests/api/cdn.test.ts after home-matrix). Each file
 * waits for the client here, so no import is left in flight; once loaded, this costs nothing.
 */
afterAll(async () => {
  await Promise.all([import('@/api/index'), import('@/api/games')]);
});
