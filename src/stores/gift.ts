import { GIFT_DISMISSED_KEYS } from '@/schema/storage-keys';

/** spec §3/§4: gift-popup dismissal is remembered per tab session, separately before and after login. */

export function giftDismissed(loggedIn: boolean): boolean {
  return sessionStorage.getItem(GIFT_DISMISSED_KEYS[loggedIn ? 'member' : 'visitor']) === '1';
}

export function dismissGift(loggedIn: boolean): void {
  sessionStorage.setItem(GIFT_DISMISSED_KEYS[loggedIn ? 'member' : 'visitor'], '1');
}
