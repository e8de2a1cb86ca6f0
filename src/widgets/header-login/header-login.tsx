import { Suspense, useCallback, useContext, useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useRunAction } from '@/renderer/action-context';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { RenderEnvironmentContext } from '@/renderer/render-environment';
import type { HeaderLoginProps } from './props';
import './header-login.css';

/** Whether the window is at least `width` px wide, following resizes. */
function useWideWindow(width: number): boolean {
  const query = `(min-width: ${width}px)`;
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => true);
}

/**
 * spec §2: the logged-out header's login form, in the header row. It is the login popup's own form (the host hands it
 * over as `headerLoginForm`): the same tabs, validation, captcha, SMS code and after-login steps. On a narrow window
 * (and where no host gives the form) it is the Log in button, which opens the popup.
 */
export default function HeaderLogin({ props, nodeId }: WidgetProps<HeaderLoginProps>) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const wide = useWideWindow(props.inlineFrom ?? 1200);
  const Form = useContext(RenderEnvironmentContext)?.headerLoginForm;
  const button = (
    <button type="button" className="button button--secondary" onClick={() => runAction({ type: 'modal', modal: 'login' })}>
      {t('login')}
    </button>
  );
  if (!wide || !Form) return <div {...nodeAttributes(nodeId)} className="header-login header-login--collapsed">{button}</div>;
  return (
    <div {...nodeAttributes(nodeId)} className="header-login header-login--inline">
      <Suspense fallback={<span className="header-login__waiting" aria-busy="true" />}>
        <Form />
      </Suspense>
    </div>
  );
}
