import { Component, type ReactNode } from 'react';
import type { WidgetFailure } from './render-environment';

interface Props {
  nodeId: string;
  type: string;
  onFailure: (failure: WidgetFailure) => void;
  /** Rendered instead of the node when it fails: its fallback node, a dev marker, or nothing. */
  renderFailed: () => ReactNode;
  children: ReactNode;
}

/** One per node: a widget that throws takes only itself down, never the screen. */
export class NodeBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.props.onFailure({ nodeId: this.props.nodeId, type: this.props.type, message });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.renderFailed() : this.props.children;
  }
}
