import type { AccountKey } from './account-en';

/** Account flows: TY. Same keys as EN (typechecked). */
export const accountTy: Record<AccountKey, string> = {
  account_username: 'Username',
};
