import { isSitePath } from '@/schema/url-policy';

/**
 * Where a fresh login returns to (`/login?from=`): only a path on this site, by the one URL policy;
 * anything else (another host, a look-alike such as `/%5Cevil.example`) goes to the home page.
 */
export function safeReturnPath(from: string | null | undefined): string {
  return from && isSitePath(from) ? from : '/';
}
