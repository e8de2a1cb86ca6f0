import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DIST } from '../support';

/** The source modules of every script chunk the page has fetched so far (the build's chunk → modules map). */
export function chunkModulesLoaded(page: Page): () => string[] {
  const modules = JSON.parse(readFileSync(`${DIST}.vite/chunk-modules.json`, 'utf8')) as Record<string, string[]>;
  const loaded: string[] = [];
  page.on('response', (response) => {
    const file = /\/(assets\/[^/?]+\.js)(?:\?|$)/.exec(response.url())?.[1];
    if (file) loaded.push(...(modules[file] ?? []));
  });
  return () => [...loaded];
}

/**
 * Text keys a person would meet in the page's main content instead of words: in its text, and in the names and labels
 * its elements carry (`aria-label`, `alt`, `title`, `placeholder`). A key is words joined by underscores, its last
 * parts possibly a platform's code (`vip_levels`, `promo_category_NEW`).
 */
export async function keysShown(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const labels = [...main.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap((element) => ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''));
    return [(main as HTMLElement).innerText, ...labels].join('\n').match(/\b[a-z]+(?:_[A-Za-z0-9]+)+\b/g) ?? [];
  });
}
