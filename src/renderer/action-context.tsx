import { createContext, useContext } from 'react';
import type { Action } from '@/schema/types';

export type RunAction = (action: Action) => void;

const ActionContext = createContext<RunAction>(() => {
  console.warn('[croupier renderer] an action ran outside an <ActionProvider>; it was ignored');
});

export const ActionProvider = ActionContext.Provider;

/** Widgets run node actions through the one dispatcher the app provides (gates included). */
export function useRunAction(): RunAction {
  return useContext(ActionContext);
}
