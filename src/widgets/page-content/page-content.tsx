import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { usePageSlot } from '@/renderer/page-slot';
import type { PageContentProps } from './props';

/** The layout's slot: the main landmark with the route's screen in it. */
export default function PageContent({ nodeId }: WidgetProps<PageContentProps>) {
  return (
    <main {...nodeAttributes(nodeId)} className="page__main" id="main">
      {usePageSlot()}
    </main>
  );
}
