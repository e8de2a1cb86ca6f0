// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { enBundle } from '@/i18n/en-bundle';
import { texts } from '@/i18n/i18n';
import { memberEn } from '@/i18n/locales/member-en';
import { accountEn } from '@/i18n/locales/account-en';
import { hasWords } from '../../scripts/schemas/language-coverage';
import { SAME_IN_EVERY_LANGUAGE } from './same-in-every-language';

/**
 * TY is a language of its own, not EN with a few words changed: every bundled text a TY visitor can meet is
 * written in TY. The typecheck already makes TY carry every EN key; this test catches the other way of
 * leaving EN in TY — a TY entry that is the EN text copied. (The rendered documents are checked in
 * tests/renderer/document-matrix.test.ts, which also sees text that never went through a key.)
 */
const en: Readonly<Record<string, string>> = { ...enBundle, ...accountEn, ...memberEn };
const ty: Readonly<Record<string, string>> = texts.ty;

describe('the TY texts', () => {
  it('carry every EN key', () => {
    expect(Object.keys(en).filter((key) => !(key in ty))).toEqual([]);
  });

  it('say nothing in EN: a TY text equal to its EN text is a name the same in every language, or a number', () => {
    const copied = Object.keys(en)
      .filter((key) => ty[key] === en[key] && hasWords(en[key] ?? '') && !SAME_IN_EVERY_LANGUAGE.has(en[key] ?? ''))
      .map((key) => `${key}: "${en[key] ?? ''}"`);
    expect(copied, 'TY entries that are the EN text: translate them (src/i18n/locales/*-ty.ts), or add a name to tests/i18n/same-in-every-language.ts with the reason').toEqual([]);
  });

  it('name the header’s, the centres’ and the wallets’ labels in TY', () => {
    for (const key of ['acct_withdraw', 'acct_agent_centre', 'acct_cashback', 'header_account', 'mc_title', 'ac_title', 'mc_reward_center', 'nav_home', 'nav_slots', 'nav_live']) expect(ty[key], key).not.toBe(en[key]);
    expect([1, 2, 3, 4].map((id) => ty[`wallet_name_${id}`])).toEqual(['Pangunahing wallet', 'Wallet ng palakasan', 'Wallet ng live na casino', 'Wallet ng loterya']);
  });

  it('keep every placeholder of the EN text ({{amount}} in EN is {{amount}} in TY)', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((match) => match[1]).sort();
    const lost = Object.keys(en).filter((key) => JSON.stringify(placeholders(en[key] ?? '')) !== JSON.stringify(placeholders(ty[key] ?? '')));
    expect(lost).toEqual([]);
  });
});
