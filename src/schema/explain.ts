/** The resolve layers (docs/architecture.md), always applied in this order. */
export type Layer = 'base' | 'merchant' | 'condition' | 'server-config';

export const LAYER_ORDER: readonly Layer[] = ['base', 'merchant', 'condition', 'server-config'];

/** Which layer set or removed a node or one of its properties (`schemas:resolve --explain`). */
export interface ExplainEntry {
  id: string;
  property?: string;
  layer: Layer;
  change: 'set' | 'removed' | 'moved' | 'inserted' | 'kept';
  detail: string;
}
