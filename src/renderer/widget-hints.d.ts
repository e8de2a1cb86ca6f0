/** Generated at build time by scripts/vite/widget-preload-plugin.ts from the bundled schemas. */
declare module 'virtual:croupier-widget-hints' {
  /** Widget types a bundled screen or layout document shows under every context ([] for any other name). */
  export function hintedWidgetTypes(documentName: string): readonly string[];
  /** The screen a path shows according to the bundled routes.json. */
  export function screenForPath(path: string): string | undefined;
  /** The layout document (`layouts/default`) a path shows according to the bundled routes.json. */
  export function layoutForPath(path: string): string | undefined;
  /** Whether the build bundles this document at its usual place (`<name>.json` under the schema origin). */
  export function isBundledDocument(name: string): boolean;
}

/** Generated at build time by scripts/vite/verified-documents-plugin.ts: schema files the build validated. */
declare module 'virtual:croupier-verified-documents' {
  export const hashes: Readonly<Record<string, string>>;
}

/** Generated at build time by scripts/vite/verified-documents-plugin.ts: which validators this build has. */
declare module 'virtual:croupier-validators' {
  /** The fingerprint an origin's `verified.json` must carry to count (scripts/schemas/verified-list.ts). */
  export const validatorsFingerprint: string;
}
