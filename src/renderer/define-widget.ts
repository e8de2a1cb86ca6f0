import type { ComponentType, ReactNode } from 'react';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Action } from '@/schema/types';

/** What every widget component receives from the renderer. */
export interface WidgetProps<P> {
  props: P;
  /** Stable node id; the widget puts it on its root element as `data-node-id`. */
  nodeId: string;
  /** The node's children, already rendered (each in its own error boundary). */
  children: ReactNode;
  action?: Action;
}

export type WidgetModule<P> = { default: ComponentType<WidgetProps<P>> };

/** One widget: its node type, its props as JSON Schema (the only declaration of them), and its lazily loaded component. */
export interface WidgetDefinition<Schema extends JSONSchema = JSONSchema, P = unknown> {
  type: string;
  /** One line for the studio and the generated meta-schema. */
  description: string;
  props: Schema;
  /** Whether the node may have children. */
  acceptsChildren: boolean;
  load: () => Promise<WidgetModule<P>>;
}

/**
 * Declares a widget. The props type is derived from the props JSON Schema, so the component,
 * the node meta-schema and the studio can never disagree about what a widget accepts.
 */
export function defineWidget<const Schema extends JSONSchema>(definition: {
  type: string;
  description: string;
  props: Schema;
  acceptsChildren?: boolean;
  load: () => Promise<WidgetModule<FromSchema<Schema>>>;
}): WidgetDefinition<Schema, FromSchema<Schema>> {
  return { ...definition, acceptsChildren: definition.acceptsChildren ?? false };
}

/** Spread on a widget's root element so QA can address every rendered node. */
export function nodeAttributes(nodeId: string): { 'data-node-id': string } {
  return { 'data-node-id': nodeId };
}
