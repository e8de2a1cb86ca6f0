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
  err_invalid_game_url: 'Hindi wastong URL, makipag-ugnayan sa customer service.',
  err_game_maintenance: 'Nasa maintenance ang larong ito. Subukan ang ibang laro.',
  err_need_real_account: 'Gumamit ng tunay na account para magamit ang feature na ito.',
  err_not_agent: 'Hindi makakapag-log in dito ang hindi agent na account.',
  err_affiliate_invalid: 'Hindi wastong invitation code.',
  err_captcha_check: 'Nabigo ang captcha check, pakisubukan muli.',
  err_sms_code_invalid: 'Mali o expired na ang verification code.',
  err_too_many_attempts: 'Masyadong maraming pagsubok. Maghintay ng ilang minuto at subukan muli.',
  err_payment_password: 'Mali ang payment password.',
  err_insufficient_balance: 'Kulang ang balanse.',
  err_amount_out_of_range: 'Ang halaga ay wala sa saklaw na tinatanggap ng channel na ito.',
  err_image_invalid: 'Ang mga larawan ay dapat PNG o JPG, hanggang 5 MB bawat isa, at hanggang 3 lamang.',
  err_receipt_closed: 'Hindi na makukumpirma ang withdrawal na ito: itinuturing na itong natanggap.',
};
