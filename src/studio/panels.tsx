import { useState, type DragEvent } from 'react';
import type { TextProblem } from './check-text';
import type { DiffLine } from './line-diff';
import type { ReorderableList } from './reorder';
import { useStudioT } from './studio-texts';

/** Every problem of the edited text, with its JSON pointer, as `schemas:check` would print it. */
export function ProblemList({ problems, onPick }: { problems: readonly TextProblem[]; onPick: (problem: TextProblem) => void }) {
  const t = useStudioT();
  if (problems.length === 0) return <p className="studio-ok" role="status">{t('studio_problems_none')}</p>;
  return (
    <ul className="studio-problems" aria-label={t('studio_problems')}>
      {problems.map((problem, index) => (
        <li key={index}>
          <button type="button" onClick={() => onPick(problem)}>
            <code className="studio-pointer">{problem.pointer || '/'}</code>
            <span>{problem.message}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Drag (or move up/down with the buttons) to reorder a menu's items or a form tab's fields; the JSON follows. */
export function ReorderPanel({ lists, onMove }: { lists: readonly ReorderableList[]; onMove: (pointer: string, from: number, to: number) => void }) {
  const [dragging, setDragging] = useState<{ pointer: string; index: number } | undefined>(undefined);
  const [over, setOver] = useState<{ pointer: string; index: number } | undefined>(undefined);
  const t = useStudioT();
  const titleOf = (list: ReorderableList) => ('values' in list.title ? t(list.title.key, list.title.values) : t(list.title.key));
  if (lists.length === 0) return <p className="studio-muted">{t('studio_reorder_none')}</p>;
  const drop = (event: DragEvent, pointer: string, index: number) => {
    event.preventDefault();
    if (dragging && dragging.pointer === pointer && dragging.index !== index) onMove(pointer, dragging.index, index);
    setDragging(undefined);
    setOver(undefined);
  };
  return (
    <div className="studio-reorder">
      {lists.map((list) => (
        <section key={list.pointer} aria-label={t('studio_reorder_list', { list: titleOf(list) })}>
          <h3>{titleOf(list)} <code>{list.pointer}</code></h3>
          <ol>
            {list.entries.map((entry, index) => {
              const isOver = over?.pointer === list.pointer && over.index === index;
              return (
                <li
                  key={`${entry}-${index}`}
                  draggable
                  data-entry={entry}
                  className={`studio-reorder__item${isOver ? ' studio-reorder__item--over' : ''}${dragging?.pointer === list.pointer && dragging.index === index ? ' studio-reorder__item--dragging' : ''}`}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', entry);
                    setDragging({ pointer: list.pointer, index });
                  }}
                  onDragOver={(event) => {
                    if (dragging?.pointer !== list.pointer) return;
                    event.preventDefault();
                    if (!isOver) setOver({ pointer: list.pointer, index });
                  }}
                  onDragEnd={() => {
                    setDragging(undefined);
                    setOver(undefined);
                  }}
                  onDrop={(event) => drop(event, list.pointer, index)}
                >
                  <span className="studio-reorder__grip" aria-hidden="true">⋮⋮</span>
                  <span className="studio-reorder__name">{entry}</span>
                  <button type="button" aria-label={t('studio_move_entry_up', { entry })} disabled={index === 0} onClick={() => onMove(list.pointer, index, index - 1)}>↑</button>
                  <button type="button" aria-label={t('studio_move_entry_down', { entry })} disabled={index === list.entries.length - 1} onClick={() => onMove(list.pointer, index, index + 1)}>↓</button>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** The draft against the deployed file, line by line. */
export function DiffView({ diff }: { diff: readonly DiffLine[] }) {
  const t = useStudioT();
  if (!diff.some((line) => line.change !== 'same')) return <p className="studio-muted" role="status">{t('studio_diff_none')}</p>;
  // Unchanged runs are folded to three lines of context on each side.
  const shown = diff.map((line, index) => line.change !== 'same' || diff.slice(Math.max(0, index - 3), index + 4).some((near) => near.change !== 'same'));
  return (
    <pre className="studio-diff" aria-label={t('studio_diff')}>
      {diff.map((line, index) => {
        if (!shown[index]) return index > 0 && shown[index - 1] ? <span key={index} className="studio-diff__fold">⋯{'\n'}</span> : null;
        const sign = line.change === 'added' ? '+' : line.change === 'removed' ? '−' : ' ';
        return <span key={index} className={`studio-diff__${line.change}`}>{sign} {line.text}{'\n'}</span>;
      })}
    </pre>
  );
}
