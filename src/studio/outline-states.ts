import type { TFunction } from '@/i18n/translator';
import { evaluateCondition } from '@/schema/condition';
import type { ResolveContext } from '@/schema/context';
import type { ExplainEntry } from '@/schema/explain';
import { resolveForm } from '@/schema/resolve-form';
import type { Condition, FormDocument, SchemaDocument } from '@/schema/types';
import { isObject, valueAt } from './json-value';
import type { OverrideChange } from './merchant-overrides';
import { isHiddenCondition, type OutlineNode } from './outline-model';

/**
 * What the outline says of each entry for the chosen role, flags and merchant: whether the site shows it (an entry
 * it does not show is greyed), why not or when, in words ("only when SMS verification is on", "hidden for this
 * merchant"), and what the chosen merchant changed about it.
 */

export interface MerchantMarks {
  merchant: string;
  hidden: ReadonlySet<string>;
  changes: ReadonlyMap<string, readonly OverrideChange[]>;
}

const FLAG_TEXTS: Readonly<Record<string, Parameters<TFunction>[0]>> = {
  MOBILENUMREG3: 'studio_flag_MOBILENUMREG3',
  REGMOBVERF3: 'studio_flag_REGMOBVERF3',
  MOBILENUMPASSREG3: 'studio_flag_MOBILENUMPASSREG3',
  USERNAMEREG3: 'studio_flag_USERNAMEREG3',
  FREEPLAY3: 'studio_flag_FREEPLAY3',
  PWDEXPFORCECHANGE3: 'studio_flag_PWDEXPFORCECHANGE3',
  MOBILEVERCODELOGIN3: 'studio_flag_MOBILEVERCODELOGIN3',
  DIRECTREG3: 'studio_flag_DIRECTREG3',
  AGENTPOLICY3: 'studio_flag_AGENTPOLICY3',
  MANPLAYREB3: 'studio_flag_MANPLAYREB3',
  CHNGPASSVERIF3: 'studio_flag_CHNGPASSVERIF3',
};

/** A platform flag in an operator's words ("SMS verification"), or its code when it has none. */
export function flagWords(flag: string, t: TFunction): string {
  const key = FLAG_TEXTS[flag.toUpperCase()];
  return key ? t(key) : flag;
}

function listText(values: unknown): string {
  return (Array.isArray(values) ? values : [values]).map(String).join(' / ');
}

/** A condition in an operator's words: "SMS verification is on and the viewer is: player / agent". */
export function conditionWords(condition: unknown, t: TFunction): string {
  if (!isObject(condition)) return t('studio_cond_unknown');
  if (isHiddenCondition(condition)) return t('studio_cond_never');
  const flagName = (flag: string) => flagWords(flag, t);
  if (Array.isArray(condition['all'])) return condition['all'].map((part) => conditionWords(part, t)).join(t('studio_cond_and'));
  if (Array.isArray(condition['any'])) return condition['any'].map((part) => conditionWords(part, t)).join(t('studio_cond_or'));
  if ('not' in condition) {
    const inner = condition['not'];
    if (isObject(inner) && typeof inner['flag'] === 'string') return t('studio_cond_flag_off', { flag: flagName(inner['flag']) });
    if (isObject(inner) && typeof inner['auth'] === 'boolean') return t(inner['auth'] ? 'studio_cond_signed_out' : 'studio_cond_signed_in');
    return t('studio_cond_not', { condition: conditionWords(inner, t) });
  }
  if (typeof condition['flag'] === 'string') return t('studio_cond_flag_on', { flag: flagName(condition['flag']) });
  if (typeof condition['auth'] === 'boolean') return t(condition['auth'] ? 'studio_cond_signed_in' : 'studio_cond_signed_out');
  if ('role' in condition) return t('studio_cond_role', { roles: listText(condition['role']) });
  if (typeof condition['setting'] === 'string') return condition['equals'] === undefined ? t('studio_cond_setting', { setting: condition['setting'] }) : t('studio_cond_setting_is', { setting: condition['setting'], value: String(condition['equals']) });
  if (typeof condition['resource'] === 'string') return t('studio_cond_resource', { resource: condition['resource'] });
  if ('merchant' in condition) return t('studio_cond_merchant', { merchant: listText(condition['merchant']) });
  if ('lang' in condition) return t('studio_cond_lang', { lang: listText(condition['lang']) });
  return t('studio_cond_unknown');
}

/** "only when …", for an entry shown only under a condition. */
function onlyWhen(condition: unknown, t: TFunction): string {
  return isHiddenCondition(condition) ? t('studio_reason_studio_hidden') : t('studio_reason_only_when', { condition: conditionWords(condition, t) });
}

const CHANGE_TEXTS: Readonly<Record<OverrideChange, Parameters<TFunction>[0]>> = {
  hidden: 'studio_override_hidden',
  moved: 'studio_override_moved',
  relabelled: 'studio_override_relabelled',
  changed: 'studio_override_changed',
  added: 'studio_override_added',
};

/** What a merchant changed about an entry, in words ("hidden for luckystar"). */
export function changeWords(changes: readonly OverrideChange[], merchant: string, t: TFunction): string[] {
  return changes.map((change) => t(CHANGE_TEXTS[change], { merchant }));
}

interface State {
  greyed: boolean;
  reason?: string;
}

/** Why the form leaves out a field, from what its resolution explained. */
function fieldReason(id: string, document: FormDocument, explain: readonly ExplainEntry[], titleOf: (id: string) => string, t: TFunction): string | undefined {
  const removed = explain.filter((entry) => entry.id === id && entry.change === 'removed');
  const field = document.fields.find((candidate) => candidate.id === id);
  for (const entry of removed) {
    if (entry.layer === 'condition' && entry.property === 'when' && field?.when) return onlyWhen(field.when, t);
    if (entry.layer === 'server-config') return t('studio_reason_config_off');
    if (entry.property === 'requiredWith' && field?.requiredWith) {
      const partner = document.fields.find((candidate) => candidate.name === field.requiredWith);
      return t('studio_reason_goes_with', { field: partner ? titleOf(partner.id) : field.requiredWith });
    }
  }
  return removed.length > 0 ? t('studio_reason_not_shown') : undefined;
}

/** The states of a form's rows: fields the resolved form leaves out, tabs it does not show, a tab's fields it skips. */
function formStates(nodes: readonly OutlineNode[], document: FormDocument, context: ResolveContext, hidden: ReadonlySet<string>, titleOf: (id: string) => string, t: TFunction): Map<string, State> {
  const states = new Map<string, State>();
  const shared: FormDocument = { ...document, fields: document.fields.filter((field) => !hidden.has(field.id)), ...(document.tabs ? { tabs: document.tabs.filter((tab) => !hidden.has(tab.id)) } : {}) };
  const explain: ExplainEntry[] = [];
  const resolved = resolveForm(shared, context, explain);
  const shownFields = new Set(resolved.fields.map((field) => field.id));
  const shownTabs = new Map(resolved.tabs.map((tab) => [tab.id, new Set(tab.fields)]));
  const byName = new Map(document.fields.map((field) => [field.name, field]));
  const kept = new Set(explain.filter((entry) => entry.change === 'kept').map((entry) => entry.id));
  for (const group of nodes) {
    for (const node of group.children) {
      if (hidden.has(node.id)) {
        states.set(node.pointer, { greyed: true, reason: t('studio_reason_merchant_hidden') });
      } else if (node.kind === 'field') {
        if (!shownFields.has(node.id)) states.set(node.pointer, { greyed: true, reason: fieldReason(node.id, shared, explain, titleOf, t) ?? t('studio_reason_not_shown') });
        else if (kept.has(node.id)) states.set(node.pointer, { greyed: false, reason: t('studio_reason_needed_only') });
        else {
          const field = document.fields.find((candidate) => candidate.id === node.id);
          if (field?.when) states.set(node.pointer, { greyed: false, reason: onlyWhen(field.when, t) });
        }
      } else if (node.kind === 'tab') {
        const tab = document.tabs?.find((candidate) => candidate.id === node.id);
        const shownHere = shownTabs.get(node.id);
        const reason = tab?.when ? onlyWhen(tab.when, t) : undefined;
        states.set(node.pointer, { greyed: shownHere === undefined, ...(reason ? { reason } : {}) });
        for (const ref of node.children) {
          const field = byName.get(ref.id);
          if (shownHere === undefined) states.set(ref.pointer, { greyed: true, reason: t('studio_reason_parent') });
          else if (field && hidden.has(field.id)) states.set(ref.pointer, { greyed: true, reason: t('studio_reason_merchant_hidden') });
          else if (!shownHere.has(ref.id)) states.set(ref.pointer, { greyed: true, reason: (field && !shownFields.has(field.id) ? fieldReason(field.id, shared, explain, titleOf, t) : undefined) ?? t('studio_reason_not_in_tab') });
        }
      }
    }
  }
  return states;
}

/** The states of nodes and menu items: each one's own condition, and its parent's. */
function treeStates(nodes: readonly OutlineNode[], document: unknown, context: ResolveContext, hidden: ReadonlySet<string>, t: TFunction): Map<string, State> {
  const states = new Map<string, State>();
  const walk = (list: readonly OutlineNode[], parentGreyed: boolean) => {
    for (const node of list) {
      const entry = valueAt(document, node.pointer);
      const when = isObject(entry) ? entry['when'] : undefined;
      let state: State;
      if (hidden.has(node.id)) state = { greyed: true, reason: t('studio_reason_merchant_hidden') };
      else if (when !== undefined) state = { greyed: parentGreyed || !evaluateCondition(when as Condition, context), reason: onlyWhen(when, t) };
      else state = parentGreyed ? { greyed: true, reason: t('studio_reason_parent') } : { greyed: false };
      if (state.greyed || state.reason) states.set(node.pointer, state);
      walk(node.children, state.greyed);
    }
  };
  walk(nodes, false);
  return states;
}

/**
 * The outline's rows with what the site does with them for this context: `greyed` (not shown), `reason` (why not, or
 * when it is), `merchantHidden` and `overrides` (the chosen merchant's changes, in words).
 */
export function annotateOutline(nodes: readonly OutlineNode[], document: SchemaDocument, context: ResolveContext, t: TFunction, options: { merchant?: MerchantMarks; titleOf?: (id: string) => string } = {}): OutlineNode[] {
  const hidden = options.merchant?.hidden ?? new Set<string>();
  const states = document.kind === 'form' ? formStates(nodes, document, context, hidden, options.titleOf ?? ((id) => id), t) : treeStates(nodes, document, context, hidden, t);
  const mark = (node: OutlineNode): OutlineNode => {
    const state = states.get(node.pointer);
    const changes = node.kind === 'fieldRef' || node.kind === 'group' ? undefined : options.merchant?.changes.get(node.id);
    return {
      ...node,
      ...(state ? { greyed: state.greyed, ...(state.reason ? { reason: state.reason } : {}) } : {}),
      ...(node.kind !== 'fieldRef' && hidden.has(node.id) ? { merchantHidden: true, hidden: true } : {}),
      ...(changes && options.merchant ? { overrides: changeWords(changes, options.merchant.merchant, t) } : {}),
      children: node.children.map(mark),
    };
  };
  return nodes.map(mark);
}
