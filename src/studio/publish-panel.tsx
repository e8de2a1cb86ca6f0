import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from '@/i18n/translator';
import type { PublishClient, PublishFailure, PublishProblem, ServerDraft } from './publish-client';
import { fullCopiesIn, publishPlan, suggestedScope, type EditedFile } from './publish-plan';
import { PublishHistory } from './publish-history';
import { failureText, fileNote, roleText, whenText } from './publish-words';
import { ConflictView } from './publish-conflict';
import { controlCharacterIn } from './text-version';
import { StudioDialog } from './studio-dialog';
import type { PublishSessionControls } from './use-publish-session';

export interface PublishPanelProps {
  open: boolean;
  onClose: () => void;
  client: PublishClient;
  sessionControls: PublishSessionControls;
  /** The files edited in this browser, with their text now. */
  edited: readonly EditedFile[];
  /** The merchants of schemas/merchants.json, for the publish's scope. */
  merchants: readonly string[];
  t: TFunction;
  language: string;
  /** Opens a file in the studio (the panel closes), at a JSON pointer when given. */
  onOpenFile: (path: string, pointer?: string) => void;
  /** Makes drafts the edits of this browser (one undoable edit) and opens the first. */
  onOpenDrafts: (drafts: readonly EditedFile[]) => void;
  /** These edited files are now what the site serves: the studio forgets their edits and reloads what is deployed. */
  onPublished: (paths: readonly string[]) => void;
  /** The origin changed under the studio (a rollback): reload what is deployed. */
  onDeployed: () => void;
  /** A conflict resolved by reapplying: `text` becomes the edit of `path`, based on `theirs` (published since). */
  onReapply: (path: string, text: string, theirs: string) => void;
  /** A conflict resolved by taking theirs: the edit of `path` is dropped. */
  onTakeTheirs: (path: string) => void;
}

type Tab = 'changes' | 'drafts' | 'history';

type Outcome =
  | { kind: 'saved'; files: string[] }
  | { kind: 'published'; id: string; warnings: PublishProblem[] }
  | { kind: 'rolled-back'; id: string }
  | { kind: 'opened'; files: string[] }
  | { kind: 'failed'; failure: PublishFailure; during: 'publish' | 'draft' };

type Loaded<T> = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; failure: PublishFailure };

/** The operator's publish loop beside the editor: sign in, save drafts, pick up drafts, publish, history and rollback. */
export function PublishPanel(props: PublishPanelProps) {
  const { open, onClose, client, sessionControls, edited, merchants, t, language } = props;
  const { session, guard } = sessionControls;
  const [tab, setTab] = useState<Tab>('changes');
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  const [scope, setScope] = useState<string | undefined>(undefined);
  const [scopeChosen, setScopeChosen] = useState(false);
  const [busy, setBusy] = useState<'saving' | 'publishing' | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [messageMissing, setMessageMissing] = useState(false);
  const [messageControl, setMessageControl] = useState<{ code: string; position: number } | undefined>(undefined);
  const [drafts, setDrafts] = useState<Loaded<ServerDraft[]>>({ state: 'idle' });
  const [historyVersion, setHistoryVersion] = useState(0);
  const ids = { title: useId(), tabs: useId(), message: useId(), messageHelp: useId() };

  const signedIn = session.state === 'signed-in' ? session.operator : undefined;
  const included = edited.filter((file) => !excluded.has(file.path));
  const effectiveScope = scopeChosen ? scope : suggestedScope(edited);
  const plan = publishPlan(included, effectiveScope, merchants);

  // Each opening starts on the operator's changes, without the last time's outcome.
  useEffect(() => {
    if (!open) return;
    setTab('changes');
    setOutcome(undefined);
  }, [open]);

  // Signing in replaces the form that had the focus: it goes on to the section shown.
  const tabsRef = useRef<HTMLDivElement>(null);
  const wasSignedIn = useRef(signedIn !== undefined);
  useEffect(() => {
    if (signedIn && !wasSignedIn.current) tabsRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
    wasSignedIn.current = signedIn !== undefined;
  }, [signedIn]);

  const loadDrafts = async () => {
    setDrafts({ state: 'loading' });
    const result = guard(await client.drafts());
    setDrafts(result.ok ? { state: 'ready', value: result.value } : { state: 'failed', failure: result.failure });
  };
  useEffect(() => {
    if (open && signedIn && tab === 'drafts') void loadDrafts();
    // Loaded when the tab is shown, for whoever is signed in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, signedIn?.username, tab]);

  const saveDraft = async () => {
    setBusy('saving');
    setOutcome(undefined);
    const saved: string[] = [];
    for (const file of included) {
      const result = guard(await client.saveDraft(file.path, file.text, file.baseText ?? null));
      if (!result.ok) {
        setOutcome({ kind: 'failed', failure: result.failure, during: 'draft' });
        setBusy(undefined);
        return;
      }
      saved.push(file.path);
    }
    setOutcome({ kind: 'saved', files: saved });
    setBusy(undefined);
  };

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '') {
      setMessageMissing(true);
      document.getElementById(ids.message)?.focus();
      return;
    }
    // The service refuses control characters in a message (they would show differently in every history): say so here.
    const control = controlCharacterIn(message);
    if (control) {
      setMessageControl(control);
      document.getElementById(ids.message)?.focus();
      return;
    }
    setBusy('publishing');
    setOutcome(undefined);
    const result = guard(await client.publish({ message: message.trim(), ...(effectiveScope === undefined ? {} : { merchant: effectiveScope }), files: plan.files.map((file) => ({ path: file.send, text: file.text, baseText: file.baseText })) }));
    setBusy(undefined);
    if (!result.ok) {
      setOutcome({ kind: 'failed', failure: result.failure, during: 'publish' });
      return;
    }
    setOutcome({ kind: 'published', id: result.value.publish.shortId, warnings: result.value.warnings });
    setMessage('');
    setExcluded(new Set());
    setHistoryVersion((version) => version + 1);
    props.onPublished(plan.files.map((file) => file.path));
  };

  const openDrafts = (chosen: readonly ServerDraft[]) => {
    props.onOpenDrafts(chosen.map(({ path, text, baseText }) => ({ path, text, baseText })));
    setOutcome({ kind: 'opened', files: chosen.map((draft) => draft.path) });
    setTab('changes');
  };

  const removeDraft = async (path: string) => {
    const result = guard(await client.removeDraft(path));
    if (!result.ok) {
      if (result.failure.kind === 'not-your-draft') setOutcome({ kind: 'failed', failure: result.failure, during: 'draft' });
      else setDrafts({ state: 'failed', failure: result.failure });
    } else void loadDrafts();
  };

  if (!open) return null;
  const tabs: { id: Tab; label: string }[] = [
    { id: 'changes', label: t('studio_tab_changes', { count: edited.length }) },
    { id: 'drafts', label: t('studio_tab_drafts') },
    { id: 'history', label: t('studio_tab_history') },
  ];

  return (
    <StudioDialog labelledBy={ids.title} className="studio-publish" onClose={onClose} {...(signedIn ? { initialFocus: '[role="tab"][aria-selected="true"]' } : {})}>
      <div className="studio-publish__head">
        <h2 id={ids.title}>{t('studio_publish_title')}</h2>
        <button type="button" className="studio-button" onClick={onClose}>{t('studio_close')}</button>
      </div>
      <div className="studio-publish__body">
        <AccountSection controls={sessionControls} t={t} />
        {signedIn && (
          <>
            <div className="studio-publish__tabs" role="tablist" aria-label={t('studio_panel_sections')} id={ids.tabs} ref={tabsRef}>
              {tabs.map((entry) => (
                <button key={entry.id} type="button" role="tab" id={`${ids.tabs}-${entry.id}`} aria-selected={tab === entry.id} aria-controls={`${ids.tabs}-${entry.id}-panel`} onClick={() => { setTab(entry.id); setOutcome(undefined); }}>{entry.label}</button>
              ))}
            </div>
            <div role="tabpanel" id={`${ids.tabs}-${tab}-panel`} aria-labelledby={`${ids.tabs}-${tab}`} className="studio-publish__panel">
              {outcome?.kind === 'failed' && outcome.failure.kind === 'conflict' ? (
                <ConflictView
                  conflicts={outcome.failure.conflicts}
                  mineOf={(file) => {
                    const mine = plan.files.find((planned) => planned.target === file) ?? included.find((edit) => edit.path === file);
                    return mine ? { path: mine.path, text: mine.text, baseText: mine.baseText ?? null } : undefined;
                  }}
                  draft={outcome.during === 'draft'}
                  t={t}
                  language={language}
                  onReapply={props.onReapply}
                  onTakeTheirs={props.onTakeTheirs}
                />
              ) : (
                outcome && <OutcomeView outcome={outcome} t={t} onOpenFile={props.onOpenFile} sent={plan.files.map((file) => file.target)} />
              )}
              {tab === 'changes' && (
                <>
                  {edited.length === 0 ? (
                    <p className="studio-muted">{t('studio_changes_none')}</p>
                  ) : (
                    <>
                      <p className="studio-muted">{t('studio_changes_help')}</p>
                      <ul className="studio-publish__files" aria-label={t('studio_changes_list')}>
                        {edited.map((file) => (
                          <li key={file.path}>
                            <label>
                              <input type="checkbox" checked={!excluded.has(file.path)} aria-label={t('studio_include_file', { file: file.path })} onChange={(event) => setExcluded((current) => { const next = new Set(current); if (event.target.checked) next.delete(file.path); else next.add(file.path); return next; })} />
                              <code>{file.path}</code>
                              {fileNote(file.path, t) && <span className="studio-muted">({fileNote(file.path, t)})</span>}
                            </label>
                            <button type="button" className="studio-link" aria-label={t('studio_open_named', { file: file.path })} onClick={() => props.onOpenFile(file.path)}>{t('studio_open_file')}</button>
                          </li>
                        ))}
                      </ul>
                      <button type="button" className="studio-button" disabled={busy !== undefined || included.length === 0} onClick={() => void saveDraft()}>{busy === 'saving' ? t('studio_saving') : t('studio_save_draft')}</button>
                    </>
                  )}
                  <section className="studio-publish__publish" aria-labelledby={`${ids.title}-publish`}>
                    <h3 id={`${ids.title}-publish`}>{t('studio_publish_heading')}</h3>
                    {signedIn.role !== 'publisher' ? (
                      <p className="studio-note">{t('studio_publish_editor_note')}</p>
                    ) : edited.length === 0 ? null : (
                      <form onSubmit={(event) => void publish(event)} noValidate>
                        <label htmlFor={ids.message}>{t('studio_publish_message')}</label>
                        <textarea
                          id={ids.message}
                          value={message}
                          rows={2}
                          required
                          aria-invalid={(messageMissing && message.trim() === '') || messageControl !== undefined}
                          aria-describedby={ids.messageHelp}
                          onChange={(event) => { setMessage(event.target.value); setMessageMissing(false); setMessageControl(undefined); }}
                        />
                        <p id={ids.messageHelp} className={(messageMissing && message.trim() === '') || messageControl ? 'studio-field-error' : 'studio-muted'}>{messageControl ? t('studio_publish_message_control', { code: messageControl.code, position: messageControl.position }) : messageMissing && message.trim() === '' ? t('studio_publish_message_missing') : t('studio_publish_message_help')}</p>
                        <label className="studio-publish__scope">{t('studio_publish_scope')}
                          <select value={effectiveScope ?? ''} onChange={(event) => { setScopeChosen(true); setScope(event.target.value === '' ? undefined : event.target.value); }}>
                            <option value="">{t('studio_scope_all')}</option>
                            {merchants.map((merchant) => <option key={merchant} value={merchant}>{t('studio_scope_one', { merchant })}</option>)}
                          </select>
                        </label>
                        {plan.files.length > 0 ? (
                          <div className="studio-publish__summary">
                            <p>{t('studio_publish_summary')}</p>
                            <ul>
                              {plan.files.map((file) => <li key={file.path}><code>{file.path}</code>{fileNote(file.path, t) && <span className="studio-muted"> ({fileNote(file.path, t)})</span>}{file.target !== file.path && <span className="studio-muted"> — {t('studio_publish_as', { target: file.target })}</span>}</li>)}
                            </ul>
                          </div>
                        ) : (
                          <p className="studio-note">{t('studio_publish_nothing')}</p>
                        )}
                        {effectiveScope !== undefined && fullCopiesIn(plan).length > 0 && (
                          <p className="studio-note studio-note--warning" role="note">
                            {t('studio_publish_full_copy', { files: fullCopiesIn(plan).join(', '), merchant: effectiveScope })}
                          </p>
                        )}
                        {plan.skipped.length > 0 && (
                          <div className="studio-publish__summary">
                            <p>{t('studio_publish_skipped')}</p>
                            <ul>
                              {plan.skipped.map(({ path, reason }) => <li key={path}><code>{path}</code> <span className="studio-muted">— {reason.kind === 'other-merchant' ? t('studio_skip_other_merchant', { merchant: reason.merchant }) : t('studio_skip_site_only')}</span></li>)}
                            </ul>
                          </div>
                        )}
                        <button type="submit" className="studio-button studio-button--primary" disabled={busy !== undefined || plan.files.length === 0}>{busy === 'publishing' ? t('studio_publishing') : t('studio_publish_now')}</button>
                      </form>
                    )}
                  </section>
                </>
              )}
              {tab === 'drafts' && <DraftList drafts={drafts} t={t} language={language} onOpen={openDrafts} onRemove={(path) => void removeDraft(path)} />}
              {tab === 'history' && (
                <PublishHistory
                  key={historyVersion}
                  client={client}
                  guard={guard}
                  canRollBack={signedIn.role === 'publisher'}
                  t={t}
                  language={language}
                  onRolledBack={(id) => {
                    setOutcome({ kind: 'rolled-back', id });
                    setHistoryVersion((version) => version + 1);
                    props.onDeployed();
                  }}
                />
              )}
            </div>
          </>
        )}
      </div>
    </StudioDialog>
  );
}

/** Who is signed in, or the sign-in form (with why the last try failed, or that the sign-in expired). */
function AccountSection({ controls, t }: { controls: PublishSessionControls; t: TFunction }) {
  const { session } = controls;
  if (session.state === 'checking') return <p className="studio-muted" role="status">{t('studio_account_checking')}</p>;
  if (session.state === 'unreachable') {
    return (
      <div className="studio-publish__account">
        <p role="alert" className="studio-error">{t('studio_error_unreachable')}</p>
        <button type="button" className="studio-button" onClick={controls.recheck}>{t('studio_retry')}</button>
      </div>
    );
  }
  if (session.state === 'signed-in') {
    const { operator } = session;
    return (
      <div className="studio-publish__account">
        <p role="status"><strong>{t('studio_signed_in_as', { name: operator.name, username: operator.username, role: roleText(operator.role, t) })}</strong></p>
        <p className="studio-muted">{t(operator.role === 'publisher' ? 'studio_role_help_publisher' : 'studio_role_help_editor')}</p>
        <button type="button" className="studio-button" onClick={() => void controls.signOut()}>{t('studio_sign_out')}</button>
      </div>
    );
  }
  return <SignInForm key={session.username ?? ''} controls={controls} expired={session.expired} username={session.username} t={t} />;
}

function SignInForm({ controls, expired, username: known, t }: { controls: PublishSessionControls; expired: boolean; username: string | undefined; t: TFunction }) {
  const [username, setUsername] = useState(known ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PublishFailure | undefined>(undefined);
  const titleId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  // After an expiry the form comes back with the user name filled in: the password is what is left to type.
  useEffect(() => {
    if (expired && known) passwordRef.current?.focus();
  }, [expired, known]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    const failed = await controls.signIn(username.trim(), password);
    setBusy(false);
    if (failed) {
      setFailure(failed);
      setPassword('');
    }
  };
  return (
    <form className="studio-publish__sign-in" aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <h3 id={titleId}>{t('studio_sign_in_title')}</h3>
      {expired && !failure && <p role="alert" className="studio-warning-box">{t('studio_error_expired')}</p>}
      {failure && <p role="alert" className="studio-error">{failureText(failure, t)}</p>}
      <p className="studio-muted">{t('studio_sign_in_help')}</p>
      <label>{t('studio_username')}<input name="username" autoComplete="username" value={username} required onChange={(event) => setUsername(event.target.value)} /></label>
      <label>{t('studio_password')}<input ref={passwordRef} name="password" type="password" autoComplete="current-password" value={password} required onChange={(event) => setPassword(event.target.value)} /></label>
      <button type="submit" className="studio-button studio-button--primary" disabled={busy || username.trim() === '' || password === ''}>{busy ? t('studio_signing_in') : t('studio_sign_in')}</button>
    </form>
  );
}

function OutcomeView({ outcome, t, onOpenFile, sent }: { outcome: Outcome; t: TFunction; onOpenFile: (path: string, pointer?: string) => void; sent: readonly string[] }) {
  if (outcome.kind === 'saved') return <p role="status" className="studio-ok-box">{t('studio_draft_saved', { files: outcome.files.join(', ') })}</p>;
  if (outcome.kind === 'rolled-back') return <p role="status" className="studio-ok-box">{t('studio_rolled_back', { id: outcome.id })}</p>;
  if (outcome.kind === 'opened') return <p role="status" className="studio-ok-box">{t('studio_drafts_opened', { files: outcome.files.join(', ') })}</p>;
  if (outcome.kind === 'published') {
    return (
      <div role="status" className="studio-ok-box">
        <p>{t('studio_published', { id: outcome.id })} <a href="/" target="_blank" rel="noopener">{t('studio_open_site')}</a></p>
        {outcome.warnings.length > 0 && (
          <>
            <p>{t('studio_publish_warnings')}</p>
            <ul>{outcome.warnings.map((warning, index) => <li key={index}>{warning.message} <span className="studio-muted">({t('studio_problem_at', { file: warning.file, pointer: warning.pointer || '/' })})</span></li>)}</ul>
          </>
        )}
      </div>
    );
  }
  const { failure } = outcome;
  // An ended session is said by the sign-in form above, which replaces this panel.
  if (failure.kind === 'session-expired' || failure.kind === 'signed-out') return null;
  return (
    <div role="alert" className="studio-error-box">
      <p>{failureText(failure, t)}</p>
      {failure.kind === 'checks-failed' && (
        <ul className="studio-publish__problems" aria-label={t('studio_publish_refused')}>
          {failure.problems.map((problem, index) => (
            <li key={index}>
              <span>{problem.message}</span>
              <span className="studio-muted">{t('studio_problem_at', { file: problem.file, pointer: problem.pointer || '/' })}</span>
              {!sent.includes(problem.file) && <span className="studio-muted">{t('studio_problem_elsewhere')}</span>}
              <button type="button" className="studio-link" onClick={() => onOpenFile(problem.file, problem.pointer)}>{t('studio_open_named', { file: problem.file })}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DraftList({ drafts, t, language, onOpen, onRemove }: { drafts: Loaded<ServerDraft[]>; t: TFunction; language: string; onOpen: (drafts: readonly ServerDraft[]) => void; onRemove: (path: string) => void }) {
  if (drafts.state === 'idle' || drafts.state === 'loading') return <p className="studio-muted" role="status">{t('studio_loading')}</p>;
  if (drafts.state === 'failed') return drafts.failure.kind === 'session-expired' || drafts.failure.kind === 'signed-out' ? null : <p role="alert" className="studio-error">{failureText(drafts.failure, t)}</p>;
  if (drafts.value.length === 0) return <p className="studio-muted">{t('studio_drafts_none')}</p>;
  return (
    <>
      <p className="studio-muted">{t('studio_drafts_help')}</p>
      <ul className="studio-publish__drafts" aria-label={t('studio_drafts_list')}>
        {drafts.value.map((draft) => (
          <li key={draft.path}>
            <div>
              <code>{draft.path}</code>
              {fileNote(draft.path, t) && <span className="studio-muted">{fileNote(draft.path, t)}</span>}
              <span className="studio-muted">{t('studio_draft_by', { who: draft.savedBy, when: whenText(draft.savedAt, language) })}</span>
            </div>
            <span className="studio-publish__actions">
              <button type="button" className="studio-button" aria-label={t('studio_open_named', { file: draft.path })} onClick={() => onOpen([draft])}>{t('studio_open_file')}</button>
              <button type="button" className="studio-button studio-button--quiet" aria-label={t('studio_delete_draft', { file: draft.path })} onClick={() => onRemove(draft.path)}>{t('studio_delete')}</button>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className="studio-button studio-button--primary" onClick={() => onOpen(drafts.value)}>{t('studio_open_all_drafts')}</button>
    </>
  );
}
