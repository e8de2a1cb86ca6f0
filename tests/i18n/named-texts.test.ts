import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEXT_KEY, textKeysNamedIn } from '@/i18n/named-texts';
import { createAppI18n } from '@/i18n/app-i18n';
import { ensureMemberTexts, memberTextsIn, waitsForMemberTexts } from '@/i18n/member-texts';
import { memberEn } from '@/i18n/locales/member-en';
import { accountEn } from '@/i18n/locales/account-en';
import { memberTy } from '@/i18n/locales/member-ty';
import { accountTy } from '@/i18n/locales/account-ty';

describe('the texts a document names (issue 37: which screens wait for the member texts)', () => {
  it('every member and account text has the shape of a key, so no document can name one unseen', () => {
    for (const key of [...Object.keys(memberEn), ...Object.keys(accountEn), ...Object.keys(memberTy), ...Object.keys(accountTy)]) expect(key).toMatch(TEXT_KEY);
  });

  it('finds keys in the title, in props at any depth, in fallbacks and children; not ids, types, fields or sentences', () => {
    const screen = {
      id: 'vip',
      title: 'nav_vip',
      body: [
        { id: 'ladder-section', type: 'Section', props: { title: 'vip_levels' }, children: [{ id: 'ladder', type: 'RecordTable', props: { source: { query: 'vipLevels' }, columns: [{ field: 'depositRequired', label: 'vip_deposit_required', format: 'money' }], rowActions: [{ id: 'claim', label: 'reward_claim', confirm: 'reward_claim_confirm' }] } }] },
        { id: 'x', type: 'Text', props: { text: 'Plain words an operator wrote.' }, fallback: { id: 'y', type: 'Text', props: { text: 'data_unknown_command' } } },
      ],
    };
    expect([...textKeysNamedIn(screen)].sort()).toEqual(['data_unknown_command', 'nav_vip', 'reward_claim', 'reward_claim_confirm', 'vip_deposit_required', 'vip_levels']);
  });

  it('finds every key however deep it is written', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(memberEn)), fc.array(fc.constantFrom('props', 'children', 'columns', 'when'), { maxLength: 6 }), (key, path) => {
        const document = path.reduceRight<unknown>((inner, name, index) => (index % 2 === 0 ? { [name]: inner } : [inner]), { label: key });
        expect(textKeysNamedIn(document).has(key)).toBe(true);
      }),
    );
  });
});

describe('whether a screen waits for the member texts', () => {
  it('a screen naming only the first page\'s texts (and the operator\'s copy) does not; one naming a member text does, until they are in', async () => {
    const i18n = await createAppI18n('en', (language) => Promise.resolve(language === 'en' ? { hot_matches_title: 'Hot matches' } : {}));
    expect(waitsForMemberTexts(i18n, new Set(['nav_slots', 'games_vendors', 'hot_matches_title', 'data_loading']))).toBe(false);
    expect(waitsForMemberTexts(i18n, new Set(['nav_slots', 'vip_levels']))).toBe(true);
    // Asking leaves no miss behind: the member texts' arrival re-renders nothing.
    let told = 0;
    i18n.subscribe(() => told++);
    await ensureMemberTexts(i18n);
    expect(told).toBe(0);
    expect(waitsForMemberTexts(i18n, new Set(['vip_levels']))).toBe(false);
    expect(i18n.t('vip_levels')).toBe(memberEn['vip_levels']);
  });

  it('in TY the same: the first page carries TY\'s first-page texts, and a screen naming a member text waits for TY\'s', async () => {
    const i18n = await createAppI18n('ty');
    expect(i18n.t('nav_slots')).not.toBe('nav_slots');
    expect(waitsForMemberTexts(i18n, new Set(['nav_slots', 'games_vendors', 'data_loading']))).toBe(false);
    expect(waitsForMemberTexts(i18n, new Set(['vip_levels']))).toBe(true);
    await ensureMemberTexts(i18n);
    expect(waitsForMemberTexts(i18n, new Set(['vip_levels']))).toBe(false);
    expect(i18n.t('vip_levels')).toBe(memberTy['vip_levels']);
    expect(i18n.t('account_password')).toBe(accountTy['account_password']);
  });

  it('a text key nothing holds (an operator\'s menu labelled with a member text) brings the member texts, and shows in words when they arrive', async () => {
    const i18n = await createAppI18n('en');
    let told = 0;
    i18n.subscribe(() => told++);
    expect(i18n.t('nav_slots')).toBe('Slots');
    await new Promise((settled) => setTimeout(settled, 0));
    expect(memberTextsIn(i18n)).toBe(false);
    // Words an operator wrote in place of a key never ask either.
    expect(i18n.t('Hot games tonight')).toBe('Hot games tonight');
    await new Promise((settled) => setTimeout(settled, 0));
    expect(memberTextsIn(i18n)).toBe(false);
    expect(i18n.t('vip_levels')).toBe('vip_levels');
    await expect.poll(() => memberTextsIn(i18n)).toBe(true);
    // The translator told its subscribers: the key on screen is drawn again, in words.
    expect(told).toBeGreaterThan(0);
    expect(i18n.t('vip_levels')).toBe(memberEn['vip_levels']);
  });
});
