import { readFileSync } from 'node:fs';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { drag } from './support/drag';
import userEvent from '@testing-library/user-event';
import { ReorderPanel } from '@/studio/panels';
import { moveEntry, reorderableLists } from '@/studio/reorder';
import { TranslationProvider } from '@/i18n/use-translation';
import { createI18n } from '@/i18n/i18n';

/** The panel wired as the studio wires it: a move rewrites the document's text, and the lists are read back from it. */
function Harness({ initial, onText }: { initial: string; onText: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const move = (pointer: string, from: number, to: number) => {
    const next = moveEntry(text, pointer, from, to);
    if (next) {
      setText(next);
      onText(next);
    }
  };
  return (
    <TranslationProvider i18n={createI18n('en')}>
      <ReorderPanel lists={reorderableLists(JSON.parse(text))} onMove={move} />
    </TranslationProvider>
  );
}

const headerNav = readFileSync('schemas/menus/header-nav.json', 'utf8');
const order = (text: string) => (JSON.parse(text) as { items: { id: string }[] }).items.map((item) => item.id);

describe('the reorder panel', () => {
  it('dragging sports onto home writes sports first into the JSON', () => {
    let text = headerNav;
    render(<Harness initial={headerNav} onText={(next) => (text = next)} />);
    const list = screen.getByRole('region', { name: 'Reorder Menu items' });
    const item = (id: string) => within(list).getByText(id).closest('li')!;
    drag(item('sports'), item('home'));
    expect(order(text).slice(0, 3)).toEqual(['sports', 'home', 'lottery']);
    expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('data-entry')).slice(0, 2)).toEqual(['sports', 'home']);
  });

  it('moves with the keyboard: the up and down buttons, disabled at the ends', async () => {
    let text = headerNav;
    render(<Harness initial={headerNav} onText={(next) => (text = next)} />);
    expect(screen.getByRole('button', { name: 'Move home up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move point-mall down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move home down' }));
    expect(order(text).slice(0, 2)).toEqual(['lottery', 'home']);
    screen.getByRole('button', { name: 'Move point-mall up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(order(text).slice(-2)).toEqual(['point-mall', 'vip']);
  });

  it('says what can be reordered when the document has no such list', () => {
    render(<TranslationProvider i18n={createI18n('en')}><ReorderPanel lists={[]} onMove={() => undefined} /></TranslationProvider>);
    expect(screen.getByText(/Only the items of a menu and the fields of a form/)).toBeInTheDocument();
  });

  it('speaks the studio\'s language: TY says it and names the move buttons in TY', () => {
    render(<TranslationProvider i18n={createI18n('ty')}><ReorderPanel lists={reorderableLists(JSON.parse(headerNav))} onMove={() => undefined} /></TranslationProvider>);
    expect(screen.getByRole('button', { name: 'Itaas ang lottery' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ibaba ang home' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ayusin ang Mga item ng menu' })).toBeInTheDocument();
    cleanup();
    render(<TranslationProvider i18n={createI18n('ty')}><ReorderPanel lists={[]} onMove={() => undefined} /></TranslationProvider>);
    expect(screen.getByText(/Ang mga item lang ng menu/)).toBeInTheDocument();
  });
});
