import type { ErrorKey } from './errors-en';

/** spec §8 error catalogue (TY). */
export const errorsTy: Record<ErrorKey, string> = {
  err_network: 'May problema sa network, pakisubukan muli.',
  err_not_logged_in: 'Hindi naka-log in, mag-log in muna.',
  err_timeout: 'Masyadong matagal mag-load ang pahina. Pakisubukan muli.',
  err_unknown: 'May nangyaring mali. Pakisubukan muli.',
};
