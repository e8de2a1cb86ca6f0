import { useTranslation } from 'react-i18next';
import type { ResolvedMenu } from '@/schema/resolved';
import { useRunAction } from '@/renderer/action-context';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { useResolvedDocument } from '../use-resolved-document';
import { BalancePill } from './balance-pill';
import { Icon } from './icon';
import { LazyFreePlayButton } from '../account/lazy-account';
import { Suspense } from 'react';
import { loadMember } from '../account/session-actions';
import { QuietNotice } from './quiet-notice';
import './header-account.css';

/**
 * The status call failed (spec §8): the site runs without the platform's flags, so Register,
 * Free Play and the rest they switch on are missing. Said quietly, with a retry.
 */
function StatusNotice() {
  const failed = usePlatformStore((s) => s.phase === 'failed');
  const errorKey = usePlatformStore((s) => s.errorKey);
  const retrying = usePlatformStore((s) => s.retrying);
  const load = usePlatformStore((s) => s.load);
  if (!failed) return null;
  return <QuietNotice testId="status-notice" what="notice_status_failed" errorKey={errorKey ?? 'err_unknown'} busy={retrying} onRetry={() => void load()} />;
}

/** Member info did not load after login or a reload: the header says so, with a retry. */
function MemberInfoNotice() {
  const errorKey = useSessionStore((s) => s.memberInfoErrorKey);
  if (!errorKey) return null;
  const retry = () => {
    useSessionStore.getState().setMemberInfoFailure(undefined);
    loadMember().catch(() => undefined);
  };
  return <QuietNotice testId="member-info-notice" what="notice_member_failed" errorKey={errorKey} busy={false} onRetry={retry} />;
}

/** Logged out (spec §2): log in, register (DIRECTREG3), forgot password, free demo play (FREEPLAY3). */
function VisitorActions() {
  const { t } = useTranslation();
  const openModal = useUiStore((s) => s.openModal);
  const flags = usePlatformStore((s) => s.flags);
  return (
    <div className="header-account header-account--visitor">
      <Suspense fallback={null}>
        <LazyFreePlayButton className="button button--ghost header-account__free" />
      </Suspense>
      <button type="button" className="header-account__link" onClick={() => openModal('forgotPassword')}>{t('forgot_password')}</button>
      <button type="button" className="button button--secondary" onClick={() => openModal('login')}>{t('login')}</button>
      {flags['DIRECTREG3'] && (
        <button type="button" className="button button--primary" onClick={() => openModal('register')}>{t('register')}</button>
      )}
      <StatusNotice />
    </div>
  );
}

/** Logged in (spec §2): balance, account name and the items of `menus/header-account.json`. */
function MemberActions({ accountName }: { accountName: string }) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const menu = useResolvedDocument<ResolvedMenu>('menus/header-account');
  const all = menu.state === 'ready' ? menu.resolved.items : [];
  // Sign out stays visible beside the name; everything else lives in the account menu.
  const signOut = all.find((item) => item.id === 'sign-out');
  const items = all.filter((item) => item !== signOut);
  return (
    <div className="header-account header-account--member">
      <StatusNotice />
      <MemberInfoNotice />
      <BalancePill />
      <details className="header-account__menu">
        <summary className="header-account__name" aria-label={`${t('acct_menu')}: ${accountName}`}>
          <Icon name="user" size={18} />
          <span>{accountName}</span>
        </summary>
        {items.length > 0 && (
          <ul aria-label={t('acct_menu')}>
            {items.map((item) => (
              <li key={item.id} data-node-id={item.id}>
                <button type="button" onClick={(event) => { event.currentTarget.closest('details')?.removeAttribute('open'); if (item.action) runAction(item.action); }}>
                  {t(item.label)}
                </button>
              </li>
            ))}
            {signOut && (
              <li className="header-account__menu-sign-out">
                <button type="button" onClick={(event) => { event.currentTarget.closest('details')?.removeAttribute('open'); if (signOut.action) runAction(signOut.action); }}>
                  {t(signOut.label)}
                </button>
              </li>
            )}
          </ul>
        )}
      </details>
      {signOut && (
        <button type="button" className="button button--ghost header-account__sign-out" data-node-id={signOut.id} onClick={() => signOut.action && runAction(signOut.action)}>
          {t(signOut.label)}
        </button>
      )}
      <div className="header-account__quick">
        {items.filter((item) => item.id === 'deposit' || item.id === 'withdraw').map((item) => (
          <button key={item.id} type="button" className={`button ${item.id === 'deposit' ? 'button--primary' : 'button--secondary'}`} onClick={() => item.action && runAction(item.action)}>
            {t(item.label)}
          </button>
        ))}
      </div>
    </div>
  );
}

export function HeaderAccount() {
  const role = useSessionStore((s) => s.role);
  const accountName = useSessionStore((s) => s.account);
  if (role === 'visitor') return <VisitorActions />;
  return <MemberActions accountName={accountName ?? ''} />;
}
