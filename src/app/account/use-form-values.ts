import { useCallback, useState } from 'react';
import type { FieldErrors } from '@/renderer/form/field-validator';
import type { FormValues } from '@/renderer/form/field-rules';

/**
 * What the player typed and the server's per-field errors. Typing again clears the server's
 * errors (they were about the old value) but never what was typed (spec §8: nothing is lost).
 */
export function useFormValues(initial: FormValues | (() => FormValues)) {
  const [values, setValues] = useState<FormValues>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const changeValues = useCallback((next: FormValues) => {
    setValues(next);
    setFieldErrors((current) => (Object.keys(current).length > 0 ? {} : current));
  }, []);
  return { values, setValues, fieldErrors, setFieldErrors, changeValues };
}
