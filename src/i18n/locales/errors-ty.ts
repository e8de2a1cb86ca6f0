import type { ErrorKey } from './errors-en';

/** spec §8 error catalogue (TY). */
export const errorsTy: Record<ErrorKey, string> = {
  err_network: 'May problema sa network, pakisubukan muli.',
  err_not_logged_in: 'Hindi naka-log in, mag-log in muna.',
  err_timeout: 'Masyadong matagal mag-load ang pahina. Pakisubukan muli.',
  err_unknown: 'May nangyaring mali. Pakisubukan muli.',
  err_malformed: 'Hindi inaasahang sagot mula sa server. Pakisubukan muli.',
  err_unavailable: 'Ang function na ito ay kasalukuyang nasa maintenance o hindi magagamit.',
  err_system_busy: 'Abala ang system, pakisubukan muli mamaya.',
  err_round_open: 'May bukas ka pang round sa ibang laro. Tapusin muna ito.',
  err_request_param: 'May maling impormasyong naipadala. Pakisuri at subukan muli.',
  err_request_body_required: 'May kulang na impormasyon. Punan ang form at subukan muli.',
  err_account_not_found: 'Hindi umiiral ang username/email.',
};
