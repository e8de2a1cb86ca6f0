// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLISHER, serviceInProcess } from './support/in-process';
import { textVersion } from '@/studio/text-version';

const running = serviceInProcess('first-paint', { firstPaints: true }, 120_000);
const origin = (path: string) => readFileSync(join(running.config.originDir, path), 'utf8');
const HOME = 'app/first-paint/croupier/en/home.json';

describe("a publish renders the routes' first paints from what it publishes (issue 37)", { timeout: 120_000 }, () => {
  it('deploys first paints with the import, and the next publish’s copy is in the next first paint, without entering the history', async () => {
    // The import of the seed rendered them: every merchant and language.
    expect(origin(HOME)).toContain('Play the biggest jackpots in the Philippines');
    expect(existsSync(join(running.config.originDir, 'app/first-paint/luckystar/ty/rng.json'))).toBe(true);

    const before = origin('i18n/en.json');
    const copy = JSON.parse(before) as { texts: Record<string, string> };
    copy.texts['home_hero_title'] = 'Weekend jackpot: 5,000,000 PHP';
    const published = await running.service.publish(PUBLISHER, { message: 'Weekend jackpot headline', files: [{ path: 'i18n/en.json', text: `${JSON.stringify(copy, null, 2)}\n`, base: textVersion(before) }] });
    if (!published.ok) throw new Error(published.message);
    expect(origin(HOME)).toContain('Weekend jackpot: 5,000,000 PHP');
    expect(origin(HOME)).not.toContain('Play the biggest jackpots in the Philippines');
    // The route's documents file beside it holds each file exactly as this publish deploys it, the hash list written
    // after the first paints included: a visitor's page checks them against the origin and would load again otherwise.
    const documents = (JSON.parse(origin('app/first-paint/croupier/en/home.documents.json')) as { documents: Record<string, string> }).documents;
    expect(Object.keys(documents)).toEqual(expect.arrayContaining(['i18n/en.json', 'verified.json', 'manifest.json', 'screens/home.json']));
    for (const [file, text] of Object.entries(documents)) expect(text, file).toBe(origin(file));
    // Derived from the documents, not an operator's work: no history entry or diff lists them.
    expect(published.publish.files.map((file) => file.path).filter((path) => path.startsWith('app/first-paint/'))).toEqual([]);

    const rolledBack = await running.service.rollback(PUBLISHER, (await running.service.history())[1]?.id ?? '', published.publish.id, undefined);
    if (!rolledBack.ok) throw new Error(rolledBack.message);
    expect(origin(HOME)).toContain('Play the biggest jackpots in the Philippines');
    const rolledBackDocuments = (JSON.parse(origin('app/first-paint/luckystar/ty/rng.documents.json')) as { documents: Record<string, string> }).documents;
    for (const [file, text] of Object.entries(rolledBackDocuments)) expect(text, file).toBe(origin(file));
  });
});
