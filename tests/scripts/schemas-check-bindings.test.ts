// @vitest-environment node
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { formatProblem } from '@/schema/problem';
import type * as SchemaFiles from '../../scripts/schemas/schema-files';

/** A member page an operator wrote by hand, naming a query the build does not have. */
const BAD_SCREEN = {
  $schema: '../../meta/screen.schema.json',
  kind: 'screen',
  schemaVersion: 2,
  id: 'member-typo',
  body: [
    {
      type: 'RecordTable',
      id: 'typo-table',
      props: {
        source: { query: 'noSuchQuery', params: { pageSize: 10 } },
        columns: [{ field: 'betId', label: 'bet_id' }],
      },
    },
  ],
};
const BAD_PATH = 'screens/member/typo.json';

// The checker reads schemas/ through schema-files: add one file to what it lists, as if it were on disk.
vi.mock('../../scripts/schemas/schema-files', async (importOriginal) => {
  const real = await importOriginal<typeof SchemaFiles>();
  return {
    ...real,
    listSchemaFiles: () => [...real.listSchemaFiles(), 'screens/member/typo.json'].sort(),
    readSchemaText: (path: string) => (path === 'screens/member/typo.json' ? JSON.stringify(BAD_SCREEN) : real.readSchemaText(path)),
  };
});

describe('schemas:check rejects bindings the data catalogue does not know', () => {
  it('checkAllDocuments names the file and JSON pointer of an unknown query, and the known names', async () => {
    const { checkAllDocuments } = await import('../../scripts/schemas/check-documents');
    const lines = checkAllDocuments().map(formatProblem);
    const binding = lines.filter((line) => line.startsWith(`${BAD_PATH}#`));
    expect(binding).toHaveLength(1);
    expect(binding[0]).toMatch(/^screens\/member\/typo\.json#\/body\/0\/props\/source\/query: unknown query "noSuchQuery"; known: .*\bbettingRecord\b.*\bwalletBalances\b/);
    // The document is otherwise valid: only the name (and the manifest not listing the new file) is reported.
    expect(lines.filter((line) => !line.startsWith('manifest.json'))).toEqual(binding);
  }, 60_000);

  describe('the CLI on a copy of the repository', () => {
    const root = mkdtempSync(join(tmpdir(), 'croupier-check-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('prints `file#/pointer: message` for the unknown query and exits non-zero', async () => {
      const repo = process.cwd();
      for (const entry of ['src', 'schemas', 'scripts']) cpSync(join(repo, entry), join(root, entry), { recursive: true });
      for (const file of ['tsconfig.json', 'package.json']) cpSync(join(repo, file), join(root, file));
      symlinkSync(resolve(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
      writeFileSync(join(root, 'schemas', BAD_PATH), `${JSON.stringify(BAD_SCREEN, null, 2)}\n`);

      const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/schemas/check.ts'], { cwd: root, encoding: 'utf8' }).then(
        (done) => ({ code: 0, ...done }),
        (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
      );
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain(`${BAD_PATH}#/body/0/props/source/query: unknown query "noSuchQuery"`);
      expect(run.stdout).not.toContain('every schema document is valid');
    }, 60_000);
  });
});
