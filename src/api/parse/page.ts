import { array, number, object, withDefault, type Parser } from './parsers';

/** Member-centre paging (spec §9): `{list, pageNum, totalPages, totalCount}`. */
export interface Page<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

export function page<T>(item: Parser<T>): Parser<Page<T>> {
  return object({ list: array(item), pageNum: number, totalPages: number, totalCount: withDefault(number, 0) });
}

/** List queries: `pageNo` is 1-based; the platform's default page size is 10. */
export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}

/** Date filters as `yyyy-MM-dd`, inclusive UTC days. */
export interface DateRangeQuery {
  startDate?: string;
  endDate?: string;
}
