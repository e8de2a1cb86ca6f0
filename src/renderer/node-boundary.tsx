import { Component, type ReactNode } from 'react';
import type { WidgetFailure } from './render-environment';

interface Props {
  nodeId: string;
  type: string;
  onFailure: (failure: WidgetFailure) => void;
  /** Rendered instead of the node when it fails: its fallback node, a retry for a chunk, a dev marker, or nothing. */
  renderFailed: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** One per node: a widget that throws takes only itself down, never the screen. */
export class NodeBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state: { failed: boolean; error: unknown } = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }


  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.props.onFailure({ nodeId: this.props.nodeId, type: this.props.type, message });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.renderFailed(this.state.error) : this.props.children;
  }
}
