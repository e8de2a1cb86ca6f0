import { evaluateCondition, describeCondition } from './condition';
import type { ResolveContext } from './context';
import type { ExplainEntry } from './explain';
import { patternMessageKey, type RuleMessage } from './pattern-message';
import type { ResolvedForm, ResolvedFormField, ResolvedFormTab } from './resolved';
import type { FieldConfig, FormDocument, FormField, FormFieldSchema, FormTab } from './types';

/** `*` is the platform's "any value" pattern (spec §5): no pattern rule at all. */
const ANY_PATTERN = '*';

interface MergedField {
  schema: FormFieldSchema;
  required: boolean;
  ruleMessage?: RuleMessage;
}

function mergeServerConfig(field: FormField, config: FieldConfig | undefined, explain: ExplainEntry[]): MergedField {
  const schema: FormFieldSchema = { ...field.schema };
  let required = field.required === true;
  const note = (property: string, detail: string) => explain.push({ id: field.id, property, layer: 'server-config', change: 'set', detail });
  if (config?.required === true && !required) {
    required = true;
    note('required', `server config "${field.config}" requires it`);
  }
  if (config?.acceptedPattern !== undefined && config.acceptedPattern !== ANY_PATTERN && config.acceptedPattern !== '') {
    schema.pattern = config.acceptedPattern;
    note('pattern', `server pattern ${config.acceptedPattern}`);
  }
  if (config?.minLength !== undefined) {
    schema.minLength = config.minLength;
    note('minLength', `server minLength ${config.minLength}`);
  }
  if (config?.maxLength !== undefined) {
    schema.maxLength = config.maxLength;
    note('maxLength', `server maxLength ${config.maxLength}`);
  }
  if (config?.minimum !== undefined) {
    schema.minimum = config.minimum;
    note('minimum', `server minimum ${config.minimum}`);
  }
  const merged: MergedField = { schema, required };
  if (config?.patternId !== undefined && config.patternId !== '') {
    merged.ruleMessage = { key: patternMessageKey(config.patternId) };
    note('ruleMessage', `pattern text ${patternMessageKey(config.patternId)}`);
  } else if (field.patternMessage !== undefined) {
    merged.ruleMessage = { key: field.patternMessage };
  }
  if (merged.ruleMessage) {
    if (schema.minLength !== undefined) merged.ruleMessage.min = schema.minLength;
    if (schema.maxLength !== undefined) merged.ruleMessage.max = schema.maxLength;
  }
  return merged;
}

/** Why a field is on the form: shown by the document and config, or only because a tab needs it. */
type Presence = 'shown' | 'neededOnly' | 'removed';

function fieldPresence(field: FormField, context: ResolveContext, explain: ExplainEntry[], neededBy: ReadonlyMap<string, string>): Presence {
  if (field.when !== undefined && !evaluateCondition(field.when, context)) {
    explain.push({ id: field.id, property: 'when', layer: 'condition', change: 'removed', detail: `${describeCondition(field.when)} is false` });
    return 'removed';
  }
  const config = field.config !== undefined ? context.fieldConfig?.[field.config] : undefined;
  if (config?.enabled !== false) return 'shown';
  const tab = neededBy.get(field.name);
  if (tab !== undefined) {
    explain.push({ id: field.id, layer: 'server-config', change: 'kept', detail: `server config "${field.config}" is disabled; kept for tab "${tab}", which needs it` });
    return 'neededOnly';
  }
  explain.push({ id: field.id, layer: 'server-config', change: 'removed', detail: `server config "${field.config}" is disabled` });
  return 'removed';
}

/** The document's fields the form shows, and those shown only in the tabs that need them. */
function presentFields(document: FormDocument, context: ResolveContext, explain: ExplainEntry[], tabs: readonly FormTab[]): { present: FormField[]; neededOnly: Set<string> } {
  const neededBy = new Map(tabs.flatMap((tab) => (tab.needs ?? []).map((name): [string, string] => [name, tab.id])));
  const neededOnly = new Set<string>();
  const present = document.fields.filter((field) => {
    const presence = fieldPresence(field, context, explain, neededBy);
    if (presence === 'neededOnly') neededOnly.add(field.name);
    return presence !== 'removed';
  });
  // A field that goes with another (the SMS code with the mobile number) leaves with it.
  const names = new Set(present.map((field) => field.name));
  const kept = present.filter((field) => {
    if (field.requiredWith === undefined || names.has(field.requiredWith)) return true;
    explain.push({ id: field.id, property: 'requiredWith', layer: 'condition', change: 'removed', detail: `goes with "${field.requiredWith}", which is not shown` });
    return false;
  });
  return { present: kept, neededOnly };
}

/** A tab's fields: present ones, config-disabled ones only if this tab needs them, companions only beside their field. */
function tabFields(tab: FormTab, fields: readonly FormField[], neededOnly: ReadonlySet<string>): string[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const listed = tab.fields.filter((name) => byName.has(name) && (!neededOnly.has(name) || (tab.needs ?? []).includes(name)));
  return listed.filter((name) => {
    const partner = byName.get(name)?.requiredWith;
    return partner === undefined || listed.includes(partner);
  });
}

/**
 * Merges a form document with the context into JSON Schema + uiSchema for @rjsf/core.
 * Field order is the document's order, so operators reorder a form by editing its file.
 */
export function resolveForm(document: FormDocument, context: ResolveContext, explain: ExplainEntry[]): ResolvedForm {
  const visibleTabs = (document.tabs ?? []).filter((tab) => {
    if (evaluateCondition(tab.when, context)) return true;
    explain.push({ id: tab.id, property: 'when', layer: 'condition', change: 'removed', detail: `tab: ${tab.when ? describeCondition(tab.when) : 'its condition'} is false` });
    return false;
  });
  const { present, neededOnly } = presentFields(document, context, explain, visibleTabs);
  const properties: Record<string, FormFieldSchema> = {};
  const required: string[] = [];
  const uiSchema: Record<string, unknown> = {};
  const fields: ResolvedFormField[] = [];
  for (const field of present) {
    const config = field.config !== undefined ? context.fieldConfig?.[field.config] : undefined;
    const merged = mergeServerConfig(field, config, explain);
    properties[field.name] = merged.schema;
    if (merged.required) required.push(field.name);
    uiSchema[field.name] = { ...(field.ui ?? {}) };
    const resolvedField: ResolvedFormField = { id: field.id, name: field.name, required: merged.required };
    if (field.sameAs !== undefined) resolvedField.sameAs = field.sameAs;
    if (field.requiredWith !== undefined) resolvedField.requiredWith = field.requiredWith;
    if (merged.ruleMessage) resolvedField.ruleMessage = merged.ruleMessage;
    if (field.requiredMessage !== undefined) resolvedField.requiredMessage = field.requiredMessage;
    if (field.minimumMessage !== undefined) resolvedField.minimumMessage = field.minimumMessage;
    fields.push(resolvedField);
  }
  uiSchema['ui:order'] = fields.map((f) => f.name);
  const tabs = visibleTabs.map((tab): ResolvedFormTab => ({ id: tab.id, label: tab.label, fields: tabFields(tab, present, neededOnly), ...(tab.submitLabel !== undefined ? { submitLabel: tab.submitLabel } : {}) }));
  const form: ResolvedForm = { kind: 'form', id: document.id, tabs, fields, schema: { type: 'object', required, properties }, uiSchema };
  if (document.title !== undefined) form.title = document.title;
  if (document.submitLabel !== undefined) form.submitLabel = document.submitLabel;
  return form;
}
