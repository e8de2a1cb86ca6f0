/** spec §8 error catalogue (EN). The API client maps every failure to one of these keys. */
export const errorsEn = {
  err_network: 'Network link abnormal, please try again.',
  err_not_logged_in: 'Not logged in, please log in.',
  err_timeout: 'The page took too long to load. Please try again.',
  err_unknown: 'Something went wrong. Please try again.',
  err_malformed: 'The server sent an unexpected response. Please try again.',
  err_unavailable: 'This function is under maintenance or not available right now.',
  err_system_busy: 'The system is busy, please try again later.',
  err_round_open: 'You still have an open round in another game. Please finish it first.',
  err_request_param: 'Some of the information sent is invalid. Please check and try again.',
  err_request_body_required: 'Required information is missing. Please fill in the form and try again.',
  err_account_not_found: 'Username/email does not exist.',
  err_invalid_game_url: 'Invalid URL, please contact customer service.',
  err_game_maintenance: 'This game is under maintenance. Please try one of the other games.',
  err_need_real_account: 'Please use a real account to access this feature.',
  err_not_agent: 'Non-agent accounts cannot log in here.',
  err_affiliate_invalid: 'Invalid invitation code.',
  err_captcha_check: 'Captcha check failed, please try again.',
  err_sms_code_invalid: 'The verification code is wrong or has expired.',
  err_too_many_attempts: 'Too many attempts. Please wait a few minutes and try again.',
  err_payment_password: 'The payment password is incorrect.',
  err_insufficient_balance: 'Insufficient balance.',
  err_amount_out_of_range: 'The amount is outside the range this channel accepts.',
  err_image_invalid: 'Images must be PNG or JPG, at most 5 MB each, up to 3.',
  err_receipt_closed: 'This withdrawal can no longer be confirmed: it already counts as received.',
} as const;

export type ErrorKey = keyof typeof errorsEn;
