/**
 * `npm run bench`: how long the pure pipeline steps take, so a regression shows as numbers
 * (not as a flaky timed unit test). Prints median and p95 over many runs of each step.
 */
import { performance } from 'node:perf_hooks';
import { resolveDocument } from '../src/schema/resolve';
import { validateDocument } from '../src/schema/validate-document';
import { applyOverride } from '../src/schema/overrides';
import type { OverrideDocument, ScreenDocument, SchemaNode } from '../src/schema/types';
import { widgetRegistry } from '../src/widgets/registry';

function bigScreen(sections: number, perSection: number): ScreenDocument {
  const body: SchemaNode[] = Array.from({ length: sections }, (_, s) => ({
    type: 'Section',
    id: `section-${s}`,
    props: { title: 'home_categories', layout: 'grid', columns: 3 },
    when: { any: [{ role: ['player', 'agent'] }, { not: { flag: 'FREEPLAY3' } }] },
    children: Array.from({ length: perSection }, (_, i) => ({ type: 'Text', id: `text-${s}-${i}`, props: { text: 'home_why_fast' }, when: { lang: ['en', 'ty'] } })),
  }));
  return { kind: 'screen', schemaVersion: 2, id: 'bench', body };
}

function measure(name: string, runs: number, step: () => void): void {
  for (let i = 0; i < 20; i++) step();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    step();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
  console.log(`${name.padEnd(48)} median ${at(0.5)} ms   p95 ${at(0.95)} ms   (${runs} runs)`);
}

const screen = bigScreen(50, 20); // 1,050 nodes: far more than any real screen
const context = { flags: { FREEPLAY3: true }, settings: {}, role: 'player' as const, merchant: 'croupier', lang: 'en', resources: [] };
const options = { documentName: 'bench', knownTypes: new Set(Object.keys(widgetRegistry)) };
const override: OverrideDocument = {
  kind: 'override', schemaVersion: 2, id: 'bench-override', target: 'screens/bench',
  operations: [{ op: 'move', id: 'section-49', before: 'section-0' }, { op: 'hide', id: 'text-3-3' }, { op: 'set', id: 'section-7', props: { columns: 2 } }],
};

measure('validate 1,050-node screen (precompiled ajv)', 200, () => void validateDocument(screen, 'bench', 'screen'));
measure('apply 3 merchant operations', 200, () => void applyOverride(screen, override, 'bench-override'));
measure('resolve 1,050-node screen for a player', 200, () => void resolveDocument(screen, context, options));
