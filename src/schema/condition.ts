import type { ResolveContext } from './context';
import type { Condition } from './types';

function oneOf<T>(wanted: T | T[], actual: T): boolean {
  return Array.isArray(wanted) ? wanted.includes(actual) : wanted === actual;
}

/** Evaluates a declarative condition against the context. No condition means "always". */
export function evaluateCondition(condition: Condition | undefined, context: ResolveContext): boolean {
  if (condition === undefined) return true;
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, context));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, context));
  if ('not' in condition) return !evaluateCondition(condition.not, context);
  if ('flag' in condition) return context.flags[condition.flag.toUpperCase()] === true;
  if ('setting' in condition) {
    const value = context.settings[condition.setting];
    return condition.equals === undefined ? value === true || value === '1' || value === 1 : value === condition.equals;
  }
  if ('role' in condition) return oneOf(condition.role, context.role);
  if ('auth' in condition) return (context.role !== 'visitor') === condition.auth;
  if ('resource' in condition) return context.resources.includes(condition.resource);
  if ('merchant' in condition) return oneOf(condition.merchant, context.merchant);
  return oneOf(condition.lang, context.lang);
}

/** Short human text for `--explain` output and the studio. */
export function describeCondition(condition: Condition): string {
  return JSON.stringify(condition);
}
