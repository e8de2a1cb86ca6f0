/** spec §8 error catalogue (EN). The API client maps every failure to one of these keys. */
export const errorsEn = {
  err_network: 'Network link abnormal, please try again.',
  err_not_logged_in: 'Not logged in, please log in.',
  err_timeout: 'The page took too long to load. Please try again.',
  err_unknown: 'Something went wrong. Please try again.',
} as const;

export type ErrorKey = keyof typeof errorsEn;
