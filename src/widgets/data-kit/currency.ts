import { useMemo } from 'react';
import { useWalletStore } from '@/stores/wallet-store';
import { DEFAULT_CURRENCY, type Currency } from './money';

export { DEFAULT_CURRENCY } from './money';

/** The platform's currency once the balance loaded (symbol and ISO code); spec §9's P until then. */
export function useCurrency(): Currency {
  const symbol = useWalletStore((s) => s.balance?.currencySymbol ?? DEFAULT_CURRENCY);
  const code = useWalletStore((s) => s.balance?.currency || undefined);
  return useMemo(() => ({ symbol, code }), [symbol, code]);
}
