import { defineWidget } from '@/renderer/define-widget';
import { qrCardProps } from './props';

export const qrCardWidget = defineWidget({
  type: 'QrCard',
  description: 'A link on this site built from a query fact (the referral code), as a QR code (spec §9 size 200, margin 20, level M) with a copy button.',
  props: qrCardProps,
  queriesOnMount: true,
  load: () => import('./qr-card'),
});
