import { Suspense, useState, type ReactNode } from 'react';
import type { ResolvedNode } from '@/schema/resolved';
import { NodeBoundary } from './node-boundary';
import { useRenderEnvironment, type RenderEnvironment } from './render-environment';
import { isChunkLoadError } from './chunk-load';
import { ChunkRetry } from './chunk-retry';
import { maySuspend } from './component-source';

function FailureMarker({ node, reason }: { node: ResolvedNode; reason: string }) {
  return (
    <div className="schema-failure" role="note" data-node-id={node.id} data-schema-failure={node.type}>
      ⚠ {node.type} “{node.id}”: {reason}
    </div>
  );
}

function failedView(node: ResolvedNode, environment: RenderEnvironment, reason: string): ReactNode {
  if (node.fallback) return <SchemaNode node={node.fallback} />;
  return environment.showErrorMarkers ? <FailureMarker node={node} reason={reason} /> : null;
}

/** Renders one resolved node through the registry, inside its own error boundary (and a Suspense boundary only while its code is on the way). */
export function SchemaNode({ node }: { node: ResolvedNode }) {
  const environment = useRenderEnvironment();
  // Bumped by a chunk retry: a fresh boundary and a freshly fetched component.
  const [attempt, setAttempt] = useState(0);
  const Widget = environment.components(node.type);
  if (!Widget) {
    // resolve() already replaced unknown types; this only happens when a host renders an unresolved tree.
    return failedView(node, environment, 'unknown widget type');
  }
  if (environment.failedNodeIds?.has(node.id)) return failedView(node, environment, 'the widget failed to render');
  const children = node.children.length > 0 ? <SchemaNodes nodes={node.children} /> : null;
  // The props passed the widget's own JSON Schema in the meta-schema check: this is the one hand-over point.
  const props = node.props as never;
  const widget = (
    <Widget props={props} nodeId={node.id} action={node.action}>
      {children}
    </Widget>
  );
  // Code already here (preloaded with its document) renders at once; only code still on the way needs a Suspense boundary.
  return (
    <NodeBoundary
      key={attempt}
      nodeId={node.id}
      type={node.type}
      onFailure={environment.onWidgetFailure}
      renderFailed={(error) =>
        isChunkLoadError(error) ? (
          <ChunkRetry nodeId={node.id} error={error} onRetry={() => { environment.components.forget?.(node.type); setAttempt((n) => n + 1); }} />
        ) : (
          failedView(node, environment, 'the widget failed to render')
        )
      }
    >
      {maySuspend(Widget) ? <Suspense fallback={<div className="schema-loading" aria-hidden="true" data-loading-node={node.id} />}>{widget}</Suspense> : widget}
    </NodeBoundary>
  );
}

export function SchemaNodes({ nodes }: { nodes: readonly ResolvedNode[] }) {
  return (
    <>
      {nodes.map((node) => (
        <SchemaNode key={node.id} node={node} />
      ))}
    </>
  );
}
