import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '@/renderer/chunk-load';

interface Props {
  /** Called once when the modal's code could not load or the modal crashed. */
  onFailure: (reason: 'network' | 'crash') => void;
  children: ReactNode;
}

/** A modal that fails (its chunk did not download, or it threw) closes with a message; the page stays. */
export class ModalBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const chunk = isChunkLoadError(error) || (error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message));
    this.props.onFailure(chunk ? 'network' : 'crash');
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
