import { useCallback, useState, type ReactNode } from 'react';
import type { GeetestFields } from '@/api/bot-check';
import { usePlatformStore } from '@/stores/platform-store';
import { BotCheck } from './bot-check';

/** Passed (with the geetest fields when the platform asked for a check) or given up by the visitor. */
export type BotCheckOutcome = { passed: true; fields?: GeetestFields } | { passed: false };

export interface BotCheckGate {
  /** Opens the puzzle when the platform asks for one (settings.botCheck); resolves at once otherwise. */
  pass: () => Promise<BotCheckOutcome>;
  /** The open puzzle, to render inside the form's overlay; null while none is open. */
  puzzle: ReactNode;
}

/**
 * The spec §4 bot check in front of a platform call (register, and every SMS code request): each
 * call gets its own puzzle because a pass is single-use, and cancelling leaves the form as typed.
 */
export function useBotCheck(): BotCheckGate {
  const required = usePlatformStore((s) => s.settings['botCheck'] === true);
  const [open, setOpen] = useState<{ settle: (outcome: BotCheckOutcome) => void } | undefined>(undefined);

  const pass = useCallback((): Promise<BotCheckOutcome> => {
    if (!required) return Promise.resolve({ passed: true });
    return new Promise((settle) => setOpen({ settle }));
  }, [required]);

  const finish = (outcome: BotCheckOutcome) => {
    setOpen(undefined);
    open?.settle(outcome);
  };
  const puzzle = open ? <BotCheck onPassed={(fields) => finish({ passed: true, fields })} onCancel={() => finish({ passed: false })} /> : null;
  return { pass, puzzle };
}
