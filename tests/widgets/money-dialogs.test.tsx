import { describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/app/overlays/dialog-host';
import { en } from '@/i18n/locales/en';
import { ty } from '@/i18n/locales/ty';
import { memberEn } from '@/i18n/locales/member-en';
import { memberTy } from '@/i18n/locales/member-ty';
import type { ScreenDocument } from '@/schema/types';
import { listSchemaFiles } from '../../scripts/schemas/schema-files';
import { repoSchema } from '../fixtures/fake-schema-sources';
import { logInAs, renderScreen, withPlatformHarness } from '../fixtures/data-widgets';

withPlatformHarness();

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('dialogs about money say what they are about', () => {
  it('no dialog is titled "Prompt": no copy says it, no code asks for the old key', () => {
    const texts = [en, ty, memberEn, memberTy].flatMap((locale) => Object.values(locale));
    expect(texts.filter((text) => /^(prompt|paalala)$/i.test(String(text).trim()))).toEqual([]);
    expect(sourceFiles('src').filter((file) => readFileSync(file, 'utf8').includes('in_popup_prompt'))).toEqual([]);
  });

  it('every confirmation in the site’s documents has a title of its own', () => {
    const untitled: string[] = [];
    const visit = (node: unknown, file: string) => {
      if (Array.isArray(node)) return node.forEach((child) => visit(child, file));
      if (typeof node !== 'object' || node === null) return;
      const record = node as Record<string, unknown>;
      if (typeof record['confirm'] === 'string' && typeof record['confirmTitle'] !== 'string') untitled.push(`${file}: ${record['confirm']}`);
      Object.values(record).forEach((child) => visit(child, file));
    };
    for (const file of listSchemaFiles()) visit(repoSchema(file), file);
    expect(untitled).toEqual([]);
  });

  it('claiming cashback: the question is titled, names the amount and where it goes, and its yes names the action', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logInAs('player01');
    await renderScreen(repoSchema('screens/member/manualRebate.json') as unknown as ScreenDocument, { extra: <DialogHost /> });
    const waiting = await screen.findByText('Cashback to claim');
    const figure = within(waiting.parentElement!).getByRole('definition');
    expect(figure.textContent).toMatch(/^P [\d,]+\.\d\d$/);
    // The figure shows "P 1,234.00"; the question, a sentence, writes it with the currency's name (issue 38).
    const amount = within(figure).getByRole('img').getAttribute('aria-label') ?? '';
    expect(amount).toMatch(/^[\d,]+\.\d\d pesos$/);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim cashback' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Claim cashback' });
    expect(dialog).toHaveTextContent(`Claim ${amount} of cashback? It goes into your main wallet at once.`);
    expect(within(dialog).getByRole('button', { name: 'Claim cashback' })).toHaveClass('button--primary');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });
});
