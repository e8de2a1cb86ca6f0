import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useVendorStore } from '@/stores/vendor-store';

/**
 * The names the platform's vendor list gives its codes (PG → "PG Soft"), in the page's language, for the `vendor`
 * cell format. A page without the header (which loads the list) loads it here; until it is in, a code reads as itself.
 */
export function useVendorNames(): (code: string) => string | undefined {
  const { i18n } = useTranslation();
  const phase = useVendorStore((s) => s.phase);
  const categories = useVendorStore((s) => s.categories);
  const load = useVendorStore((s) => s.load);
  useEffect(() => {
    if (phase === 'idle') void load(i18n.language);
  }, [phase, load, i18n.language]);
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const category of categories) for (const card of category.cards) if (card.displayName) names.set(card.vassalage, card.displayName);
    return (code) => names.get(code);
  }, [categories]);
}
