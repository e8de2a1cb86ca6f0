/**
 * Edits kept in local storage, one per schema file, until the operator discards them: a reload or a
 * closed tab loses nothing. Only the text is kept; it is checked again like any other edit.
 */
const PREFIX = 'croupier-studio:draft:';
/** The deployed text the edit began from: what a publish names as its base, and what "reapply" merges from. */
const BASE_PREFIX = 'croupier-studio:base:';

export interface DraftStore {
  read: (path: string) => string | undefined;
  write: (path: string, text: string) => void;
  /** Drops the edit and its base. */
  discard: (path: string) => void;
  /** The file's deployed text when its edit began (undefined: not known, an edit kept before bases were). */
  base: (path: string) => string | undefined;
  setBase: (path: string, text: string) => void;
  /** The files with a kept edit, sorted. */
  paths: () => string[];
}

export function draftStore(storage: Storage): DraftStore {
  return {
    read: (path) => storage.getItem(PREFIX + path) ?? undefined,
    write: (path, text) => {
      try {
        storage.setItem(PREFIX + path, text);
      } catch (error) {
        // A full storage must not cost the operator the editor; the edit stays on screen.
        console.warn(`[croupier studio] could not keep the edit of ${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    discard: (path) => {
      storage.removeItem(PREFIX + path);
      storage.removeItem(BASE_PREFIX + path);
    },
    base: (path) => storage.getItem(BASE_PREFIX + path) ?? undefined,
    setBase: (path, text) => {
      try {
        storage.setItem(BASE_PREFIX + path, text);
      } catch (error) {
        console.warn(`[croupier studio] could not keep the base of ${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    paths: () => {
      const found: string[] = [];
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index);
        if (key?.startsWith(PREFIX)) found.push(key.slice(PREFIX.length));
      }
      return found.sort();
    },
  };
}
