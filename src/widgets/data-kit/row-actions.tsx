import { useTranslation } from '@/i18n/use-translation';
import { useCommand } from '@/renderer/data/use-command';
import { failureText } from '@/renderer/data/data-error';
import type { Row } from '@/renderer/data/data-types';
import { askToConfirm } from '@/stores/ui-store';
import { confirmParams } from './confirm-params';
import { useCurrency } from './currency';
import { useOneAtATime } from './one-at-a-time';
import type { RecordTableProps } from './records-props';

/**
 * A row's or a card's actions, shared by the record tables and the card grid. Their own module: a card grid
 * (the lobby, the promotions) does not download the tables' code (paging, expanding rows, platform HTML) for them.
 */
export type RowAction = NonNullable<RecordTableProps['rowActions']>[number];

/** Whether an action is offered for this row: every `when` condition holds (none: always). */
export function actionApplies(action: Pick<RowAction, 'when'>, row: Row): boolean {
  if (!action.when) return true;
  const conditions = Array.isArray(action.when) ? action.when : [action.when];
  return conditions.every((condition) => condition.in.some((allowed) => allowed === row[condition.field]));
}

/** A row action without a form: the command runs at once, after its confirmation. */
export function CommandButton({ action, row, onOutcome }: { action: RowAction; row: Row; onOutcome: (text: string, ok: boolean) => void }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const { run, busy } = useCommand(action.submit, action.refresh, row);
  const { once, busy: asking } = useOneAtATime();
  const press = () => once(pressOnce);
  const pressOnce = async () => {
    const warned = action.warn && typeof row[action.warn.field] === 'number' && typeof row[action.warn.above] === 'number' && Number(row[action.warn.field]) > Number(row[action.warn.above]);
    const question = warned && action.warn ? action.warn.text : action.confirm;
    const asked = { title: action.confirmTitle ?? action.label, confirmLabel: action.confirmLabel, tone: action.tone };
    if (question && !(await askToConfirm(question, { ...asked, params: confirmParams(row, {}, currency, t) }))) return;
    const outcome = await run();
    if (!outcome) return;
    onOutcome(outcome.ok ? t(action.success ?? 'data_saved') : failureText(outcome.failure, t), outcome.ok);
  };
  return (
    <button type="button" className={`data-button data-button--small${action.tone === 'danger' ? ' data-button--danger' : ''}`} disabled={busy || asking} onClick={() => void press()}>
      {t(action.label)}
    </button>
  );
}
