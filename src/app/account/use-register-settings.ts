import { useEffect, useState } from 'react';
import type { FieldConfig } from '@/schema/types';
import { loadApi } from '@/stores/lazy-api';

type Settings = Readonly<Record<string, FieldConfig>>;

let pending: Promise<Settings> | undefined;

/** Fetched once per page load: the rules change with the merchant's back office, not per form. */
function registerSettings(): Promise<Settings> {
  pending ??= loadApi()
    .then((api) => api.getRegisterSettings())
    .catch((error: unknown) => {
      // Without the server's rules the documents' own rules still apply; the platform checks again.
      console.warn('[croupier account] register settings unavailable; using the form documents’ rules', error);
      pending = undefined;
      return {};
    });
  return pending;
}

/** Tests start each case from a fresh platform. */
export function forgetRegisterSettings(): void {
  pending = undefined;
}

/** spec §5 server field config for register (and the password rule of the password forms); undefined while loading. */
export function useRegisterSettings(): Settings | undefined {
  const [settings, setSettings] = useState<Settings | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void registerSettings().then((value) => current && setSettings(value));
    return () => {
      current = false;
    };
  }, []);
  return settings;
}
