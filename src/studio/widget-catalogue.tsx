import { useMemo, useState, type ReactNode } from 'react';
import type { WidgetRegistry } from '@/renderer/registry';
import type { SchemaNode } from '@/schema/types';
import type { TFunction } from '@/i18n/translator';
import { isObject, toProps } from './json-value';
import { FIRST_VISIT_POPUPS } from './preview-popups';
import { widgetWords } from './widget-words';

/** An example node of each widget type: the first one a deployed document uses, else one built from its props schema. */
export function exampleNode(type: string, propsSchema: unknown, usedIn: ReadonlyMap<string, SchemaNode>): SchemaNode {
  const used = usedIn.get(type);
  if (used) return used;
  const props: Record<string, unknown> = {};
  if (isObject(propsSchema) && isObject(propsSchema['properties'])) {
    const required = Array.isArray(propsSchema['required']) ? propsSchema['required'] : [];
    for (const [key, schema] of Object.entries(propsSchema['properties'])) {
      if (!required.includes(key) || !isObject(schema)) continue;
      if ('default' in schema) props[key] = schema['default'];
      else if (Array.isArray(schema['enum'])) props[key] = schema['enum'][0];
      else if (schema['type'] === 'integer' || schema['type'] === 'number') props[key] = typeof schema['minimum'] === 'number' ? schema['minimum'] : 1;
      else if (schema['type'] === 'boolean') props[key] = false;
      else if (schema['type'] === 'array') props[key] = [];
      else props[key] = 'studio_example';
    }
  }
  return { type, id: `example-${type}`, props: toProps(props) };
}

/** The studio texts the widget catalogue shows an operator (the unit test reads them for developer words). */
export const CATALOGUE_TEXT_KEYS = ['studio_widgets', 'studio_widgets_filter', 'studio_widget_unused', 'studio_widget_holds', 'studio_widget_holds_none', 'studio_widget_example_used', 'studio_widget_example_made', 'studio_widget_example', 'studio_widget_developers', 'studio_popup_not_drawn'] as const;

/** Every widget of the registry in an operator's words, with a rendered example; its settings as JSON for developers. */
export function WidgetCatalogue({ registry, usedIn, renderExample, t, language }: { registry: WidgetRegistry; usedIn: ReadonlyMap<string, SchemaNode>; renderExample: (node: SchemaNode) => ReactNode; t: TFunction; language: string }) {
  const types = useMemo(() => Object.keys(registry).sort((a, b) => widgetWords(a, language).name.localeCompare(widgetWords(b, language).name)), [registry, language]);
  const [chosen, setChosen] = useState(types[0] ?? '');
  const [filter, setFilter] = useState('');
  const definition = registry[chosen];
  const example = definition ? exampleNode(chosen, definition.props, usedIn) : undefined;
  const words = widgetWords(chosen, language);
  const matches = (type: string) => {
    const { name, text } = widgetWords(type, language);
    return [type, name, text ?? ''].some((value) => value.toLowerCase().includes(filter.toLowerCase()));
  };
  return (
    <div className="studio-catalogue">
      <nav aria-label={t('studio_widgets')}>
        <input type="search" placeholder={t('studio_widgets_filter')} aria-label={t('studio_widgets_filter')} value={filter} onChange={(event) => setFilter(event.target.value)} />
        <ul>
          {types.filter(matches).map((type) => (
            <li key={type}>
              <button type="button" aria-current={type === chosen ? 'true' : undefined} onClick={() => setChosen(type)}>
                {widgetWords(type, language).name}
                {usedIn.has(type) ? null : <span className="studio-badge">{t('studio_widget_unused')}</span>}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {definition && example && (
        <article className="studio-catalogue__entry" aria-label={t('studio_widget_entry', { name: words.name })}>
          <h2>{words.name}</h2>
          {words.text && <p>{words.text}</p>}
          <p className="studio-muted">{definition.acceptsChildren ? t('studio_widget_holds') : t('studio_widget_holds_none')} {usedIn.has(chosen) ? t('studio_widget_example_used') : t('studio_widget_example_made')}</p>
          <section aria-label={t('studio_widget_example')} className="studio-catalogue__example">
            {FIRST_VISIT_POPUPS.includes(chosen) ? <p className="studio-note">{t('studio_popup_not_drawn')}</p> : renderExample(example)}
          </section>
          <details className="studio-catalogue__developers">
            <summary>{t('studio_widget_developers', { type: chosen })}</summary>
            <p className="studio-muted">{definition.description}</p>
            <div className="studio-catalogue__columns">
              <section aria-label={t('studio_widget_props_schema')}>
                <h3>{t('studio_widget_props_schema')}</h3>
                <pre className="studio-code">{JSON.stringify(definition.props, null, 2)}</pre>
              </section>
              <section aria-label={t('studio_widget_example_node')}>
                <h3>{t('studio_widget_example_node')}</h3>
                <pre className="studio-code">{JSON.stringify(example, null, 2)}</pre>
              </section>
            </div>
          </details>
        </article>
      )}
    </div>
  );
}
