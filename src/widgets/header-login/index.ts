import { defineWidget } from '@/renderer/define-widget';
import { headerLoginProps } from './props';

export const headerLoginWidget = defineWidget({
  type: 'HeaderLogin',
  description:
    'The inline login form of the logged-out header (spec §2): username and password (and the SMS tab with MOBILEVERCODELOGIN3) in the header row, the same form as the login popup. Narrower than `inlineFrom` it is the Log in button that opens the popup. A layout (or a merchant override of it) places it in the visitor bar to choose inline over the popup.',
  props: headerLoginProps,
  load: () => import('./header-login'),
});
