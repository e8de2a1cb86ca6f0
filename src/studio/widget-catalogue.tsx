import { useMemo, useState, type ReactNode } from 'react';
import type { WidgetRegistry } from '@/renderer/registry';
import type { SchemaNode } from '@/schema/types';
import { isObject, toProps } from './json-value';

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

/** Every widget of the registry: its description, its props schema and a rendered example. */
export function WidgetCatalogue({ registry, usedIn, renderExample }: { registry: WidgetRegistry; usedIn: ReadonlyMap<string, SchemaNode>; renderExample: (node: SchemaNode) => ReactNode }) {
  const types = useMemo(() => Object.keys(registry).sort(), [registry]);
  const [chosen, setChosen] = useState(types[0] ?? '');
  const [filter, setFilter] = useState('');
  const definition = registry[chosen];
  const example = definition ? exampleNode(chosen, definition.props, usedIn) : undefined;
  return (
    <div className="studio-catalogue">
      <nav aria-label="Widgets">
        <input type="search" placeholder="Filter widgets" aria-label="Filter widgets" value={filter} onChange={(event) => setFilter(event.target.value)} />
        <ul>
          {types.filter((type) => type.toLowerCase().includes(filter.toLowerCase())).map((type) => (
            <li key={type}>
              <button type="button" aria-current={type === chosen ? 'true' : undefined} onClick={() => setChosen(type)}>
                {type}
                {usedIn.has(type) ? null : <span className="studio-badge">unused</span>}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {definition && example && (
        <article className="studio-catalogue__entry" aria-label={`Widget ${chosen}`}>
          <h2>{chosen}</h2>
          <p>{definition.description}</p>
          <p className="studio-muted">{definition.acceptsChildren ? 'Takes children.' : 'Takes no children.'} {usedIn.has(chosen) ? 'Example: its first use in a deployed document.' : 'Example: built from its props schema.'}</p>
          <div className="studio-catalogue__columns">
            <section aria-label="Props schema">
              <h3>Props schema</h3>
              <pre className="studio-code">{JSON.stringify(definition.props, null, 2)}</pre>
              <h3>Example node</h3>
              <pre className="studio-code">{JSON.stringify(example, null, 2)}</pre>
            </section>
            <section aria-label="Rendered example" className="studio-catalogue__example">
              <h3>Rendered</h3>
              {renderExample(example)}
            </section>
          </div>
        </article>
      )}
    </div>
  );
}
