import { badParameter } from './envelope';
import type { CallContext } from './call-context';

export interface Page<T> {
  items: T[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

const MAX_PAGE_SIZE = 100;

/** pageNo is 1-based; spec §9 game list size is 24. Nonsense paging is a request_param_err. */
export function paginate<T>(call: CallContext, items: readonly T[], defaultSize = 24): Page<T> {
  const pageNo = Number(call.query('pageNo') ?? '1');
  const pageSize = Number(call.query('pageSize') ?? String(defaultSize));
  if (!Number.isInteger(pageNo) || pageNo < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badParameter(`pageNo must be ≥ 1 and pageSize 1–${MAX_PAGE_SIZE}`);
  }
  const start = (pageNo - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(items.length / pageSize)), totalCount: items.length };
}
