import { CURRENT_SCHEMA_VERSION } from './version';

type JsonObject = Record<string, unknown>;

/** Upgrades a document from `from` to `from + 1`. Registered once, applied in order on load. */
export interface Migration {
  from: number;
  description: string;
  /**
   * The document kinds the step changes; for any other kind it is only a version bump and is not
   * reported as applied (so a v2 screen still counts as current: the build's hash check keeps it).
   */
  kinds?: readonly string[];
  migrate: (document: JsonObject) => JsonObject;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function renameKeys(value: unknown, renames: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((entry) => renameKeys(entry, renames));
  if (!isObject(value)) return value;
  // Props are widget data, not schema structure: never rename inside them.
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [renames[key] ?? key, key === 'props' || key === 'ui' ? entry : renameKeys(entry, renames)]),
  );
}

/**
 * v1 documents (the first operator files) named a node's widget `component`, its condition
 * `visible` and a menu item's text `title`. v2 uses `type`, `when` and `label` everywhere.
 */
const v1ToV2: Migration = {
  from: 1,
  description: 'rename component → type, visible → when, menu item title → label',
  migrate: (document) => {
    const renamed = renameKeys(document, { component: 'type', visible: 'when' }) as JsonObject;
    if (renamed['kind'] === 'menu') renamed['items'] = renameKeys(renamed['items'], { title: 'label' });
    return renamed;
  },
};

/** The route layouts of v2 (three booleans) → the layout documents that draw the same frame. */
const LAYOUT_BY_PARTS: Record<string, string> = {
  'header,footer,side': 'default',
  'header,footer': 'header-footer',
  header: 'header-only',
  '': 'bare',
  // Combinations no v2 file used: the nearest layout that shows nothing the route had turned off.
  'header,side': 'header-only',
  'footer,side': 'bare',
  footer: 'bare',
  side: 'bare',
};

export function layoutForV2Booleans(layout: unknown): string {
  const flags = isObject(layout) ? layout : {};
  const parts = [flags['header'] === true && 'header', flags['footer'] === true && 'footer', flags['sideMenu'] === true && 'side'].filter(Boolean).join(',');
  return LAYOUT_BY_PARTS[parts] ?? 'default';
}

/** v3: a route names its layout document (`"layout": "default"`) instead of three booleans. */
const v2ToV3: Migration = {
  from: 2,
  kinds: ['routes'],
  description: 'route layout booleans {header, footer, sideMenu} → the name of the matching layout document',
  migrate: (document) => {
    const routes = document['routes'];
    if (!Array.isArray(routes)) return document;
    return { ...document, routes: routes.map((route: unknown) => (isObject(route) && isObject(route['layout']) ? { ...route, layout: layoutForV2Booleans(route['layout']) } : route)) };
  },
};

export const MIGRATIONS: readonly Migration[] = [v1ToV2, v2ToV3];

export type MigrationOutcome =
  | { ok: true; document: JsonObject; applied: string[] }
  | { ok: false; message: string };

/** Brings a document to the current version, or refuses one written for a newer build. */
export function migrateDocument(document: JsonObject, migrations: readonly Migration[] = MIGRATIONS, current = CURRENT_SCHEMA_VERSION): MigrationOutcome {
  const version = document['schemaVersion'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, message: 'schemaVersion must be a positive integer' };
  }
  if (version > current) {
    return { ok: false, message: `schemaVersion ${version} is newer than this build understands (${current}); update the site first` };
  }
  let migrated = document;
  const applied: string[] = [];
  for (let from = version; from < current; from++) {
    const step = migrations.find((m) => m.from === from);
    if (!step) return { ok: false, message: `no migration registered from schemaVersion ${from}` };
    if (step.kinds && !step.kinds.includes(String(migrated['kind']))) {
      migrated = { ...migrated, schemaVersion: from + 1 };
      continue;
    }
    migrated = { ...step.migrate(migrated), schemaVersion: from + 1 };
    applied.push(`v${from}→v${from + 1}: ${step.description}`);
  }
  return { ok: true, document: migrated, applied };
}
