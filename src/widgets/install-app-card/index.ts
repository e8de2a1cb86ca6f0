import { defineWidget } from '@/renderer/define-widget';
import { installAppCardProps } from './props';

export const installAppCardWidget = defineWidget({
  type: 'InstallAppCard',
  description: 'The lite app: installs this site on the player’s home screen (the browser’s install dialog where it has one, the Add to Home Screen steps on an iPhone), or on a computer a QR code that opens the site on a phone.',
  props: installAppCardProps,
  load: () => import('./install-app-card'),
});
