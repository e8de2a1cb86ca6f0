import type { ResolveContext } from './context';
import type { Condition, Role } from './types';

/** Evaluates a declarative condition against the context. No condition means "always". */
export function evaluateCondition(condition: Condition | undefined, context: ResolveContext): boolean {
  // The whole context is known, so every condition is settled (see `judgeCondition`, below).
  return judgeCondition(condition, context) === true;
}

/** Short human text for `--explain` output and the studio. */
export function describeCondition(condition: Condition): string {
  return JSON.stringify(condition);
}

/**
 * What is known of the context before all of it is: at boot (before the platform's status: no flags, settings or
 * resources yet) or in the page's inline script, which knows only whether a session is held (`signedIn`).
 */
export interface KnownContext extends Partial<Pick<ResolveContext, 'flags' | 'settings' | 'role' | 'merchant' | 'lang' | 'resources'>> {
  /** A session is held (a role other than visitor), its role maybe unknown. Implied by `role` when that is given. */
  signedIn?: boolean;
}

/** The roles of someone signed in. */
const SIGNED_IN_ROLES: readonly Role[] = ['player', 'agent', 'trial'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(wanted: unknown): unknown[] {
  return Array.isArray(wanted) ? wanted : [wanted];
}

/** Whether `wanted` (one value or a list) names `actual`, when that is known. */
function judgeOneOf(wanted: unknown, actual: unknown): boolean | undefined {
  return actual === undefined ? undefined : listOf(wanted).includes(actual);
}

function judgeRole(wanted: unknown, known: KnownContext): boolean | undefined {
  if (known.role !== undefined) return listOf(wanted).includes(known.role);
  if (known.signedIn === undefined) return undefined;
  const roles = listOf(wanted);
  if (!known.signedIn) return roles.includes('visitor');
  if (SIGNED_IN_ROLES.every((role) => roles.includes(role))) return true;
  return SIGNED_IN_ROLES.some((role) => roles.includes(role)) ? undefined : false;
}

/**
 * A condition judged on what is known: true or false when the known fields settle it, undefined when they do not.
 * Takes a condition as a file has it (not yet validated): anything it does not recognise is undefined.
 */
export function judgeCondition(condition: unknown, known: KnownContext): boolean | undefined {
  if (condition === undefined) return true;
  if (!isRecord(condition)) return undefined;
  const signedIn = known.role !== undefined ? known.role !== 'visitor' : known.signedIn;
  if (Array.isArray(condition['all'])) {
    const verdicts = condition['all'].map((part) => judgeCondition(part, known));
    return verdicts.includes(false) ? false : verdicts.every((verdict) => verdict === true) ? true : undefined;
  }
  if (Array.isArray(condition['any'])) {
    const verdicts = condition['any'].map((part) => judgeCondition(part, known));
    return verdicts.includes(true) ? true : verdicts.every((verdict) => verdict === false) ? false : undefined;
  }
  if ('not' in condition) {
    const verdict = judgeCondition(condition['not'], known);
    return verdict === undefined ? undefined : !verdict;
  }
  if (typeof condition['flag'] === 'string') return known.flags === undefined ? undefined : known.flags[condition['flag'].toUpperCase()] === true;
  if (typeof condition['setting'] === 'string') {
    if (known.settings === undefined) return undefined;
    const value = known.settings[condition['setting']];
    return condition['equals'] === undefined ? value === true || value === '1' || value === 1 : value === condition['equals'];
  }
  if ('role' in condition) return judgeRole(condition['role'], known);
  if (typeof condition['auth'] === 'boolean') return signedIn === undefined ? undefined : signedIn === condition['auth'];
  if (typeof condition['resource'] === 'string') return known.resources === undefined ? undefined : known.resources.includes(condition['resource']);
  if ('merchant' in condition) return judgeOneOf(condition['merchant'], known.merchant);
  if ('lang' in condition) return judgeOneOf(condition['lang'], known.lang);
  return undefined;
}

/** A node with this `when` surely shows, as far as the known context tells (no condition: always). */
export function surelyHolds(condition: unknown, known: KnownContext): boolean {
  return judgeCondition(condition, known) === true;
}
