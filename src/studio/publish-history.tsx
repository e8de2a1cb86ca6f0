import { useEffect, useId, useMemo, useState } from 'react';
import type { TFunction } from '@/i18n/translator';
import { createI18n } from '@/i18n/i18n';
import { changesInWords } from './change-words';
import { patchLines } from './line-diff';
import type { PublishClient, PublishDetail, PublishFailure, PublishResult, PublishSummary } from './publish-client';
import { failureText, statusText, whenText } from './publish-words';
import { StudioDialog } from './studio-dialog';

interface Props {
  client: PublishClient;
  guard: <T>(result: PublishResult<T>) => PublishResult<T>;
  canRollBack: boolean;
  t: TFunction;
  language: string;
  /** A rollback landed (its publish's short id): the panel says so and the history is read again. */
  onRolledBack: (id: string) => void;
}

type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; failure: PublishFailure };

const FILES_NAMED = 3;
/** Files whose diff shows at once; a publish of more (an import) opens each on demand. */
const OPEN_DIFFS = 6;

/** Every publish, newest first; one opened shows its diff per file, and a publisher rolls back to it. */
export function PublishHistory({ client, guard, canRollBack, t, language, onRolledBack }: Props) {
  const [list, setList] = useState<Loaded<PublishSummary[]>>({ state: 'loading' });
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  const [confirm, setConfirm] = useState<PublishSummary | undefined>(undefined);
  const [rollback, setRollback] = useState<{ state: 'busy' } | { state: 'failed'; failure: PublishFailure } | undefined>(undefined);
  // Read again when a rollback finds the history moved on under it.
  const [listVersion, setListVersion] = useState(0);

  useEffect(() => {
    let current = true;
    void client.history().then((result) => {
      if (!current) return;
      const checked = guard(result);
      setList(checked.ok ? { state: 'ready', value: checked.value } : { state: 'failed', failure: checked.failure });
    });
    return () => {
      current = false;
    };
  }, [client, guard, listVersion]);

  const rollBack = async (to: PublishSummary) => {
    setConfirm(undefined);
    setRollback({ state: 'busy' });
    // The newest publish is what the operator saw deployed: if another came since, the service refuses (409).
    const seen = list.state === 'ready' ? list.value[0]?.id : undefined;
    const result = guard(await client.rollback(to.id, seen ?? to.id));
    if (!result.ok) {
      setRollback({ state: 'failed', failure: result.failure });
      if (result.failure.kind === 'conflict') setListVersion((version) => version + 1);
      return;
    }
    setRollback(undefined);
    onRolledBack(result.value.publish.shortId);
  };

  if (list.state === 'loading') return <p className="studio-muted" role="status">{t('studio_loading')}</p>;
  if (list.state === 'failed') return list.failure.kind === 'session-expired' || list.failure.kind === 'signed-out' ? null : <p role="alert" className="studio-error">{failureText(list.failure, t)}</p>;
  return (
    <div className="studio-history">
      {rollback?.state === 'busy' && <p role="status" className="studio-muted">{t('studio_rolling_back')}</p>}
      {rollback?.state === 'failed' && rollback.failure.kind !== 'session-expired' && rollback.failure.kind !== 'signed-out' && <p role="alert" className="studio-error-box">{rollback.failure.kind === 'conflict' ? t('studio_rollback_stale') : failureText(rollback.failure, t)}</p>}
      <p className="studio-muted">{t('studio_history_help')}{canRollBack ? '' : ` ${t('studio_rollback_editor_note')}`}</p>
      <ol className="studio-history__list" aria-label={t('studio_history_list')}>
        {list.value.map((entry) => (
          <li key={entry.id} className={entry.deployed ? 'studio-history__entry studio-history__entry--live' : 'studio-history__entry'} aria-label={`${entry.shortId} ${entry.message}`}>
            <div className="studio-history__title">
              <strong>{entry.message}</strong>
              {entry.kind !== 'publish' && <span className="studio-chip">{t(entry.kind === 'rollback' ? 'studio_history_kind_rollback' : 'studio_history_kind_import')}</span>}
              {entry.merchant && <span className="studio-chip">{t('studio_scope_one', { merchant: entry.merchant })}</span>}
              {entry.deployed && <span className="studio-chip studio-chip--live">{t('studio_history_live')}</span>}
            </div>
            {entry.kind === 'import' && <p className="studio-muted">{t('studio_history_import_note')}</p>}
            <p className="studio-muted">
              <code>{entry.shortId}</code> · {t('studio_history_meta', { who: entry.author.name, when: whenText(entry.date, language) })} ·{' '}
              {entry.files.length <= FILES_NAMED ? t('studio_history_files', { files: entry.files.map((file) => file.path).join(', ') }) : t('studio_history_files_many', { count: entry.files.length })}
            </p>
            <span className="studio-publish__actions">
              <button type="button" className="studio-button" aria-expanded={openId === entry.id} onClick={() => setOpenId((current) => (current === entry.id ? undefined : entry.id))}>{openId === entry.id ? t('studio_history_hide') : t('studio_history_show')}</button>
              {canRollBack && !entry.deployed && <button type="button" className="studio-button" onClick={() => setConfirm(entry)} disabled={rollback?.state === 'busy'}>{t('studio_rollback')}</button>}
            </span>
            {openId === entry.id && <PublishDiff client={client} guard={guard} id={entry.id} t={t} language={language} />}
          </li>
        ))}
      </ol>
      {confirm && <RollbackConfirm entry={confirm} t={t} language={language} onConfirm={() => void rollBack(confirm)} onCancel={() => setConfirm(undefined)} />}
    </div>
  );
}

function RollbackConfirm({ entry, t, language, onConfirm, onCancel }: { entry: PublishSummary; t: TFunction; language: string; onConfirm: () => void; onCancel: () => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <StudioDialog labelledBy={titleId} describedBy={textId} className="studio-confirm" role="alertdialog" onClose={onCancel} initialFocus="[data-cancel]">
      <h3 id={titleId}>{t('studio_rollback_title', { id: entry.shortId })}</h3>
      <p id={textId}>{t('studio_rollback_explain', { message: entry.message, who: entry.author.name, when: whenText(entry.date, language) })}</p>
      <div className="studio-confirm__actions">
        <button type="button" className="studio-button" data-cancel onClick={onCancel}>{t('studio_cancel')}</button>
        <button type="button" className="studio-button studio-button--danger" onClick={onConfirm}>{t('studio_rollback_confirm')}</button>
      </div>
    </StudioDialog>
  );
}

/** The site's texts in each language, as the site ships them: the names the history's words use ("Sports"). */
function useSiteTexts(language: string): (key: string, lang?: string) => string | undefined {
  const translators = useMemo(() => ({ en: createI18n('en'), ty: createI18n('ty') }), []);
  return (key, lang = language) => {
    const translator = lang === 'ty' ? translators.ty : translators.en;
    return translator.exists(key) ? translator.t(key) : undefined;
  };
}

/** One publish's changes: in words first; its JSON diff per file one click away. */
function PublishDiff({ client, guard, id, t, language }: { client: PublishClient; guard: Props['guard']; id: string; t: TFunction; language: string }) {
  const [detail, setDetail] = useState<Loaded<PublishDetail>>({ state: 'loading' });
  const [showJson, setShowJson] = useState(false);
  const textOf = useSiteTexts(language);
  useEffect(() => {
    let current = true;
    void client.publication(id).then((result) => {
      if (!current) return;
      const checked = guard(result);
      setDetail(checked.ok ? { state: 'ready', value: checked.value } : { state: 'failed', failure: checked.failure });
    });
    return () => {
      current = false;
    };
  }, [client, guard, id]);
  if (detail.state === 'loading') return <p className="studio-muted" role="status">{t('studio_loading')}</p>;
  if (detail.state === 'failed') return <p role="alert" className="studio-error">{failureText(detail.failure, t)}</p>;
  const many = detail.value.diff.length > OPEN_DIFFS;
  const words = changesInWords(detail.value.diff, { t, language, textOf });
  return (
    <section className="studio-history__diff" aria-label={t('studio_history_changes_of', { id: detail.value.shortId })}>
      {words.length > 0 && (
        <ul className="studio-history__words" aria-label={t('studio_history_words')}>
          {words.map((line, index) => <li key={index}>{line}</li>)}
        </ul>
      )}
      <button type="button" className="studio-link studio-history__json" aria-expanded={showJson} onClick={() => setShowJson((open) => !open)}>{showJson ? t('studio_history_json_hide') : t('studio_history_json_show')}</button>
      {showJson && detail.value.diff.map((file) => <FileDiff key={file.path} path={file.path} status={statusText(file.status, t)} patch={file.patch} startOpen={!many} t={t} />)}
    </section>
  );
}

function FileDiff({ path, status, patch, startOpen, t }: { path: string; status: string; patch: string; startOpen: boolean; t: TFunction }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="studio-history__file">
      <summary><code>{path}</code> <span className="studio-muted">({status})</span></summary>
      {open && (
        <pre className="studio-diff studio-diff--wrap" aria-label={path}>
          {patchLines(patch).map((line, index) => {
            if (line.change === 'fold') return <span key={index} className="studio-diff__fold">⋯ {t('studio_diff_from_line', { line: line.line })}{'\n'}</span>;
            const sign = line.change === 'added' ? '+' : line.change === 'removed' ? '−' : ' ';
            return <span key={index} className={`studio-diff__${line.change}`}>{sign} {line.text}{'\n'}</span>;
          })}
        </pre>
      )}
    </details>
  );
}
