import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TFunction, Translator } from './translator';

interface TranslationValue {
  readonly t: TFunction;
  readonly i18n: Translator;
}

const TranslationContext = createContext<TranslationValue | null>(null);

/**
 * One subscription for the whole tree: a change of language or texts gives a new `t`, and React's
 * context brings it to every component that translates (no listener per component: issue 15's
 * lobby profile had one per game card as its largest cost).
 */
export function TranslationProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  // `t` is a new function after every change of language or texts: it is the snapshot.
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.t, () => i18n.t);
  const value = useMemo<TranslationValue>(() => ({ t, i18n }), [t, i18n]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The current language's `t` and the translator (to switch language, or ask what it has). */
export function useTranslation(): TranslationValue {
  const value = useContext(TranslationContext);
  if (!value) throw new Error('useTranslation needs a TranslationProvider above it');
  return value;
}
