import { readFileSync } from 'node:fs';
import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { drag } from './support/drag';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@/i18n/i18n';
import type { Language } from '@/schema/languages';
import { widgetRegistry } from '@/widgets/registry';
import type { WidgetRegistry } from '@/renderer/registry';
import { copyTexts } from '@/studio/copy-texts';
import { draftStore } from '@/studio/drafts';
import { parseJsonText } from '@/studio/json-value';
import { OutlineWorkspace } from '@/studio/outline-workspace';
import { studioTranslator } from '@/studio/studio-texts';
import { useEditedFiles } from '@/studio/use-edited-files';

/**
 * The outline wired as the studio page wires it: the open document and the two copy files are edited files with
 * one undo history (drafts in local storage), the visitors' texts are the site's with the copy on top, and
 * Ctrl+Z / Ctrl+Shift+Z on the page undo and redo.
 */
const registry: WidgetRegistry = widgetRegistry;
const COPY_EN = 'i18n/en.json';
const COPY_TY = 'i18n/ty.json';
const deployedCopy = { [COPY_EN]: readFileSync('schemas/i18n/en.json', 'utf8'), [COPY_TY]: readFileSync('schemas/i18n/ty.json', 'utf8') };

let files: Record<string, string | undefined> = {};

function Harness({ path, deployed, lang = 'en' }: { path: string; deployed: string; lang?: Language }) {
  const drafts = useMemo(() => draftStore(localStorage), []);
  const deployedOf = (file: string) => (file === path ? deployed : deployedCopy[file as keyof typeof deployedCopy]);
  const { fileText, commit, history, onKeyDown } = useEditedFiles(drafts, deployedOf);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const text = fileText(path) ?? deployed;
  const copyEn = fileText(COPY_EN);
  const copyTy = fileText(COPY_TY);
  files = { [path]: text, [COPY_EN]: copyEn, [COPY_TY]: copyTy };
  const translators = useMemo(() => {
    const build = (language: Language) => {
      const instance = createI18n(language);
      instance.addTexts('en', copyTexts(copyEn), { overwrite: true });
      instance.addTexts('ty', copyTexts(copyTy), { overwrite: true });
      return instance;
    };
    return { en: build('en'), ty: build('ty') };
  }, [copyEn, copyTy]);
  const parsed = parseJsonText(text);
  return (
    <div onKeyDown={onKeyDown}>
      <OutlineWorkspace
        path={path}
        text={text}
        value={parsed.ok ? parsed.value : undefined}
        commit={commit}
        copy={{ path: (language) => (language === 'en' ? COPY_EN : COPY_TY), text: (language) => (language === 'en' ? copyEn : copyTy) }}
        translators={translators}
        lang={lang}
        registry={registry}
        history={history}
        selected={selected}
        onSelect={setSelected}
        t={studioTranslator('en').t}
      />
    </div>
  );
}

const headerNav = readFileSync('schemas/menus/header-nav.json', 'utf8');
const screenText = JSON.stringify({
  kind: 'screen',
  schemaVersion: 2,
  id: 'promo',
  body: [
    { type: 'Heading', id: 'promo-title', props: { text: 'nav_promotions', level: 1 } },
    { type: 'Section', id: 'promo-section', props: { title: 'home_why_title' }, children: [{ type: 'Text', id: 'promo-text', props: { text: 'home_why_fast' } }] },
  ],
}, null, 2);

interface Node { id: string; type?: string; when?: unknown; props?: Record<string, unknown>; children?: Node[]; label?: string }
const documentOf = (path: string): { items: Node[]; body: Node[] } => JSON.parse(files[path] ?? '{}') as { items: Node[]; body: Node[] };
const itemIds = () => documentOf('menus/header-nav.json').items.map((item) => item.id);
const bodyIds = () => documentOf('screens/promo.json').body.map((node) => node.id);
const tree = () => screen.getByRole('tree');
const item = (name: RegExp | string) => within(tree()).getByRole('treeitem', { name });

describe('the outline', () => {
  it('names each entry by its text in the chosen language, with what it is, as a tree', () => {
    render(<Harness path="menus/header-nav.json" deployed={headerNav} lang="ty" />);
    expect(tree()).toHaveAccessibleName('Outline of menus/header-nav.json');
    expect(item('Palakasan, menu item')).toHaveAttribute('aria-level', '1');
    expect(within(tree()).getAllByRole('treeitem').map((row) => row.getAttribute('data-node-id'))).toEqual(itemIds());
  });

  it('selects with a click or the arrow keys and shows the entry\'s texts per language', async () => {
    render(<Harness path="menus/header-nav.json" deployed={headerNav} />);
    await userEvent.click(item(/^Home,/));
    expect(item(/^Home,/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(item(/^Live Casino,/)).toHaveAttribute('aria-selected', 'true');
    expect(item(/^Live Casino,/)).toHaveFocus();
    const inspector = screen.getByRole('region', { name: 'Selected entry' });
    expect(within(inspector).getByRole('heading', { name: 'Live Casino' })).toBeInTheDocument();
    expect(within(inspector).getByLabelText('Label (EN)')).toHaveValue('Live Casino');
    expect(within(inspector).getByLabelText('Label (TY)')).toHaveValue('Live na Casino');
    await userEvent.keyboard('{End}');
    expect(item(/^Point Mall,/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(item(/^Home,/)).toHaveFocus();
  });

  it('writes a TY text to the TY copy file, not the key into the document, and names the entry by it', async () => {
    render(<Harness path="menus/header-nav.json" deployed={headerNav} lang="ty" />);
    await userEvent.click(item(/^Palakasan,/));
    const ty = screen.getByLabelText('Label (TY)');
    await userEvent.clear(ty);
    await userEvent.type(ty, 'Isports');
    expect(copyTexts(files[COPY_TY])['nav_sports']).toBe('Isports');
    expect(copyTexts(files[COPY_EN])['nav_sports']).toBeUndefined();
    expect(files['menus/header-nav.json']).toBe(headerNav);
    expect(item('Isports, menu item')).toBeInTheDocument();
    // All that typing is one edit: one undo brings the deployed text back.
    await userEvent.click(screen.getByRole('button', { name: /Undo/ }));
    expect(copyTexts(files[COPY_TY])['nav_sports']).toBeUndefined();
    expect(item('Palakasan, menu item')).toBeInTheDocument();
  });

  it('edits a prop in the form generated from the widget\'s props schema: the JSON changes', async () => {
    render(<Harness path="screens/promo.json" deployed={screenText} />);
    await userEvent.click(item('Promotions, Heading'));
    const level = screen.getByRole('spinbutton', { name: /Level/ });
    expect(level).toHaveValue(1);
    await userEvent.clear(level);
    await userEvent.type(level, '3');
    expect(documentOf('screens/promo.json').body[0]?.props).toEqual({ text: 'nav_promotions', level: 3 });
    // The Section's layout is an enum: a select of its values.
    await userEvent.click(item('Why play with us, Section'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Layout/ }), 'grid');
    expect(documentOf('screens/promo.json').body[1]?.props).toEqual({ title: 'home_why_title', layout: 'grid' });
  });

  it('shows a text nested in a prop (a tile\'s label) as its text, and writes it to the copy', async () => {
    const tiles = JSON.stringify({ kind: 'screen', schemaVersion: 2, id: 'tiles', body: [{ type: 'CategoryTiles', id: 'tiles', props: { tiles: [{ id: 'rng', label: 'nav_slots', to: '/rng' }] } }] });
    render(<Harness path="screens/tiles.json" deployed={tiles} lang="ty" />);
    await userEvent.click(item('tiles, CategoryTiles'));
    const label = screen.getByRole('textbox', { name: /^label/i });
    expect(label).toHaveValue('Mga Slot');
    await userEvent.type(label, ' ngayon');
    expect(copyTexts(files[COPY_TY])['nav_slots']).toBe('Mga Slot ngayon');
    expect(files['screens/tiles.json']).toBe(tiles);
  });

  it('adds a widget from the catalogue, moves it, hides it, deletes it; undo and redo take each step back and forth', async () => {
    render(<Harness path="screens/promo.json" deployed={screenText} />);
    await userEvent.click(item('Promotions, Heading'));
    await userEvent.click(screen.getByRole('button', { name: '+ Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add from the widget catalogue' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'text');
    await userEvent.click(within(dialog).getByRole('option', { name: /^Text/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Text' }));
    expect(bodyIds()).toEqual(['promo-title', 'text', 'promo-section']);
    // Its text is new copy in both languages, named after it, and it is selected to be written.
    const added = documentOf('screens/promo.json').body[1];
    expect(added?.props?.['text']).toBe('text_text');
    expect(copyTexts(files[COPY_EN])['text_text']).toBe('New Text text');
    expect(copyTexts(files[COPY_TY])['text_text']).toBe('Bagong teksto ng Text');
    expect(item('New Text text, Text')).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('button', { name: /Move up/ }));
    expect(bodyIds()).toEqual(['text', 'promo-title', 'promo-section']);
    await userEvent.click(screen.getByRole('button', { name: /Hide/ }));
    expect(documentOf('screens/promo.json').body[0]?.when).toEqual({ any: [] });
    expect(item('New Text text, Text, hidden')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    expect(bodyIds()).toEqual(['promo-title', 'promo-section']);

    // Ctrl+Z on the page: back to hidden, then shown and in its place; Ctrl+Shift+Z and Redo go forward again.
    tree().focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(bodyIds()).toEqual(['text', 'promo-title', 'promo-section']);
    expect(documentOf('screens/promo.json').body[0]?.when).toEqual({ any: [] });
    await userEvent.keyboard('{Control>}z{/Control}{Control>}z{/Control}');
    expect(bodyIds()).toEqual(['promo-title', 'text', 'promo-section']);
    expect(documentOf('screens/promo.json').body[1]?.when).toBeUndefined();
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(bodyIds()).toEqual(['text', 'promo-title', 'promo-section']);
    await userEvent.click(screen.getByRole('button', { name: /Redo/ }));
    await userEvent.click(screen.getByRole('button', { name: /Redo/ }));
    expect(bodyIds()).toEqual(['promo-title', 'promo-section']);
    expect(screen.getByRole('button', { name: /Redo/ })).toBeDisabled();
    // Undoing the add takes its new copy away too.
    for (let step = 0; step < 4; step++) await userEvent.click(screen.getByRole('button', { name: /Undo/ }));
    expect(bodyIds()).toEqual(['promo-title', 'promo-section']);
    expect(copyTexts(files[COPY_EN])['text_text']).toBeUndefined();
    expect(screen.getByRole('button', { name: /Undo/ })).toBeDisabled();
  });

  it('shows a hidden entry again with its own condition', async () => {
    render(<Harness path="menus/header-nav.json" deployed={headerNav} />);
    await userEvent.click(item(/^VIP,/));
    const before = documentOf('menus/header-nav.json').items.find((entry) => entry.id === 'vip')?.when;
    await userEvent.click(screen.getByRole('button', { name: /Hide/ }));
    expect(item('VIP, menu item, hidden')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Show/ }));
    expect(documentOf('menus/header-nav.json').items.find((entry) => entry.id === 'vip')?.when).toEqual(before);
  });

  it('reorders a menu by drag, and by Alt+arrow on the selected item', async () => {
    render(<Harness path="menus/header-nav.json" deployed={headerNav} />);
    drag(item(/^Sports,/), item(/^Home,/));
    expect(itemIds().slice(0, 3)).toEqual(['sports', 'home', 'lottery']);
    expect(within(tree()).getAllByRole('treeitem').map((row) => row.getAttribute('data-node-id')).slice(0, 2)).toEqual(['sports', 'home']);
    expect(item(/^Sports,/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(itemIds().slice(0, 2)).toEqual(['home', 'sports']);
    expect(item(/^Sports,/)).toHaveFocus();
  });

  it('lists each of the register form\'s fields once: the tabs, which list them again, start closed', () => {
    render(<Harness path="forms/register.json" deployed={readFileSync('schemas/forms/register.json', 'utf8')} />);
    expect(within(tree()).getAllByRole('treeitem', { name: /^Payee name,/ })).toHaveLength(1);
    expect(within(tree()).getAllByRole('treeitem', { name: /, tab$/ }).map((tab) => tab.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false']);
  });

  it('reorders a form tab\'s fields by drag', async () => {
    const register = readFileSync('schemas/forms/register.json', 'utf8');
    render(<Harness path="forms/register.json" deployed={register} />);
    const tab = within(tree()).getAllByRole('treeitem', { name: /, tab$/ })[0]!;
    // A tab starts closed: → opens it.
    expect(tab).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(tab);
    await userEvent.keyboard('{ArrowRight}');
    const refs = within(tab).getAllByRole('treeitem');
    drag(refs[1]!, refs[0]!);
    const tabs = (JSON.parse(files['forms/register.json'] ?? '{}') as { tabs: { fields: string[] }[] }).tabs;
    expect(tabs[0]?.fields.slice(0, 2)).toEqual(['countryDialingCode', 'username']);
  });
});
