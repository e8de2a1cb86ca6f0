import { useRef, useState } from 'react';

/**
 * One press at a time, from the click through a confirmation to the outcome: a double click asks
 * once and sends once. `busy` disables the button meanwhile.
 */
export function useOneAtATime(): { once: (work: () => Promise<void>) => Promise<void>; busy: boolean } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const once = async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { once, busy };
}
