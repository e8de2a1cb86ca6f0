import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Edits a file on the schema origin (dist/schemas of the preview server) for one test, then restores it. */
export async function withOriginFile(path: string, change: (text: string) => string, body: () => Promise<void>): Promise<void> {
  const file = `${DIST}schemas/${path}`;
  const original = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, change(original));
    await body();
  } finally {
    writeFileSync(file, original);
  }
}

/** Every console message of the page, for assertions on what the app reports. */
export function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}
