import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ORIGIN_SITE } from './support/servers';

export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
export { ORIGIN_SITE } from './support/servers';

/**
 * Edits a file on the schema origin (the `schemas/` of the origin specs' own server, a copy of dist/:
 * support/servers.ts) for one test, then restores it.
 */
export async function withOriginFile(path: string, change: (text: string) => string, body: () => Promise<void>): Promise<void> {
  const file = `${ORIGIN_SITE}schemas/${path}`;
  const original = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, change(original));
    await body();
  } finally {
    writeFileSync(file, original);
  }
}

/**
 * How long a hand edit of the origin may take to show after a load: the page first draws from its route's documents
 * file, written before the edit, then finds the edit once idle and loads again from the origin's files
 * (src/page-load/page-documents.ts).
 */
export const HAND_EDIT_SHOWN_MS = 20_000;

/** Every console message of the page, for assertions on what the app reports. */
export function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}
