import type { FirstCalls } from '@/renderer/define-widget';
import { useLotteryMenusStore } from '@/stores/lottery-menus-store';
import type { VendorLobbyProps } from './props';

/**
 * A vendor lobby's first call: the lottery gateway's game menus, for a lobby that lists them (the lottery page's). One
 * that lists the site's vendors reads the vendor list, which the inline script starts itself (unless the tab keeps it).
 * The store is left as it was: the build's renders read it after.
 */
export const vendorLobbyFirstCalls: FirstCalls<VendorLobbyProps> = async (props, page) => {
  if (props.source !== 'lotteryGateway') return;
  try {
    await useLotteryMenusStore.getState().load(page.language, true);
  } finally {
    useLotteryMenusStore.setState(useLotteryMenusStore.getInitialState(), true);
  }
};
