import { isObject } from './json-value';

/** One file the studio can open: its document name, its path under the schema origin, and its group in the picker. */
export interface DocumentEntry {
  name: string;
  path: string;
  group: string;
  /** The merchant whose file this is (an override or a merchant's whole document, or its copy). */
  merchant?: string;
}

const GROUPS: Record<string, string> = { screens: 'Screens', layouts: 'Layouts', menus: 'Menus', forms: 'Forms', routes: 'Routes', themes: 'Themes', i18n: 'Copy (i18n)' };

/** Every document the manifest lists, the merchants' files included, grouped for the picker in a stable order. */
export function documentEntries(manifest: unknown): DocumentEntry[] {
  if (!isObject(manifest)) return [];
  const entries: DocumentEntry[] = [];
  const documents = manifest['documents'];
  if (isObject(documents)) {
    for (const [name, path] of Object.entries(documents)) {
      if (typeof path === 'string') entries.push({ name, path, group: GROUPS[name.split('/')[0] ?? ''] ?? 'Other' });
    }
  }
  const merchants = manifest['merchants'];
  if (isObject(merchants)) {
    for (const [merchant, files] of Object.entries(merchants)) {
      if (!isObject(files)) continue;
      for (const [name, path] of Object.entries(files)) if (typeof path === 'string') entries.push({ name, path, group: `Merchant ${merchant}`, merchant });
    }
  }
  const order = [...Object.values(GROUPS), 'Other'];
  const rank = (group: string) => (order.includes(group) ? order.indexOf(group) : order.length);
  return entries.sort((a, b) => rank(a.group) - rank(b.group) || a.group.localeCompare(b.group) || a.path.localeCompare(b.path));
}
