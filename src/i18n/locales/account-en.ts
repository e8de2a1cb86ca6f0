/** Account flows (login, register, passwords, SMS, captcha): EN. */
export const accountEn = {
  account_username: 'Username',
} as const;

export type AccountKey = keyof typeof accountEn;
