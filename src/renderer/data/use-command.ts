import { useCallback, useEffect, useRef, useState } from 'react';
import type { CommandBinding } from '@/schema/bindings';
import { bindParams } from './bind-params';
import { loadCommand } from './catalogue/lazy';
import { toDataFailure, type DataFailure } from './data-error';
import type { ParamValues, Row } from './data-types';
import { refreshQueries } from './refresh-bus';
import { useBindingInputs } from './use-query';

export type CommandOutcome = { ok: true; value: unknown } | { ok: false; failure: DataFailure };

/**
 * Runs a bound command: the binding's params with the form's values on top. One request per
 * submit: while one is in flight, another call is refused (a double click sends one).
 * Afterwards the named queries load again. Values are never logged: they may hold passwords.
 */
export function useCommand(binding: CommandBinding | undefined, refresh: readonly string[] = [], row?: Row) {
  const inputs = useBindingInputs(row);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (values: ParamValues = {}): Promise<CommandOutcome | undefined> => {
      if (!binding || inFlight.current) return undefined;
      inFlight.current = true;
      setBusy(true);
      try {
        // The command's call group is a chunk of its own (catalogue/lazy.ts): loaded by now, or on this first use.
        const definition = await loadCommand(binding.command);
        if (!definition) return { ok: false, failure: { messageKey: 'data_unknown_command' } };
        const value = await definition.run({ ...values, ...bindParams(binding.params, inputs) });
        refreshQueries(refresh);
        return { ok: true, value };
      } catch (error) {
        console.warn(`[croupier data] command ${binding.command} failed:`, toDataFailure(error).errorCode ?? 'no code');
        return { ok: false, failure: toDataFailure(error) };
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [binding, inputs, refresh],
  );
  return { run, busy };
}

const NO_SECRETS: readonly string[] = [];

/**
 * Fields of a command that hold secrets: they are never prefilled, and never go back into a form after a failure.
 * `undefined` while the command's call group loads (a form waits for it before it prefills); none without a command.
 */
export function useSecretFields(binding: CommandBinding | undefined): readonly string[] | undefined {
  const name = binding?.command;
  const [loaded, setLoaded] = useState<{ name: string; secrets: readonly string[] } | undefined>();
  useEffect(() => {
    if (name === undefined) return;
    let current = true;
    loadCommand(name).then(
      (definition) => current && setLoaded({ name, secrets: definition?.secrets ?? NO_SECRETS }),
      () => undefined, // the group did not load: the submit reports it (and loads it again)
    );
    return () => {
      current = false;
    };
  }, [name]);
  if (name === undefined) return NO_SECRETS;
  return loaded?.name === name ? loaded.secrets : undefined;
}
