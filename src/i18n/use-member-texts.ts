import { useEffect, useState } from 'react';
import { useTranslation } from './use-translation';
import { ensureMemberTexts, memberTextsIn } from './member-texts';

/**
 * Whether the member texts (with the account texts) are in, asking for them once when `needed`: a screen that names
 * one (`waitsForMemberTexts`), a centre, a data widget. Each shows its loading state until they are in, which is never
 * longer than its data takes; one that will draw none of them (`needed` false: a game lobby, a grid of plain cards)
 * neither waits nor asks. `ensureMemberTexts` resolves once they are in for the language on screen.
 */
export function useMemberTexts(needed = true): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => memberTextsIn(i18n));
  useEffect(() => {
    if (needed && !ready) void ensureMemberTexts(i18n).then(() => setReady(true), () => setReady(true));
  }, [needed, ready, i18n]);
  return ready || !needed;
}
