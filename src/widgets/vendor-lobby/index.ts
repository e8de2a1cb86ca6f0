import { defineWidget } from '@/renderer/define-widget';
import { vendorLobbyProps } from './props';

export const vendorLobbyWidget = defineWidget({
  type: 'VendorLobby',
  description: 'Vendor cards of some categories (fish, poker, sports, e-sports…): VASSALAGE vendors open a popup game list (?vendor=), others launch.',
  props: vendorLobbyProps,
  firstCalls: () => import('./first-calls').then((module) => module.vendorLobbyFirstCalls),
  load: () => import('./vendor-lobby'),
});
