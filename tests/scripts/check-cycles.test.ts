import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles } from '../../scripts/check-cycles';

const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function project(name: string, files: Record<string, string>): string {
  const base = join(dir, name);
  mkdirSync(base, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(base, file), text);
  writeFileSync(join(base, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }));
  return base;
}

describe('lint:cycles', () => {
  it('reports a cycle made only of type imports (the kind the modal registry had)', async () => {
    const base = project('type-cycle', {
      'registry.ts': "import { Modal } from './modal';\nexport interface ModalProps { close: () => void }\nexport const registry = { Modal };\n",
      'modal.ts': "import type { ModalProps } from './registry';\nexport const Modal = (props: ModalProps) => props.close();\n",
    });
    const cycles = await findCycles([base], join(base, 'tsconfig.json'));
    expect(cycles).toEqual([['modal.ts', 'registry.ts']]);
  });

  it('passes a tree whose shared type lives in its own module', async () => {
    const base = project('no-cycle', {
      'modal-props.ts': 'export interface ModalProps { close: () => void }\n',
      'registry.ts': "import { Modal } from './modal';\nexport const registry = { Modal };\n",
      'modal.ts': "import type { ModalProps } from './modal-props';\nexport const Modal = (props: ModalProps) => props.close();\n",
    });
    expect(await findCycles([base], join(base, 'tsconfig.json'))).toEqual([]);
  });
});
