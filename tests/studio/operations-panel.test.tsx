import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TranslationProvider } from '@/i18n/use-translation';
import { createI18n } from '@/i18n/i18n';
import { OperationsPanel } from '@/studio/operations-panel';

function renderPanel(language: string, onAdd: (operation: unknown) => void = () => undefined) {
  render(
    <TranslationProvider i18n={createI18n(language)}>
      <OperationsPanel operations={[]} ids={['home', 'sports']} onAdd={onAdd} onRemove={() => undefined} onMove={() => undefined} />
    </TranslationProvider>,
  );
}

describe("the override's operations form", () => {
  it('says what is missing in the studio\'s language, the place word translated too, and keeps what was typed', async () => {
    renderPanel('ty');
    await userEvent.type(screen.getByRole('combobox', { name: 'Id' }), 'sports');
    await userEvent.click(screen.getByRole('button', { name: 'Idagdag ang move' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kailangan ng move ang id na paglalagyan nito (bago)');
    expect(screen.getByRole('combobox', { name: 'Id' })).toHaveValue('sports');
  });

  it('in EN says the same in English, and adds the operation once it is whole', async () => {
    const added: unknown[] = [];
    renderPanel('en', (operation) => added.push(operation));
    await userEvent.click(screen.getByRole('button', { name: 'Add move' }));
    expect(screen.getByRole('alert')).toHaveTextContent('move needs the id of the item it changes');
    await userEvent.type(screen.getByRole('combobox', { name: 'Id' }), 'sports');
    await userEvent.type(screen.getByRole('combobox', { name: 'Of id' }), 'home');
    await userEvent.click(screen.getByRole('button', { name: 'Add move' }));
    expect(added).toEqual([{ op: 'move', id: 'sports', before: 'home' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
