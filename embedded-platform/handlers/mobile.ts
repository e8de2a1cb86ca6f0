import { text, type Fields } from './body';
import { badParameter } from './envelope';

/** The platform stores numbers without the trunk 0 (TY placeholder 09********* → 9*********). */
export function normaliseMobile(number: string): string {
  return number.trim().replace(/^0/, '');
}

/** Mobile numbers without country code: digits, 7 to 15 of them. */
export function mobileNumberOf(fields: Fields, ...keys: string[]): string {
  const number = keys.map((key) => text(fields, key)).find((value) => value !== undefined);
  if (!number || !/^[0-9]{7,15}$/.test(number)) throw badParameter('Invalid mobile number');
  return normaliseMobile(number);
}
