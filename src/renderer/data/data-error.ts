/** What a failed query or command shows: the spec §8 message key, or the platform's own words. */
export interface DataFailure {
  messageKey: string;
  serverMessage?: string;
  errorCode?: string;
  /** The field the platform blamed (`value.field` of its refusal), to show the message under it. */
  field?: string;
}

function stringMember(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const member: unknown = Reflect.get(value, key);
  return typeof member === 'string' ? member : undefined;
}

/** Reads an ApiError (or anything thrown) without importing the API chunk. */
export function toDataFailure(error: unknown): DataFailure {
  const messageKey = stringMember(error, 'messageKey') ?? 'err_unknown';
  const serverMessage = stringMember(error, 'serverMessage');
  const errorCode = stringMember(error, 'errorCode');
  const value: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'value') : undefined;
  const field = stringMember(value, 'field');
  return { messageKey, ...(serverMessage ? { serverMessage } : {}), ...(errorCode ? { errorCode } : {}), ...(field ? { field } : {}) };
}

/** The text to show: a platform message for codes the catalogue doesn't know beats a generic one. */
export function failureText(failure: DataFailure, t: (key: string) => string): string {
  if (failure.messageKey === 'err_unknown' && failure.serverMessage) return failure.serverMessage;
  return t(failure.messageKey);
}
