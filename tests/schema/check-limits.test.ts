// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { formatProblem } from '@/schema/problem';
import type * as SchemaFiles from '../../scripts/schemas/schema-files';
import { nestedSectionsScreen } from './limits-fixtures';

const DEEP = 'screens/deep.json';
const BIG = 'screens/big.json';
const BIG_TEXT = JSON.stringify({ kind: 'screen', schemaVersion: 2, id: 'big', description: 'x'.repeat(1_100_000), body: [] });

// Two files an operator might commit, added to what the checker lists as if they were on disk.
vi.mock('../../scripts/schemas/schema-files', async (importOriginal) => {
  const real = await importOriginal<typeof SchemaFiles>();
  const extra: Record<string, string> = { [DEEP]: JSON.stringify(nestedSectionsScreen(400, 'deep')), [BIG]: BIG_TEXT };
  return {
    ...real,
    listSchemaFiles: () => [...real.listSchemaFiles(), ...Object.keys(extra)].sort(),
    readSchemaText: (path: string) => extra[path] ?? real.readSchemaText(path),
  };
});

describe('schemas:check applies the document limits of the app', () => {
  it('names the file, the pointer and the limit of a deep document and of a file over the size limit', async () => {
    const { checkAllDocuments } = await import('../../scripts/schemas/check-documents');
    const lines = checkAllDocuments().map(formatProblem);
    expect(lines.filter((line) => !line.startsWith('manifest.json'))).toEqual([
      `${BIG}: the file is ${BIG_TEXT.length.toLocaleString('en-US')} characters, over the document limit of 1,000,000 characters`,
      `${DEEP}#/body/0${'/children/0'.repeat(9)}: nested deeper than the document limit of 20 levels`,
    ]);
  }, 60_000);
});
