// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { studioEn } from '@/i18n/locales/studio-en';
import { studioTy } from '@/i18n/locales/studio-ty';
import { studioTranslator } from '@/studio/studio-texts';

/** The studio's own interface is in EN and TY like the site's (the typecheck makes TY carry every EN key). */
describe('the studio\'s texts', () => {
  it('say everything in TY, with the EN text\'s placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((match) => match[1]).sort();
    const keys = Object.keys(studioEn) as (keyof typeof studioEn)[];
    // Names the same in both languages: the editor's name, the placeholders-only texts, and words TY borrows
    // (editor, password, merchant).
    const same = new Set(['studio_show_json', 'studio_text_in', 'studio_inspector_id', 'studio_kind_tab', 'studio_account_who', 'studio_history_meta', 'studio_role_editor', 'studio_password', 'studio_context_merchant', 'studio_pane_editor', 'studio_operation_id']);
    expect(keys.filter((key) => !same.has(key) && studioTy[key] === studioEn[key])).toEqual([]);
    expect(keys.filter((key) => JSON.stringify(placeholders(studioEn[key])) !== JSON.stringify(placeholders(studioTy[key])))).toEqual([]);
  });

  it('follow the page\'s language', () => {
    expect(studioTranslator('ty').t('studio_undo')).toBe('Ibalik');
    expect(studioTranslator('en').t('studio_add_confirm', { type: 'Heading' })).toBe('Add Heading');
  });
});
