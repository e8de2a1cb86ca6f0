import type { ParamSource, SessionParam } from '@/schema/bindings';
import type { ParamValues, Row } from './data-types';

export interface BindingInputs {
  /** The URL query: filters write their values there, so a filtered view can be bookmarked. */
  search: URLSearchParams;
  session: Readonly<Record<SessionParam, string>>;
  row?: Row;
}

/** Looks up each param of a binding; a value that is absent is left out (the call's default applies). */
export function bindParams(params: Readonly<Record<string, ParamSource>> | undefined, inputs: BindingInputs): ParamValues {
  const values: Record<string, string | number | boolean> = {};
  for (const [name, source] of Object.entries(params ?? {})) {
    let value: string | number | boolean | null | undefined;
    if (typeof source !== 'object') value = source;
    else if ('filter' in source) value = inputs.search.get(source.filter);
    else if ('route' in source) value = inputs.search.get(source.route);
    else if ('session' in source) value = inputs.session[source.session];
    else value = inputs.row?.[source.row];
    if (value !== null && value !== undefined && value !== '') values[name] = value;
  }
  return values;
}

/** A stable key for a call: the same name and params share one request. */
export function callKey(name: string, values: ParamValues): string {
  return `${name}?${Object.keys(values).sort().map((key) => `${key}=${String(values[key])}`).join('&')}`;
}
