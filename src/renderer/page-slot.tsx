import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a layout's `PageContent` node shows: the route's screen. The app provides it around the
 * layout's nodes; a static render (schemas:render) gives none, so the slot renders empty.
 */
export const PageSlotContext = createContext<ReactNode>(null);

export function usePageSlot(): ReactNode {
  return useContext(PageSlotContext);
}
