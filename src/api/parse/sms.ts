import { number, object, optional, string, withDefault, type Parsed } from './parsers';

/** spec §3 SMS code response: the countdown is expiredMinutes × 60 s (spec §4). */
export const parseSmsSent = object({ expiredMinutes: withDefault(number, 1), message: optional(string) });
export type SmsSent = Parsed<typeof parseSmsSent>;
