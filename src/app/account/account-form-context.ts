import { createContext, useContext } from 'react';
import type { FormValues } from '@/renderer/form/field-rules';

/** What the account widgets inside a SchemaForm need from the modal around them. */
export interface AccountFormContextValue {
  /** Validates the number, sends the code; the code's lifetime in minutes, or undefined when nothing was sent. */
  sendSms: (values: FormValues) => Promise<number | undefined>;
  /** Bumped when the captcha image must be replaced. */
  captchaKey: number;
  /** Codes come from the third-party phone verification: the button counts down one minute (spec §4). */
  phoneAuth?: boolean;
}

export const AccountFormContext = createContext<AccountFormContextValue>({
  sendSms: () => Promise.resolve(undefined),
  captchaKey: 0,
});

export function useAccountForm(): AccountFormContextValue {
  return useContext(AccountFormContext);
}
