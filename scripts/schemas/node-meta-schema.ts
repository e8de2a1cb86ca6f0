import type { WidgetRegistry } from '../../src/renderer/registry';
import { META_ID_BASE } from './meta-files';

const common = 'common.schema.json#/definitions';

/**
 * A text prop (its description starts with "i18n key") also takes operator copy per language,
 * `{"en": "…", "ty": "…"}`, which resolve turns into the visitor's language.
 */
function withLocalizedText(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withLocalizedText);
  if (typeof schema !== 'object' || schema === null) return schema;
  const entries = Object.entries(schema).map(([key, value]) => [key, withLocalizedText(value)] as const);
  const mapped: Record<string, unknown> = Object.fromEntries(entries);
  if (mapped['type'] === 'string' && typeof mapped['description'] === 'string' && mapped['description'].startsWith('i18n key')) {
    return { anyOf: [mapped, { $ref: `${common}/localizedText` }] };
  }
  return mapped;
}

/**
 * Builds the node meta-schema from the widget registry: one source of truth for what props
 * each widget accepts. A node of a type this build does not know must carry a `fallback`.
 */
export function buildNodeMetaSchema(registry: WidgetRegistry): object {
  const types = Object.keys(registry).sort();
  const perWidget = types.map((type) => {
    const widget = registry[type]!;
    const props = widget.props as { required?: readonly string[] };
    const then: Record<string, unknown> = { properties: { props: withLocalizedText(widget.props) } };
    const required = props.required && props.required.length > 0 ? ['props'] : [];
    if (required.length) then['required'] = required;
    if (!widget.acceptsChildren) (then['properties'] as Record<string, unknown>)['children'] = { type: 'array', maxItems: 0, description: `${type} takes no children` };
    return { if: { properties: { type: { const: type } } }, then };
  });
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `${META_ID_BASE}node.schema.json`,
    title: 'Node: one widget in a screen (GENERATED from src/widgets/registry.ts by `npm run schemas:meta`; do not edit)',
    type: 'object',
    required: ['type', 'id'],
    properties: {
      type: { type: 'string', description: `Widget type. Known to this build: ${types.join(', ')}` },
      id: { $ref: `${common}/id` },
      when: { $ref: `${common}/condition` },
      props: { type: 'object' },
      children: { type: 'array', items: { $ref: '#' } },
      action: { $ref: `${common}/action` },
      fallback: { $ref: '#' },
    },
    additionalProperties: false,
    allOf: [
      ...perWidget,
      {
        if: { properties: { type: { not: { enum: types } } } },
        then: { required: ['fallback'], description: 'an unknown widget type needs a fallback node' },
      },
    ],
  };
}
