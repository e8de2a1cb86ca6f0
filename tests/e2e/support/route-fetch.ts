import type { APIResponse, Route } from '@playwright/test';

/**
 * `route.fetch()` for a test that rewrites what the site receives (a document, the status call). The request goes
 * from Playwright's own HTTP client, whose keep-alive sockets outlive a test now that each worker keeps its browser
 * context (`reuseContext`); one the preview server has just closed answers "socket hang up" (ECONNRESET). Those are
 * GET requests, so the one retry on a fresh socket sends nothing twice that could matter. Any other error is thrown.
 */
export async function fetchForRoute(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch();
  } catch (error) {
    if (!(error instanceof Error) || !/ECONNRESET|socket hang up/.test(error.message) || route.request().method() !== 'GET') throw error;
    return await route.fetch();
  }
}
