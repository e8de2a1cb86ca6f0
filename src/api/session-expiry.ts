import { apiConfig } from './config';

let expiredToken: string | null = null;

/**
 * Tells the app once that a session ended. Several calls in flight with the same token all come
 * back 401; only the first one logs out. A 401 for a token that is no longer the current one
 * (already cleared, or replaced by a new login) is stale and ignored, so there is no loop.
 */
export function reportSessionExpired(sentToken: string | null): void {
  if (!sentToken || sentToken === expiredToken) return;
  if (apiConfig().getToken() !== sentToken) return;
  expiredToken = sentToken;
  apiConfig().onSessionExpired();
}

/** Tests reset between cases; the app never needs to (tokens are unique per login). */
export function resetSessionExpiry(): void {
  expiredToken = null;
}
