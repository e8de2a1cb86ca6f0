// @vitest-environment node
/**
 * Issue 41's new merchant in one publish: merchants.json that adds it and its own files (its theme, its copy) go
 * together in the site's scope, pass schemas:check's checks on the whole origin, and land in one commit; a file of a
 * merchant that merchants.json already lists (or does not add) still needs that merchant's scope.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLISHER, serviceInProcess } from './support/in-process';
import { newMerchantFiles } from '@/studio/new-merchant-model';
import { publishPlan } from '@/studio/publish-plan';

const REPO_SCHEMAS = resolve('schemas');
const publisher = PUBLISHER;
const running = serviceInProcess('new-merchant', { sessionSeconds: 30 * 60 }, 90000);

const repoText = (path: string) => readFileSync(join(REPO_SCHEMAS, path), 'utf8');

describe('a new merchant, published in one publish', { timeout: 60_000 }, () => {
  it('refuses a merchant\'s file in the site scope when merchants.json does not add that merchant', async () => {
    const theme = repoText('themes/default.json');
    const outcome = await running.service.publish(publisher, { message: 'Acme theme', files: [{ path: 'merchants/acme/themes/default.json', text: theme, base: null }] });
    expect(outcome).toMatchObject({ ok: false, error: 'bad-path' });
    // Nor for a merchant merchants.json lists already: that one publishes in its own scope.
    const merchants = repoText('merchants.json');
    const listed = await running.service.publish(publisher, { message: 'Lucky Star theme', files: [{ path: 'merchants.json', text: merchants.replace('"croupier",', '"croupier", '), base: null }, { path: 'merchants/luckystar/themes/default.json', text: theme, base: null }] });
    expect(listed).toMatchObject({ ok: false, error: 'bad-path' });
  });

  it('publishes merchants.json with the new merchant and its theme and copy, as the studio plans them, in one commit', async () => {
    const writes = newMerchantFiles({ id: 'goldenpalace', brandName: 'Golden Palace', hosts: 'goldenpalace.localhost\nwww.goldenpalace.example', headline: { en: 'Golden nights', ty: 'Gintong gabi' } }, repoText('merchants.json'), repoText('merchants/luckystar/themes/default.json'));
    if (!writes) throw new Error('no files');
    const plan = publishPlan(writes.map((write) => ({ ...write, baseText: null })), undefined, ['croupier', 'luckystar']);
    expect(plan.skipped).toEqual([]);
    const outcome = await running.service.publish(publisher, { message: 'New merchant Golden Palace', files: plan.files.map((file) => ({ path: file.send, text: file.text, base: file.path === 'merchants.json' ? createHash('sha256').update(repoText('merchants.json')).digest('hex') : null })) });
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    const served = (path: string): unknown => JSON.parse(readFileSync(join(running.config.originDir, path), 'utf8'));
    expect(served('merchants.json')).toMatchObject({ hosts: { 'goldenpalace.localhost': 'goldenpalace', 'www.goldenpalace.example': 'goldenpalace', localhost: 'croupier' }, merchants: ['croupier', 'luckystar', 'goldenpalace'] });
    expect(served('merchants/goldenpalace/themes/default.json')).toMatchObject({ brandName: 'Golden Palace', colors: { primary: '#2ee6a8' } });
    expect(served('merchants/goldenpalace/i18n/ty.json')).toMatchObject({ texts: { home_hero_title: 'Gintong gabi' } });
    expect(served('manifest.json')).toMatchObject({ merchants: { goldenpalace: { 'themes/default': 'merchants/goldenpalace/themes/default.json', 'i18n/en': 'merchants/goldenpalace/i18n/en.json' } } });
    // Its installable app is written from its theme, as for every merchant.
    expect(existsSync(join(running.config.originDir, 'app'))).toBe(true);
  });
});
