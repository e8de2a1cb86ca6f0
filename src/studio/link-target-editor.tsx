import { useId, useState } from 'react';
import type { TFunction } from '@/i18n/translator';
import { isObject, type JsonObject } from './json-value';
import { actionFor, linkProblem, linkTargetOf, unknownPage, type LinkKind, type SitePage } from './link-target';
import './new-page.css';

interface Props {
  /** The selected menu item, as the document has it. */
  item: unknown;
  pages: readonly SitePage[];
  /** The routes document's value (the edited one, when there is an edit), for the "no such page" note. */
  routes: unknown;
  /** Writes the item's new action (typing in one field is one undoable edit). */
  onAction: (action: JsonObject) => void;
  t: TFunction;
}

const KINDS: readonly { kind: LinkKind; text: string }[] = [
  { kind: 'page', text: 'studio_link_page' },
  { kind: 'path', text: 'studio_link_path' },
  { kind: 'external', text: 'studio_link_external' },
];

/**
 * "Where it goes" for a menu item: a page of the site, an address on this site, or a link to another site. What is
 * typed stays in its field; it is written to the item only once the URL policy accepts it, and a refusal says why.
 * Mounted per item (keyed by its place), so another item starts from its own target.
 */
export function LinkTargetEditor({ item, pages, routes, onAction, t }: Props) {
  const ids = { message: useId(), name: useId() };
  const action = isObject(item) ? item['action'] : undefined;
  const target = linkTargetOf(action, pages);
  const [kind, setKind] = useState<LinkKind | undefined>(target.kind === 'page' || target.kind === 'path' || target.kind === 'external' ? target.kind : undefined);
  const [typed, setTyped] = useState<Record<LinkKind, string>>(() => {
    const address = 'address' in target ? target.address : '';
    return { page: target.kind === 'page' ? address : '', path: target.kind === 'path' || target.kind === 'page' ? address : '', external: target.kind === 'external' ? address : '' };
  });
  const [touched, setTouched] = useState(false);

  const write = (to: LinkKind, value: string) => {
    setTyped((current) => ({ ...current, [to]: value }));
    const next = actionFor(to, value, action);
    if (next) onAction(next);
  };
  const shownKind = kind;
  const value = shownKind ? typed[shownKind] : '';
  const problem = shownKind && (touched || value !== '') && shownKind !== 'page' ? linkProblem(shownKind, value) : undefined;
  // While typing a first address, "empty" is no news; a refusal is shown once the field is left or has text.
  const message = problem && (problem.key !== 'studio_link_empty' || touched) ? t(problem.key) : undefined;
  const note = !message && shownKind === 'path' && value.trim() !== '' && unknownPage(value, pages, routes) ? t('studio_link_unknown_page', { path: value.trim().split(/[?#]/)[0] ?? value }) : undefined;

  return (
    <fieldset className="studio-link-target">
      <legend>{t('studio_link_title')}</legend>
      <div className="studio-link-target__kinds" role="radiogroup" aria-label={t('studio_link_title')}>
        {KINDS.map((entry) => (
          <label key={entry.kind}>
            <input
              type="radio"
              name={ids.name}
              checked={shownKind === entry.kind}
              onChange={() => {
                setKind(entry.kind);
                setTouched(false);
                // A kind whose address is already typed and allowed takes effect at once.
                const kept = typed[entry.kind];
                if (kept !== '') write(entry.kind, kept);
              }}
            />
            {t(entry.text)}
          </label>
        ))}
      </div>
      {target.kind === 'other' && <p className="studio-muted">{t('studio_link_other', { type: target.type })}</p>}
      {shownKind === 'page' && (
        <label>{t('studio_link_choose_page')}
          <select value={pages.some((page) => page.path === typed.page) ? typed.page : ''} onChange={(event) => write('page', event.target.value)}>
            <option value="" disabled>{t('studio_link_pick')}</option>
            {pages.map((page) => <option key={page.path} value={page.path}>{page.title ? `${page.title} (${page.path})` : page.path}</option>)}
          </select>
        </label>
      )}
      {(shownKind === 'path' || shownKind === 'external') && (
        <label>{t(shownKind === 'path' ? 'studio_link_path_label' : 'studio_link_external_label')}
          <input
            type="text"
            inputMode="url"
            spellCheck={false}
            autoCapitalize="off"
            value={value}
            placeholder={shownKind === 'path' ? '/help#terms' : 'https://'}
            aria-invalid={message ? 'true' : undefined}
            aria-describedby={ids.message}
            onChange={(event) => write(shownKind, event.target.value)}
            onBlur={() => setTouched(true)}
          />
        </label>
      )}
      <p id={ids.message} className={message ? 'studio-error' : 'studio-muted'} role={message ? 'alert' : undefined}>
        {message ?? note ?? ('address' in target ? t('studio_link_saved', { address: target.address }) : '')}
      </p>
    </fieldset>
  );
}
