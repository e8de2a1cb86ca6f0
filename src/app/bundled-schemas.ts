/** The bundled fallback copy: one lazy chunk per file, downloaded only when the origin's copy is unusable. */
const bundledFiles = import.meta.glob<unknown>(['/schemas/**/*.json', '!/schemas/meta/**'], { import: 'default' });

export async function bundledSchema(path: string): Promise<unknown> {
  const load = bundledFiles[`/schemas/${path}`];
  return load ? load() : undefined;
}
