import type { Action, ActionGate, Role } from '@/schema/types';
import { isAllowedUrl, isSitePath } from '@/schema/url-policy';

type HandlerFor<T extends Action['type']> = (action: Extract<Action, { type: T }>) => void;

/** One handler per action type; the app supplies them (router, modals, session…). */
export type ActionHandlers = { [T in Action['type']]: HandlerFor<T> };

export interface GatePrompts {
  /** A visitor tried a gated action: ask them to log in (spec §6). */
  askToLogIn: (action: Action) => void;
  /** A trial account tried a real-account action: the `in_need_true_account` dialog (spec §6, §8). */
  explainRealAccountNeeded: (action: Action) => void;
}

/** Actions that are gated whatever the schema says: centres and games need a real account (spec §6). */
const INHERENT_GATES: Partial<Record<Action['type'], ActionGate>> = {
  memberCenter: 'realAccount',
  agentCenter: 'realAccount',
  launchGame: 'realAccount',
};

const GATE_STRENGTH: Record<ActionGate, number> = { login: 1, realAccount: 2 };

export function effectiveGate(action: Action): ActionGate | undefined {
  const inherent = INHERENT_GATES[action.type];
  const declared = action.gate;
  if (!inherent) return declared;
  if (!declared) return inherent;
  return GATE_STRENGTH[declared] >= GATE_STRENGTH[inherent] ? declared : inherent;
}

/** Whether the gate lets this role through; if not, which prompt to show. */
export function checkGate(gate: ActionGate | undefined, role: Role): 'pass' | 'login' | 'realAccount' {
  if (!gate) return 'pass';
  if (role === 'visitor') return 'login';
  if (gate === 'realAccount' && role === 'trial') return 'realAccount';
  return 'pass';
}

function isSafe(action: Action): boolean {
  if (action.type === 'external') return isAllowedUrl(action.url);
  if (action.type === 'navigate') return isSitePath(action.to);
  return true;
}

/**
 * The one place actions run: gates first (spec §6), then the handler for the action's type.
 * Widgets never re-implement gates.
 */
export function createActionDispatcher(handlers: ActionHandlers, getRole: () => Role, prompts: GatePrompts): (action: Action) => void {
  return (action) => {
    if (!isSafe(action)) {
      console.warn(`[croupier actions] refused ${action.type}: URL is not http(s) or a path on this site`);
      return;
    }
    const verdict = checkGate(effectiveGate(action), getRole());
    if (verdict === 'login') return prompts.askToLogIn(action);
    if (verdict === 'realAccount') return prompts.explainRealAccountNeeded(action);
    const handler = handlers[action.type] as (action: Action) => void;
    handler(action);
  };
}
