import { isSitePath } from '@/schema/url-policy';

/** The link the QR code holds: this site's origin, the path, and the code in its query key. */
export function inviteLink(origin: string, path: string, param: string, code: string): string | undefined {
  if (!isSitePath(path) || code === '') return undefined;
  const url = new URL(path, origin);
  url.searchParams.set(param, code);
  return url.origin === new URL(origin).origin ? url.toString() : undefined;
}
