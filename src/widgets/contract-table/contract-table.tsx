import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { WidgetProps } from '@/renderer/define-widget';
import { Heading, useHeadingLevel } from '@/renderer/heading-level';
import { useQuery } from '@/renderer/data/use-query';
import { ActionFormView, type ActionFormConfig } from '../data-kit/action-form-view';
import type { RecordTableProps } from '../data-kit/records-props';
import { RecordsView } from '../data-kit/records-view';
import { useMemberTexts } from '../data-kit/data-states';
import { defaultContractColumns } from './contract-columns';
import type { ContractTableProps } from './props';
import { countdownText, nextSettlement } from './settlement';
import './contract-table.css';

/** spec §6 agent account types: only agents can hold a contract. */
const AGENT_TYPES = [1, 2, 41, 42];
/** The direct downlines, among whom the agents a contract can be offered to. */
const DOWNLINE_SOURCE = { query: 'downlines', params: { level: 1, pageSize: 100 } };

function SettlementCountdown({ from }: { from?: number | undefined }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="contract-table__settlement" role="timer" aria-live="off">
      {t('contract_next_settlement')} <strong>{countdownText(nextSettlement(now, from) - now)}</strong>
    </p>
  );
}

/**
 * A contract type's table (spec §3 fields) with the contract actions of spec §4: the downline
 * accepts or rejects an offer (a higher rate warns first that the current contract ends, spec §8),
 * either side asks to terminate; the upline offers from the form below.
 */
export default function ContractTable({ props, nodeId }: WidgetProps<ContractTableProps>) {
  const { t } = useTranslation();
  // The settlement line and the offer's title and notes are member texts: on a page that does not wait for them, they
  // wait here (the table does in RecordsView).
  const textsReady = useMemberTexts();
  const { kind } = props;
  const source = useMemo(() => ({ query: 'contracts', params: { kind } }), [kind]);
  // The real-time table's first row may carry the platform's next settlement time.
  const contracts = useQuery(kind === 'realtime' ? source : undefined);
  const table = useMemo((): RecordTableProps => {
    const row = (field: string) => ({ row: field });
    const act = (command: string) => ({ command, params: { kind, contractId: row('contractId') } });
    return {
      source,
      rowKey: 'contractId',
      paged: false,
      pageSize: 50,
      pageParam: 'contractPage',
      emptyText: 'contract_none',
      ...(props.title ? { title: props.title } : {}),
      columns: props.columns ?? defaultContractColumns(kind),
      rowActions: [
        { id: 'accept', label: 'contract_accept', when: [{ field: 'side', in: ['downline'] }, { field: 'status', in: ['pending'] }], submit: act('acceptContract'), confirm: 'contract_accept_confirm', confirmTitle: 'contract_accept_title', warn: { field: 'rate', above: 'currentRate', text: 'contract_higher_rate_warning' }, success: 'contract_accepted', refresh: ['contracts'] },
        { id: 'reject', label: 'contract_reject', when: [{ field: 'side', in: ['downline'] }, { field: 'status', in: ['pending'] }], submit: act('rejectContract'), confirm: 'contract_reject_confirm', confirmTitle: 'contract_reject_title', tone: 'danger', success: 'contract_rejected', refresh: ['contracts'] },
        { id: 'terminate', label: 'contract_terminate', when: { field: 'status', in: ['active'] }, submit: act('terminateContract'), confirm: 'contract_terminate_confirm', confirmTitle: 'contract_terminate_title', tone: 'danger', success: 'contract_termination_requested', refresh: ['contracts'] },
      ],
    };
  }, [kind, props.columns, props.title, source]);
  // The upline offers to a downline agent: without one, the form would offer an empty list. The same query as the
  // form's options (one request); the form shows once it is known that there is someone to offer to.
  const downlines = useQuery(props.offer !== false ? DOWNLINE_SOURCE : undefined);
  const hasDownlineAgent = downlines.state === 'ready' ? downlines.result.rows.some((row) => typeof row['type'] === 'number' && AGENT_TYPES.includes(row['type'])) : undefined;
  const offer = useMemo(
    (): ActionFormConfig => ({
      form: 'forms/contract-offer',
      submit: { command: 'offerContract', params: { kind } },
      confirm: 'contract_offer_confirm',
      confirmTitle: 'contract_offer_confirm_title',
      success: 'contract_offered',
      refresh: ['contracts'],
      options: { downline: { source: DOWNLINE_SOURCE, valueField: 'account', labelField: 'account', where: { field: 'type', in: AGENT_TYPES } } },
    }),
    [kind],
  );
  // The offer is a section of the page (h4 under a centre page's h3).
  const offerLevel = useHeadingLevel(4);
  const firstRow = contracts.state === 'ready' ? contracts.result.rows[0] : undefined;
  const platformNext = typeof firstRow?.['nextSettlementAt'] === 'number' ? firstRow['nextSettlementAt'] : undefined;
  return (
    <div className="contract-table">
      <RecordsView props={table} nodeId={nodeId} above={kind === 'realtime' && textsReady ? <SettlementCountdown from={platformNext} /> : undefined} />
      {props.offer !== false && textsReady && (
        <section className="contract-table__offer" aria-labelledby={`${nodeId}-offer`}>
          <Heading level={offerLevel} id={`${nodeId}-offer`} className="data-title">
            <OfferTitle kind={kind} />
          </Heading>
          {hasDownlineAgent === false ? (
            <p className="contract-table__offer-none">{t('contract_offer_no_downline')}</p>
          ) : downlines.state === 'loading' ? null : (
            <ActionFormView config={offer} idPrefix={`${nodeId}-offer`} />
          )}
        </section>
      )}
    </div>
  );
}

function OfferTitle({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return <>{t('contract_offer_title', { kind: t(`contract_kind_${kind}`) })}</>;
}
