import { useState } from 'react';
import { buildOperation, describeOperation, emptyDraft, OPERATION_KINDS, type OperationDraft, type OperationKind, type OperationProblem } from './override-operations';
import type { JsonObject } from './json-value';
import { useStudioT } from './studio-texts';

interface Props {
  operations: readonly unknown[];
  /** Ids of the base document (its items, nodes or fields), for the pickers. */
  ids: readonly string[];
  onAdd: (operation: JsonObject) => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
}

/** A merchant override edited as operations: the list in file order, and a form that adds one. */
export function OperationsPanel({ operations, ids, onAdd, onRemove, onMove }: Props) {
  const t = useStudioT();
  const [draft, setDraft] = useState<OperationDraft>(emptyDraft);
  const [error, setError] = useState<OperationProblem | undefined>(undefined);
  const problemText = (problem: OperationProblem): string => {
    if (problem.key === 'studio_operation_needs_id') return t(problem.key, { operation: problem.operation });
    if (problem.key === 'studio_operation_needs_anchor') return t(problem.key, { operation: problem.operation, place: t(`studio_operation_${problem.place}`) });
    return t(problem.key);
  };
  const update = (change: Partial<OperationDraft>) => setDraft((current) => ({ ...current, ...change }));
  const add = () => {
    const built = buildOperation(draft);
    if (!built.ok) return setError(built.problem);
    setError(undefined);
    onAdd(built.operation);
    setDraft({ ...emptyDraft, op: draft.op });
  };
  return (
    <div className="studio-operations">
      <ol aria-label={t('studio_operations')}>
        {operations.map((operation, index) => (
          <li key={index}>
            <code>{describeOperation(operation)}</code>
            <button type="button" aria-label={t('studio_operation_up', { number: index + 1 })} disabled={index === 0} onClick={() => onMove(index, index - 1)}>↑</button>
            <button type="button" aria-label={t('studio_operation_down', { number: index + 1 })} disabled={index === operations.length - 1} onClick={() => onMove(index, index + 1)}>↓</button>
            <button type="button" aria-label={t('studio_operation_remove', { number: index + 1 })} onClick={() => onRemove(index)}>✕</button>
          </li>
        ))}
      </ol>
      <datalist id="studio-base-ids">{ids.map((id) => <option key={id} value={id} />)}</datalist>
      <fieldset className="studio-operation-form">
        <legend>{t('studio_operation_new')}</legend>
        <label>{t('studio_operation_kind')}
          <select aria-label={t('studio_operation_kind')} value={draft.op} onChange={(event) => update({ op: OPERATION_KINDS.find((kind): kind is OperationKind => kind === event.target.value) ?? 'move', place: 'before' })}>
            {OPERATION_KINDS.map((kind) => <option key={kind}>{kind}</option>)}
          </select>
        </label>
        {draft.op !== 'insert' && (
          <label>{t('studio_operation_id')}<input aria-label={t('studio_operation_id')} list="studio-base-ids" value={draft.id} onChange={(event) => update({ id: event.target.value })} /></label>
        )}
        {(draft.op === 'move' || draft.op === 'insert') && (
          <>
            <label>{t('studio_add_place')}
              <select aria-label={t('studio_add_place')} value={draft.place} onChange={(event) => update({ place: event.target.value === 'after' ? 'after' : event.target.value === 'into' ? 'into' : 'before' })}>
                <option value="before">{t('studio_operation_before')}</option>
                <option value="after">{t('studio_operation_after')}</option>
                {draft.op === 'insert' && <option value="into">{t('studio_operation_into')}</option>}
              </select>
            </label>
            <label>{t('studio_operation_anchor')}<input aria-label={t('studio_operation_anchor')} list="studio-base-ids" value={draft.anchor} onChange={(event) => update({ anchor: event.target.value })} /></label>
          </>
        )}
        {draft.op === 'set' && <label>{t('studio_operation_label')}<input aria-label={t('studio_operation_label')} value={draft.label} onChange={(event) => update({ label: event.target.value })} placeholder={t('studio_operation_label_hint')} /></label>}
        {(draft.op === 'set' || draft.op === 'insert') && (
          <label className="studio-operation-form__json">{draft.op === 'set' ? t('studio_operation_props') : t('studio_operation_item')}
            <textarea rows={3} value={draft.json} onChange={(event) => update({ json: event.target.value })} placeholder={draft.op === 'set' ? '{"accent": "violet"}' : '{"id": "new-item", "label": "nav_home"}'} spellCheck={false} />
          </label>
        )}
        <button type="button" className="studio-button studio-button--primary" onClick={add}>{t('studio_operation_add', { operation: draft.op })}</button>
        {error && <p role="alert" className="studio-error">{problemText(error)}</p>}
      </fieldset>
    </div>
  );
}
