import { useSearchParams } from '@/renderer/navigation';

export type QueryChanges = Readonly<Record<string, string | undefined>>;

/**
 * The URL query as widgets share it: filters, the table's page and the chosen notice live there, so a
 * view can be bookmarked and reloaded. `update` sets or (with undefined) removes keys in one step.
 */
export function useUrlQuery(): [URLSearchParams, (changes: QueryChanges) => void] {
  const [search, setSearch] = useSearchParams();
  const update = (changes: QueryChanges) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return [search, update];
}

/** The item chosen in a list, kept in the URL query so a pane beside it (and a bookmark) can read it. */
export function useSelection(param: string): [string | undefined, (id: string | undefined) => void] {
  const [search, update] = useUrlQuery();
  return [search.get(param) ?? undefined, (id) => update({ [param]: id })];
}
