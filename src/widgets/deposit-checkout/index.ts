import { defineWidget } from '@/renderer/define-widget';
import { depositCheckoutProps } from './props';

export const depositCheckoutWidget = defineWidget({
  type: 'DepositCheckout',
  description: 'The deposit form bound to the deposit command, then how to pay what the platform answers: a bank account with copy buttons, a QR code, or the payment page (URL policy).',
  props: depositCheckoutProps,
  load: () => import('./deposit-checkout'),
});
