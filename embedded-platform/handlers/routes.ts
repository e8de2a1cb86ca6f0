/**
 * Path patterns that match any origin: behind the Node server requests arrive as
 * http://127.0.0.1:8787/…, in happy-dom tests as http://localhost/…, behind Vite's proxy as the
 * site's own origin.
 */
export function wps(path: string): string {
  return `*/wps${path}`;
}

/** Name-only calls of spec §7 (MCSFE_…, GCSGAME_…) all live under one relay path. */
export function relay(name: string): string {
  return `*/wps/relay/${name}`;
}

export function lgw(path: string): string {
  return `*/lgw${path}`;
}
