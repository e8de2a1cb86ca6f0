// @vitest-environment node
/**
 * Issue 37: what the publish service validated, the site does not validate again. Every publish, rollback and import
 * deploys `verified.json` beside the manifest: the hashes of the documents the service checked, as the browser hashes
 * them, and the fingerprint of the validators that passed them.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLISHER, serviceInProcess } from './support/in-process';
import { documentHash, parseVerifiedList, VERIFIED_LIST } from '@/schema/build-verified';
import { validatorsFingerprint, verifiedDocumentHashes } from '../../scripts/schemas/verified-list';
import { textVersion } from '@/studio/text-version';

const SCHEMAS = resolve('schemas');
const HOME = 'screens/home.json';
const publisher = PUBLISHER;
const running = serviceInProcess('verified-list');

const origin = (path: string) => readFileSync(join(running.config.originDir, path), 'utf8');
/** The deployed list as the site reads it: only when its validators are the site's. */
const servedList = () => parseVerifiedList(origin(VERIFIED_LIST), validatorsFingerprint()) ?? {};

/** Every hash of the served list is the browser's hash of the file the origin serves at that path. */
async function expectListMatchesOrigin(): Promise<void> {
  const list = servedList();
  const mismatched: string[] = [];
  for (const [path, hash] of Object.entries(list)) if ((await documentHash(origin(path))) !== hash) mismatched.push(path);
  expect(mismatched).toEqual([]);
}

describe('the publish service deploys the hashes of what it validated (issue 37)', { timeout: 60_000 }, () => {
  it('the imported origin carries the hashes of its documents, made with the site\'s validators', async () => {
    const list = servedList();
    expect(Object.keys(list)).toEqual(expect.arrayContaining(['manifest.json', 'merchants.json', 'routes.json', HOME, 'merchants/luckystar/menus/header-nav.json']));
    await expectListMatchesOrigin();
    // Another build's validators (a changed meta-schema): the list vouches for nothing.
    expect(parseVerifiedList(origin(VERIFIED_LIST), '0000000000000000')).toBeUndefined();
  });

  it('a publish deploys the hashes of the published texts, which the build never saw; a rollback those of the texts it restores', async () => {
    const before = origin(HOME);
    const home = JSON.parse(before) as { body: { id: string }[] };
    const published = `${JSON.stringify({ ...home, body: home.body.slice(0, 1) }, null, 2)}\n`;
    const seen = (await running.service.history())[0]?.id ?? '';
    const outcome = await running.service.publish(publisher, { message: 'Only the hero on the home page', files: [{ path: HOME, text: published, base: textVersion(before) }] });
    if (!outcome.ok) throw new Error(`${outcome.message}: ${JSON.stringify(outcome.problems ?? outcome.conflicts)}`);

    expect(origin(HOME)).toBe(published);
    const list = servedList();
    expect(list[HOME]).toBe(await documentHash(published));
    expect(list[HOME]).not.toBe(verifiedDocumentHashes(SCHEMAS)[HOME]);
    await expectListMatchesOrigin();

    const rolledBack = await running.service.rollback(publisher, seen, outcome.publish.id, undefined);
    if (!rolledBack.ok) throw new Error(rolledBack.message);
    expect(origin(HOME)).toBe(before);
    expect(servedList()[HOME]).toBe(await documentHash(before));
    await expectListMatchesOrigin();
  });

  it('an operator cannot publish the list: the service writes it', async () => {
    const refused = await running.service.publish(publisher, { message: 'Trust me', files: [{ path: VERIFIED_LIST, text: '{}', base: textVersion(origin(VERIFIED_LIST)) }] });
    expect(refused).toMatchObject({ ok: false, status: 400, error: 'bad-path' });
  });
});
