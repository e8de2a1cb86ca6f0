/** spec §1 and §9: the currency symbol defaults to P. */
export const DEFAULT_CURRENCY = 'P';
