// @vitest-environment node
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchemaDocument } from '@/schema/types';
import { findCopyWithoutTy, formatCopyWithoutTy } from '../../scripts/schemas/copy-coverage';

function copy(id: string, language: 'en' | 'ty', texts: Record<string, string>): SchemaDocument {
  return { kind: 'copy', schemaVersion: 2, id, language, texts };
}

describe('the operator copy without TY (schemas:check’s report)', () => {
  it('lists a document’s {"en"} copy with no "ty", and an EN copy key the TY file beside it lacks — file, pointer, text and fix', () => {
    const screen: SchemaDocument = {
      kind: 'screen',
      schemaVersion: 2,
      id: 'vip',
      body: [
        { type: 'Text', id: 'done', props: { text: { en: 'Both languages', ty: 'Dalawang wika' } } },
        { type: 'Text', id: 'missing', props: { text: { en: 'Only EN' } } },
        { type: 'Text', id: 'key', props: { text: 'nav_vip' } },
      ],
    };
    const valid = new Map<string, SchemaDocument>([
      ['screens/vip.json', screen],
      ['i18n/en.json', copy('en', 'en', { shared_line: 'Shared', site_only: 'Site only' })],
      ['i18n/ty.json', copy('ty', 'ty', { shared_line: 'Pareho' })],
      ['merchants/acme/i18n/en.json', copy('acme-en', 'en', { home_hero_title: 'Acme nights' })],
    ]);
    expect(findCopyWithoutTy(valid).map(formatCopyWithoutTy)).toEqual([
      'i18n/en.json#/texts/site_only: "Site only" has no TY entry (add "site_only" to i18n/ty.json)',
      'merchants/acme/i18n/en.json#/texts/home_hero_title: "Acme nights" has no TY entry (add "home_hero_title" to merchants/acme/i18n/ty.json)',
      'screens/vip.json#/body/1/props/text: "Only EN" has no TY entry (add "ty" beside "en")',
    ]);
  });

  describe('npm run schemas:check on a schema folder with EN-only copy', () => {
    const dir = mkdtempSync(join(tmpdir(), 'croupier-copy-'));
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/schemas/check.ts', ...args], { cwd: process.cwd(), encoding: 'utf8', env: { ...process.env, SCHEMAS_DIR: dir } }).then(
        (done) => ({ code: 0, ...done }),
        (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
      );
    let warned: Awaited<ReturnType<typeof run>>;
    let strict: Awaited<ReturnType<typeof run>>;

    beforeAll(async () => {
      cpSync('schemas', dir, { recursive: true });
      const enPath = join(dir, 'merchants/luckystar/i18n/en.json');
      const en = JSON.parse(readFileSync(enPath, 'utf8')) as { texts: Record<string, string> };
      en.texts['luckystar_vip_line'] = 'Lucky Star VIP hotline';
      writeFileSync(enPath, JSON.stringify(en, null, 2));
      const vipPath = join(dir, 'screens/vip.json');
      writeFileSync(vipPath, readFileSync(vipPath, 'utf8').replace('"text": "screen_vip_intro"', '"text": { "en": "Climb the VIP ladder" }'));
      [warned, strict] = await Promise.all([run(), run('--require-ty')]);
    }, 120_000);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('warns by default: lists each file and key, and still passes', () => {
      expect(warned.code).toBe(0);
      expect(warned.stdout).toContain('operator copy without a TY entry (2)');
      expect(warned.stdout).toContain('merchants/luckystar/i18n/en.json#/texts/luckystar_vip_line: "Lucky Star VIP hotline" has no TY entry (add "luckystar_vip_line" to merchants/luckystar/i18n/ty.json)');
      expect(warned.stdout).toContain('screens/vip.json#/body/0/children/1/props/text: "Climb the VIP ladder" has no TY entry (add "ty" beside "en")');
      expect(warned.stdout).toContain('every schema document is valid');
    });

    it('fails with --require-ty, on the same lines', () => {
      expect(strict.code).not.toBe(0);
      expect(strict.stderr).toContain('screens/vip.json#/body/0/children/1/props/text: "Climb the VIP ladder" has no TY entry');
      expect(strict.stderr).toContain('schemas:check: 2 problem(s)');
    });
  });
});
