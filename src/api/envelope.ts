import { isRecord } from './parse/parsers';

/** The platform's one response envelope (issue 3 wire format). */
export interface Envelope {
  success: boolean;
  value: unknown;
  errorCode: string | undefined;
  message: string | undefined;
}

/** undefined when the body is not an envelope at all (HTML error page, empty body, wrong types). */
export function readEnvelope(body: unknown): Envelope | undefined {
  if (!isRecord(body) || typeof body['success'] !== 'boolean') return undefined;
  const { errorCode, message } = body;
  if (errorCode !== undefined && errorCode !== null && typeof errorCode !== 'string') return undefined;
  if (message !== undefined && message !== null && typeof message !== 'string') return undefined;
  return {
    success: body['success'],
    value: body['value'],
    errorCode: errorCode ?? undefined,
    message: message || undefined,
  };
}
