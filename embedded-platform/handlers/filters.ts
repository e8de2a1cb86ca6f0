import { DAY_MS } from '../platform/records';
import { MAX_IMAGES, isAcceptedImage } from '../platform/member-centre';
import type { CallContext } from './call-context';
import { badField, ERROR_CODES, fieldFailure } from './envelope';
import { paginate } from './paging';
import { ok } from './envelope';

/** Member-centre lists page by 10 unless asked otherwise. */
export const MEMBER_PAGE_SIZE = 10;

/** `yyyy-MM-dd` → the UTC start of that day; undefined when absent; request_param_err when malformed. */
function dayOf(call: CallContext, name: string): number | undefined {
  const raw = call.query(name);
  if (raw === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== raw) throw badField(name, `${name} must be a date yyyy-MM-dd`);
  return time;
}

/** `startDate`/`endDate` (inclusive UTC days) as a test on epoch-ms times. */
export function dateFilter(call: CallContext): (time: number) => boolean {
  const start = dayOf(call, 'startDate');
  const end = dayOf(call, 'endDate');
  if (start !== undefined && end !== undefined && start > end) throw badField('startDate', 'startDate must not be after endDate');
  return (time) => (start === undefined || time >= start) && (end === undefined || time < end + DAY_MS);
}

/** The paging convention of the member centre: `{list, pageNum, totalPages, totalCount}`. */
export function pageOf<T>(call: CallContext, rows: readonly T[], defaultSize = MEMBER_PAGE_SIZE): Response {
  const page = paginate(call, rows, defaultSize);
  return ok({ list: page.items, pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.totalCount });
}

/** A positive amount with at most 2 decimals, else request_param_err on `field`. */
export function amountOf(value: number | undefined, field = 'amount'): number {
  if (value === undefined || value <= 0 || Math.round(value * 100) !== value * 100) throw badField(field, `${field} must be positive with at most 2 decimals`);
  return value;
}

/** spec §5 uploads: 1–`max` PNG/JPEG data URLs of at most 5 MB each, else upload.image.invalid on `field`. */
export function imagesOf(value: unknown, field: string, { min = 1, max = MAX_IMAGES } = {}): string[] {
  const images = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  if (images.length < min || images.length > max || !images.every(isAcceptedImage)) {
    throw fieldFailure(ERROR_CODES.imageInvalid, field, 'Images must be PNG or JPG, at most 5 MB each, up to 3');
  }
  return images.filter(isAcceptedImage);
}
