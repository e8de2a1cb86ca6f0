import { useCallback, useRef, useState } from 'react';
import type { CommandBinding } from '@/schema/bindings';
import { bindParams } from './bind-params';
import { commandNamed } from './catalogue';
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
      const definition = commandNamed(binding.command);
      if (!definition) return { ok: false, failure: { messageKey: 'data_unknown_command' } };
      inFlight.current = true;
      setBusy(true);
      try {
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

/** Fields of a command that hold secrets: they never go back into a form after a failure. */
export function secretFieldsOf(binding: CommandBinding | undefined): readonly string[] {
  return (binding && commandNamed(binding.command)?.secrets) ?? [];
}
