import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useDialogFocus } from '@/renderer/dialog-focus';
import { failureText } from '@/renderer/data/data-error';
import { useQuery } from '@/renderer/data/use-query';
import { useCommand } from '@/renderer/data/use-command';
import { useCurrency } from '../data-kit/data-states';
import { spokenMoney } from '../data-kit/money';
import { RED_ENVELOPE_DISMISSED_KEY as DISMISSED_KEY } from '@/schema/storage-keys';
import { usePopupTurn } from '@/stores/popup-queue';
import type { RedEnvelopeProps } from './props';
import '../data-kit/data-kit.css';
import './red-envelope.css';

export default function RedEnvelope({ props, nodeId }: WidgetProps<RedEnvelopeProps>) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const [dismissed, setDismissed] = useState(() => globalThis.sessionStorage?.getItem(DISMISSED_KEY) === '1');
  const query = useQuery(dismissed ? undefined : props.source);
  const envelope = query.state === 'ready' ? query.result.facts : undefined;
  const row = envelope ? { envelopeId: envelope['envelopeId'] ?? null } : undefined;
  const { run, busy } = useCommand(props.claim, props.refresh ?? [], row);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | undefined>();
  const close = () => {
    globalThis.sessionStorage?.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  const panel = useRef<HTMLDivElement>(null);
  const wanted = !dismissed && envelope !== undefined && (envelope['status'] === 'available' || outcome !== undefined);
  // One popup at a time, and never over a modal: a player's deposit page (the member centre) is never covered by it.
  const turn = usePopupTurn('redEnvelope', wanted);
  const visible = turn && !!envelope;
  // A dialog like the others: focus on its main button, kept inside, Escape closes it.
  useDialogFocus(panel, visible, (element) => element.querySelector<HTMLElement>('.data-button'), 'painted');
  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      globalThis.sessionStorage?.setItem(DISMISSED_KEY, '1');
      setDismissed(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible]);
  if (!visible || !envelope) return null;
  const open = async () => {
    const result = await run();
    if (!result) return;
    if (!result.ok) return setOutcome({ ok: false, text: failureText(result.failure, t) });
    const value = result.value;
    const amount = typeof value === 'object' && value !== null && 'amount' in value && typeof value.amount === 'number' ? value.amount : undefined;
    setOutcome({ ok: true, text: amount === undefined ? t('envelope_claimed') : t('envelope_won', { amount: spokenMoney(amount, currency, t) }) });
  };
  const titleId = `${nodeId}-title`;
  return (
    <div {...nodeAttributes(nodeId)} className="red-envelope">
      <div ref={panel} className="red-envelope__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <button type="button" className="red-envelope__close" aria-label={t('close')} onClick={close}>×</button>
        <h2 id={titleId}>{String(envelope['title'] || t('envelope_title'))}</h2>
        {outcome ? (
          <p className={`red-envelope__result${outcome.ok ? '' : ' red-envelope__result--failed'}`} role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</p>
        ) : (
          <p className="red-envelope__text">{t('envelope_text')}</p>
        )}
        {outcome ? (
          <button type="button" className="data-button" onClick={close}>{t('notices_got_it')}</button>
        ) : (
          <button type="button" className="data-button red-envelope__open" disabled={busy} onClick={() => void open()}>{t('envelope_open')}</button>
        )}
      </div>
    </div>
  );
}
