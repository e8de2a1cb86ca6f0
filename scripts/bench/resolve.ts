/**
 * The pure pipeline steps in Node (what `npm run bench` measured before it drove a browser):
 * validate (precompiled ajv), apply a merchant override, resolve for a player, on screens of
 * 100, 1,000 and 10,000 nodes. Reported per node, so growth that is worse than linear shows. Screens over the
 * run-time document limits (about 400 nodes) are not validated (the loader refuses them first): their per-node
 * figure is override + resolve only.
 */
import { performance } from 'node:perf_hooks';
import { resolveDocument } from '../../src/schema/resolve';
import { validateDocument } from '../../src/schema/validate-document';
import { applyOverride } from '../../src/schema/overrides';
import type { OverrideDocument, ScreenDocument, SchemaNode } from '../../src/schema/types';
import { widgetRegistry } from '../../src/widgets/registry';
import { median } from './stats';

/** Sections of 19 texts: 20 nodes each, with conditions on every node. */
export function bigScreen(nodes: number): ScreenDocument {
  const sections = Math.max(2, Math.round(nodes / 20));
  const body: SchemaNode[] = Array.from({ length: sections }, (_, s) => ({
    type: 'Section',
    id: `section-${s}`,
    props: { title: 'home_categories', layout: 'grid', columns: 3 },
    when: { any: [{ role: ['player', 'agent'] }, { not: { flag: 'FREEPLAY3' } }] },
    children: Array.from({ length: 19 }, (_, i) => ({ type: 'Text', id: `text-${s}-${i}`, props: { text: 'home_why_fast' }, when: { lang: ['en', 'ty'] } })),
  }));
  return { kind: 'screen', schemaVersion: 2, id: 'bench', body };
}

export function countNodes(nodes: readonly SchemaNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children ?? []), 0);
}

function timeRuns(runs: number, step: () => void): number {
  for (let i = 0; i < Math.max(2, Math.round(runs / 4)); i++) step();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    step();
    times.push(performance.now() - start);
  }
  return median(times);
}

export interface ResolveFigures {
  nodes: number;
  runs: number;
  /** undefined when the screen is over the run-time document limits (README "Document limits"): the loader refuses it before validating. */
  validateMs: number | undefined;
  overrideMs: number;
  resolveMs: number;
  /** (validate + override + resolve) / nodes, in microseconds. */
  perNodeUs: number;
}

const context = { flags: { FREEPLAY3: true }, settings: {}, role: 'player' as const, merchant: 'croupier', lang: 'en', resources: [] };

export function measureResolve(nodes: number, runs: number): ResolveFigures {
  const screen = bigScreen(nodes);
  const actual = countNodes(screen.body);
  const last = screen.body.length - 1;
  const override: OverrideDocument = {
    kind: 'override', schemaVersion: 2, id: 'bench-override', target: 'screens/bench',
    operations: [{ op: 'move', id: `section-${last}`, before: 'section-0' }, { op: 'hide', id: 'text-1-3' }, { op: 'set', id: 'section-1', props: { columns: 2 } }],
  };
  const options = { documentName: 'bench', knownTypes: new Set(Object.keys(widgetRegistry)) };
  const check = validateDocument(screen, 'bench', 'screen');
  const overLimits = !check.ok && check.problems.every((problem) => problem.message.includes('(the document limit)'));
  if (!check.ok && !overLimits) throw new Error(`the bench screen is invalid: ${JSON.stringify(check.problems.slice(0, 3))}`);
  const validateMs = overLimits ? undefined : timeRuns(runs, () => void validateDocument(screen, 'bench', 'screen'));
  const overrideMs = timeRuns(runs, () => void applyOverride(screen, override, 'bench-override'));
  const resolveMs = timeRuns(runs, () => void resolveDocument(screen, context, options));
  return { nodes: actual, runs, validateMs, overrideMs, resolveMs, perNodeUs: (((validateMs ?? 0) + overrideMs + resolveMs) * 1000) / actual };
}

/** Fewer runs for bigger screens, so the whole step stays a few seconds. */
export function resolveRuns(nodes: number, quick: boolean): number {
  const runs = nodes <= 100 ? 200 : nodes <= 1000 ? 40 : 8;
  return quick ? Math.max(3, Math.round(runs / 4)) : runs;
}
