import type { Scenario } from './scenarios';

/** spec §5: the server's rule for one register field. `acceptedPattern` `*` means any. */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  /** Selects the message `reg_pattern_<patternId>`; see PATTERN_IDS. */
  patternId: string;
  minLength: number;
  maxLength: number;
}

/**
 * Pattern ids follow the order of spec §5's pattern messages, so `reg_pattern_1` is
 * "letters and digits", `reg_pattern_7` "digits only", … The front end owns the texts.
 */
export const PATTERN_IDS = {
  lettersAndDigits: '1',
  firstCharLetter: '2',
  email: '4',
  noSpecialCharacters: '5',
  lettersAndDigitsMixed: '6',
  digitsOnly: '7',
  englishLettersAndSpaces: '9',
  noSpaces: '10',
  any: '0',
} as const;

export type RegisterFieldName =
  | 'username' | 'password' | 'confirmPassword' | 'mobileNum' | 'verificationCode' | 'payeeName'
  | 'paymentPassword' | 'qqNum' | 'line' | 'whatsapp' | 'facebook' | 'wechat' | 'idNumber' | 'email'
  | 'recommenderId' | 'affiliateCode' | 'captcha' | 'ageConfirm' | 'ageConfirm21' | 'agreeTerms';

function rule(enabled: boolean, required: boolean, acceptedPattern: string, patternId: string, minLength: number, maxLength: number): FieldRule {
  return { enabled, required: enabled && required, acceptedPattern, patternId, minLength, maxLength };
}

const USERNAME_PATTERN = '^[a-zA-Z][a-zA-Z0-9]*$';
const PASSWORD_PATTERN = '^(?=.*[a-zA-Z])(?=.*[0-9])\\S+$';
/** A consent box sends "true" when ticked. */
const CONSENT_PATTERN = '^true$';

export function registerSettings(scenario: Scenario): Record<RegisterFieldName, FieldRule> {
  const mobile = scenario.flags.MOBILENUMREG3;
  const all = scenario.name === 'allFlags';
  return {
    username: rule(true, true, USERNAME_PATTERN, PATTERN_IDS.firstCharLetter, 6, 16),
    password: rule(true, true, PASSWORD_PATTERN, PATTERN_IDS.lettersAndDigitsMixed, 6, 20),
    confirmPassword: rule(true, true, '*', PATTERN_IDS.any, 6, 20),
    // Whether username registrations ask for a phone (then required, spec §5); mobile registrations always do.
    mobileNum: rule(all, true, '^9[0-9]*$', PATTERN_IDS.digitsOnly, 10, 10),
    // The code field exists in the platform's field rules; whether it is asked is the whitelabel flag REGMOBVERF3
    // (the form's condition), and only then does the platform check it.
    verificationCode: rule(true, scenario.flags.REGMOBVERF3 && mobile, '^[0-9]+$', PATTERN_IDS.digitsOnly, 6, 6),
    payeeName: rule(true, false, '^[a-zA-Z ]+$', PATTERN_IDS.englishLettersAndSpaces, 2, 40),
    paymentPassword: rule(all, all, '^[0-9]+$', PATTERN_IDS.digitsOnly, 6, 6),
    qqNum: rule(all, false, '^[0-9]+$', PATTERN_IDS.digitsOnly, 5, 12),
    line: rule(all, false, '^\\S+$', PATTERN_IDS.noSpaces, 2, 30),
    whatsapp: rule(all, false, '^[0-9]+$', PATTERN_IDS.digitsOnly, 8, 15),
    facebook: rule(all, false, '*', PATTERN_IDS.any, 2, 50),
    wechat: rule(all, false, '^\\S+$', PATTERN_IDS.noSpaces, 2, 30),
    idNumber: rule(all, false, '^[a-zA-Z0-9]+$', PATTERN_IDS.lettersAndDigits, 6, 20),
    email: rule(true, all, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', PATTERN_IDS.email, 5, 60),
    recommenderId: rule(all, false, '^[a-zA-Z0-9]+$', PATTERN_IDS.lettersAndDigits, 4, 16),
    affiliateCode: rule(true, false, '^[a-zA-Z0-9]+$', PATTERN_IDS.lettersAndDigits, 4, 16),
    captcha: rule(scenario.registerCaptcha, scenario.registerCaptcha, '^[0-9]+$', PATTERN_IDS.digitsOnly, 4, 4),
    // Ticked boxes (value "true"): I am 18 (or 21) or older; I accept the terms (spec §5).
    ageConfirm: rule(scenario.registerConsent.minimumAge === 18, true, CONSENT_PATTERN, PATTERN_IDS.any, 4, 4),
    ageConfirm21: rule(scenario.registerConsent.minimumAge === 21, true, CONSENT_PATTERN, PATTERN_IDS.any, 4, 4),
    agreeTerms: rule(scenario.registerConsent.terms, true, CONSENT_PATTERN, PATTERN_IDS.any, 4, 4),
  };
}

/** The server-side check: the first broken rule's field, or undefined when the form is valid. */
export function firstInvalidField(rules: Record<RegisterFieldName, FieldRule>, form: Record<string, string | undefined>): RegisterFieldName | undefined {
  for (const [name, fieldRule] of Object.entries(rules) as [RegisterFieldName, FieldRule][]) {
    if (!fieldRule.enabled || name === 'captcha') continue;
    const value = form[name]?.trim() ?? '';
    if (!value) {
      if (fieldRule.required) return name;
      continue;
    }
    if (value.length < fieldRule.minLength || value.length > fieldRule.maxLength) return name;
    if (fieldRule.acceptedPattern !== '*' && !new RegExp(fieldRule.acceptedPattern).test(value)) return name;
  }
  return undefined;
}
