import { useState } from 'react';
import type { TFunction } from '@/i18n/translator';
import type { Conflict } from './publish-client';
import { mergeTexts } from './json-merge';
import { lineDiff, type DiffLine } from './line-diff';
import { whenText } from './publish-words';

/** The operator's side of a conflicting file: the text they sent and the text their edit began from. */
export interface MineOf {
  /** The file's path in the origin (the studio's path). */
  path: string;
  text: string;
  baseText: string | null;
}

export interface ConflictViewProps {
  conflicts: readonly Conflict[];
  /** The operator's file for a conflict (by its origin path). */
  mineOf: (file: string) => MineOf | undefined;
  /** A draft save was refused (rather than a publish). */
  draft: boolean;
  t: TFunction;
  language: string;
  /** Makes `text` the operator's edit of `path`, based on `theirs` (the version published since). */
  onReapply: (path: string, text: string, theirs: string) => void;
  /** Drops the operator's edit of `path`: the version published since is what they keep. */
  onTakeTheirs: (path: string) => void;
}

type Resolution = 'reapplied' | 'kept' | 'took-theirs';

/** The changed lines of `after` against `before`, with two lines of context around each change. */
function changedLines(before: string, after: string): (DiffLine | { change: 'fold' })[] {
  const lines = lineDiff(before, after);
  const near = (index: number) => lines.slice(Math.max(0, index - 2), index + 3).some((line) => line.change !== 'same');
  const shown: (DiffLine | { change: 'fold' })[] = [];
  lines.forEach((line, index) => {
    if (near(index)) shown.push(line);
    else if (shown.at(-1)?.change !== 'fold') shown.push({ change: 'fold' });
  });
  return shown;
}

function Changes({ label, before, after }: { label: string; before: string; after: string }) {
  return (
    <pre className="studio-diff studio-diff--wrap" aria-label={label}>
      {changedLines(before, after).map((line, index) =>
        line.change === 'fold' ? <span key={index} className="studio-diff__fold">⋯{'\n'}</span> : <span key={index} className={`studio-diff__${line.change}`}>{line.change === 'added' ? '+' : line.change === 'removed' ? '−' : ' '} {line.text}{'\n'}</span>,
      )}
    </pre>
  );
}

/**
 * A publish (or a draft save) refused because its files were published since the operator's edit began: per file,
 * who published what and when, the operator's change beside the one published since (each against the version the
 * edit began from), and the ways on: reapply the edit on their version (a merge place by place, when the two did not
 * change the same place), keep the operator's text as an edit of their version, or take theirs. Nothing typed is
 * lost: the operator's text stays their edit until they choose.
 */
export function ConflictView({ conflicts, mineOf, draft, t, language, onReapply, onTakeTheirs }: ConflictViewProps) {
  const [resolved, setResolved] = useState<Readonly<Record<string, Resolution>>>({});
  const resolve = (file: string, how: Resolution) => setResolved((current) => ({ ...current, [file]: how }));
  return (
    <div role="alert" className="studio-error-box studio-conflict">
      <p><strong>{t(draft ? 'studio_conflict_title_draft' : 'studio_conflict_title')}</strong></p>
      <p>{t('studio_conflict_help')}</p>
      <ul className="studio-conflict__files">
        {conflicts.map((conflict) => {
          const mine = mineOf(conflict.file);
          const done = resolved[conflict.file];
          const who = conflict.changedBy ? `${conflict.changedBy.name} (${conflict.changedBy.username})` : '?';
          const by = t('studio_conflict_by', { who, id: conflict.publish?.slice(0, 7) ?? '?', message: conflict.message?.split('\n')[0] ?? '', when: conflict.changedAt ? whenText(conflict.changedAt, language) : '?' });
          const theirs = conflict.text;
          const base = mine?.baseText ?? '';
          const merged = mine ? mergeTexts(mine.baseText, mine.text, theirs) : undefined;
          return (
            <li key={conflict.file} className="studio-conflict__file">
              <p><code>{conflict.file}</code> — {by}</p>
              {done ? (
                <p role="status" className="studio-ok-box">{t(done === 'reapplied' ? 'studio_conflict_reapplied' : done === 'kept' ? 'studio_conflict_kept' : 'studio_conflict_took_theirs', { file: conflict.file })}</p>
              ) : (
                <>
                  {mine && (
                    <div className="studio-conflict__sides">
                      <section aria-label={t('studio_conflict_mine')}>
                        <h4>{t('studio_conflict_mine')}</h4>
                        <Changes label={`${t('studio_conflict_mine')}: ${conflict.file}`} before={base} after={mine.text} />
                      </section>
                      <section aria-label={t('studio_conflict_theirs')}>
                        <h4>{t('studio_conflict_theirs')}</h4>
                        {theirs === null ? <p>{t('studio_conflict_removed')}</p> : <Changes label={`${t('studio_conflict_theirs')}: ${conflict.file}`} before={base} after={theirs} />}
                      </section>
                    </div>
                  )}
                  {merged && !merged.ok && (
                    <p className="studio-note">{merged.reason === 'not-json' ? t('studio_conflict_not_json') : t('studio_conflict_overlap', { pointers: merged.conflicts.map((pointer) => pointer || t('studio_conflict_whole_file')).join(', ') })}</p>
                  )}
                  <span className="studio-publish__actions">
                    {mine && theirs !== null && merged?.ok && (
                      <button type="button" className="studio-button studio-button--primary" onClick={() => { onReapply(mine.path, merged.text, theirs); resolve(conflict.file, 'reapplied'); }}>{t('studio_conflict_reapply')}</button>
                    )}
                    {mine && theirs !== null && merged && !merged.ok && (
                      <button type="button" className="studio-button" onClick={() => { onReapply(mine.path, mine.text, theirs); resolve(conflict.file, 'kept'); }}>{t('studio_conflict_keep_mine')}</button>
                    )}
                    {mine && (
                      <button type="button" className="studio-button" onClick={() => { onTakeTheirs(mine.path); resolve(conflict.file, 'took-theirs'); }}>{t('studio_conflict_take_theirs')}</button>
                    )}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
