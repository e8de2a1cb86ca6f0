import { useSearchParams } from 'react-router-dom';

/** The item chosen in a list, kept in the URL query so a pane beside it (and a bookmark) can read it. */
export function useSelection(param: string): [string | undefined, (id: string | undefined) => void] {
  const [search, setSearch] = useSearchParams();
  const selected = search.get(param) ?? undefined;
  const select = (id: string | undefined) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === undefined) next.delete(param);
      else next.set(param, id);
      return next;
    });
  return [selected, select];
}
