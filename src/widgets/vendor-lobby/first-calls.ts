import type { FirstCalls } from '@/renderer/define-widget';
import { useLotteryMenusStore } from '@/stores/lottery-menus-store';
import type { VendorLobbyProps } from './props';

/**
 * A vendor lobby's first call: the lottery gateway's game menus, for a lobby that lists them (the lottery page's). One
 * that lists the site's vendors reads the vendor list, which the inline script starts for every page.
 */
export const vendorLobbyFirstCalls: FirstCalls<VendorLobbyProps> = async (props, page) => {
  if (props.source === 'lotteryGateway') await useLotteryMenusStore.getState().load(page.language, true);
};
