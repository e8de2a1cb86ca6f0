import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { loadMember } from '@/stores/member-info';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { QuietNotice } from '../frame-kit/quiet-notice';
import { BalancePill } from './balance-pill';
import type { AccountBarProps } from './props';
import './account-bar.css';

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

/** The account area of the header; which one shows is the layout's condition on its node. */
export default function AccountBar({ props, nodeId, children }: WidgetProps<AccountBarProps>) {
  if (props.for === 'visitor') {
    return (
      <div {...nodeAttributes(nodeId)} className="header-account header-account--visitor">
        {children}
        <StatusNotice />
      </div>
    );
  }
  return (
    <div {...nodeAttributes(nodeId)} className="header-account header-account--member">
      <StatusNotice />
      <MemberInfoNotice />
      <BalancePill />
      {children}
    </div>
  );
}
