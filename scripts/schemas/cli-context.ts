import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SchemaLoader, kindOfDocument } from '../../src/schema/loader';
import type { ResolveContext } from '../../src/schema/context';
import type { SchemaProblem } from '../../src/schema/problem';
import type { FieldConfig, Role } from '../../src/schema/types';
import { SCENARIOS, isScenarioName, type ScenarioName } from '../../embedded-platform/platform';
import { listSchemaFiles, readSchemaText } from './schema-files';

const ROLES: readonly Role[] = ['visitor', 'player', 'agent', 'trial'];

export interface CliRequest {
  documentName: string;
  context: ResolveContext;
  explain: boolean;
  /** `--scenario`: an embedded-platform scenario whose whitelabel flags join `--flags` (and whose data `--data embedded` shows). */
  scenario?: ScenarioName;
  /** `--data embedded` (schemas:render): data widgets show the embedded platform's rows instead of loading. */
  data?: 'embedded';
}

export const CLI_USAGE = `<document> [--role visitor|player|agent|trial] [--flags A,B] [--scenario default|minimal|allFlags|…] [--lang en|ty]
  [--merchant M] [--settings key=value,…] [--resources LIVECHAT2,…] [--field-config file.json] [--explain] [--data embedded]
  <document> is a name like screens/home or menus/header-nav (a path like schemas/screens/home.json works too)`;

function list(value: string | undefined): string[] {
  return value ? value.split(',').map((v) => v.trim()).filter(Boolean) : [];
}

function settingValue(raw: string): string | number | boolean {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
}

/** Parses the shared arguments of schemas:render and schemas:resolve into a resolve context. */
export function parseCliRequest(argv: string[]): CliRequest {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: 'string', default: 'visitor' },
      flags: { type: 'string' },
      lang: { type: 'string', default: 'en' },
      merchant: { type: 'string', default: 'croupier' },
      settings: { type: 'string' },
      resources: { type: 'string' },
      'field-config': { type: 'string' },
      explain: { type: 'boolean', default: false },
      scenario: { type: 'string' },
      data: { type: 'string' },
    },
  });
  const raw = positionals[0];
  if (!raw) throw new Error(`usage: ${CLI_USAGE}`);
  const role = values.role as Role;
  if (!ROLES.includes(role)) throw new Error(`--role must be one of ${ROLES.join(', ')}`);
  const scenario = values.scenario;
  if (scenario !== undefined && !isScenarioName(scenario)) throw new Error(`--scenario must be one of ${Object.keys(SCENARIOS).join(', ')}`);
  if (values.data !== undefined && values.data !== 'embedded') throw new Error('--data must be "embedded" (the embedded platform\'s rows, fixed seed and clock)');
  const scenarioFlags = scenario ? Object.entries(SCENARIOS[scenario].flags).filter(([, on]) => on).map(([flag]) => flag) : [];
  const context: ResolveContext = {
    flags: Object.fromEntries([...scenarioFlags, ...list(values.flags)].map((flag) => [flag.toUpperCase(), true])),
    settings: Object.fromEntries(list(values.settings).map((pair) => { const [key = '', value = 'true'] = pair.split('='); return [key, settingValue(value)]; })),
    role,
    merchant: values.merchant,
    lang: values.lang,
    resources: list(values.resources),
  };
  if (values['field-config']) context.fieldConfig = JSON.parse(readFileSync(values['field-config'], 'utf8')) as Record<string, FieldConfig>;
  const documentName = raw.replace(/^schemas\//, '').replace(/\.json$/, '');
  kindOfDocument(documentName); // fails early with a clear message for an unknown folder
  return { documentName, context, explain: values.explain, ...(scenario ? { scenario } : {}), ...(values.data ? { data: 'embedded' as const } : {}) };
}

/** A loader over the files on disk: the repository is both the origin and the bundled copy. */
export function diskLoader(merchant: string, problems: SchemaProblem[], root?: string): SchemaLoader {
  const files = new Set(listSchemaFiles(root).concat('manifest.json'));
  const read = (path: string) => (files.has(path) ? readSchemaText(path, root) : undefined);
  return new SchemaLoader({
    merchant,
    report: (problem) => problems.push(problem),
    sources: {
      origin: async (path) => {
        const text = read(path);
        return text === undefined ? { ok: false, reason: 'file not found under schemas/' } : { ok: true, text };
      },
      bundled: async () => undefined,
    },
  });
}

/** Stable JSON: keys sorted at every level, so the same input prints the same bytes. */
export function normalizedJson(value: unknown): string {
  const sort = (entry: unknown): unknown => {
    if (Array.isArray(entry)) return entry.map(sort);
    if (typeof entry !== 'object' || entry === null) return entry;
    return Object.fromEntries(Object.keys(entry).sort().map((key) => [key, sort((entry as Record<string, unknown>)[key])]));
  };
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}
