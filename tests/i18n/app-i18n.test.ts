import { describe, expect, it, vi } from 'vitest';
import { createAppI18n, switchLanguage, type RunTimeCopy } from '@/i18n/app-i18n';
import { ensureMemberTexts, memberTextsIn } from '@/i18n/member-texts';
import { accountTextsIn } from '@/i18n/account-texts';
import { memberEn } from '@/i18n/locales/member-en';
import { accountEn } from '@/i18n/locales/account-en';

describe('the app\'s languages (spec §1)', () => {
  it('starts in EN when nothing or an unsupported language was saved', async () => {
    expect((await createAppI18n(null)).language).toBe('en');
    expect((await createAppI18n('zh')).t('nav_sports')).toBe('Sports');
  });

  it('loads TY on demand and saves the choice as lang and hisLang', async () => {
    const i18n = await createAppI18n('en');
    expect(i18n.hasTexts('ty')).toBe(false);
    await switchLanguage(i18n, 'ty');
    expect(i18n.t('nav_sports')).toBe('Palakasan');
    expect(localStorage.getItem('lang')).toBe('ty');
    expect(localStorage.getItem('hisLang')).toBe('ty');
  });

  it('opens in the saved language', async () => {
    expect((await createAppI18n('ty')).t('nav_fish')).toBe('Pangingisda');
  });
});

describe('run-time copy over the bundled texts', () => {
  const copies: Record<string, Record<string, string>> = {
    en: { nav_sports: 'Sportsbook', promo_only_at_run_time: 'New at run time', data_saved: 'All set.' },
    ty: { nav_fish: 'Isda ng Lucky Star' },
  };
  const runTimeCopy: RunTimeCopy = (language) => Promise.resolve(copies[language] ?? {});

  it('overrides and extends the bundled texts before the first render; a key it lacks keeps the bundled text', async () => {
    const i18n = await createAppI18n('en', runTimeCopy);
    expect(i18n.t('nav_sports')).toBe('Sportsbook');
    expect(i18n.t('promo_only_at_run_time')).toBe('New at run time');
    expect(i18n.t('nav_fish')).toBe('Fishing');
  });

  it('keeps winning over texts bundled later (the member-centre chunk)', async () => {
    const i18n = await createAppI18n('en', runTimeCopy);
    await ensureMemberTexts(i18n);
    expect(i18n.t('data_saved')).toBe('All set.');
  });

  it('loads a language\'s copy with its bundle on a switch; a key neither TY layer has falls back to EN (copy, then bundle), never to a raw key', async () => {
    const load = vi.fn(runTimeCopy);
    const i18n = await createAppI18n('en', load);
    expect(load.mock.calls.map(([language]) => language)).toEqual(['en']);
    await switchLanguage(i18n, 'ty');
    expect(load.mock.calls.map(([language]) => language)).toEqual(['en', 'ty']);
    expect(i18n.t('nav_fish')).toBe('Isda ng Lucky Star');
    expect(i18n.t('nav_home')).not.toBe('nav_home');
    expect(i18n.t('promo_only_at_run_time')).toBe('New at run time');
    await switchLanguage(i18n, 'en');
    await switchLanguage(i18n, 'ty');
    expect(load).toHaveBeenCalledTimes(2); // once per language and page load
  });

  it('opens in the saved language with its copy and EN\'s, fetched together', async () => {
    const load = vi.fn(runTimeCopy);
    const i18n = await createAppI18n('ty', load);
    expect(load.mock.calls.map(([language]) => language).sort()).toEqual(['en', 'ty']);
    expect(i18n.t('nav_fish')).toBe('Isda ng Lucky Star');
    expect(i18n.t('nav_sports')).toBe('Palakasan');
  });

  it('serves the bundled texts when the copy cannot load', async () => {
    const i18n = await createAppI18n('en', () => Promise.reject(new Error('offline')));
    expect(i18n.t('nav_sports')).toBe('Sports');
  });
});

describe('the member and account texts, a chunk each after the first page (issue 37)', () => {
  it("are probed without a miss: on a page that shows none of their texts, their arrival re-renders nothing", async () => {
    const i18n = await createAppI18n('en');
    let told = 0;
    i18n.subscribe(() => told++);
    // A screen, the centre, the data widgets and the modal host ask whether the chunks are in before they arrive.
    expect(memberTextsIn(i18n)).toBe(false);
    expect(accountTextsIn(i18n)).toBe(false);
    expect(i18n.t('nav_slots')).toBe('Slots');
    await ensureMemberTexts(i18n);
    // Each probe used to count as a text on screen: every component that translates rendered again, at once, twice.
    expect(told).toBe(0);
    expect(memberTextsIn(i18n)).toBe(true);
    expect(accountTextsIn(i18n)).toBe(true);
    expect(i18n.t('data_saved')).toBe(memberEn['data_saved']);
  });

  it("load even when an operator's copy relabels one of their texts (the probe is the chunk, not a key)", async () => {
    const i18n = await createAppI18n('en', (language) => Promise.resolve(language === 'en' ? { data_saved: 'All set.', account_username: 'Player ID' } : {}));
    await ensureMemberTexts(i18n);
    expect(memberTextsIn(i18n)).toBe(true);
    expect(accountTextsIn(i18n)).toBe(true);
    expect(i18n.t('data_pages', { title: 'Bets' })).toBe('Pages of Bets');
    expect(i18n.t('account_password')).toBe(accountEn['account_password']);
    expect(i18n.t('data_saved')).toBe('All set.');
    expect(i18n.t('account_username')).toBe('Player ID');
  });

  it('come to every translator that asks, not only the first (the chunk is fetched once)', async () => {
    const first = await createAppI18n('en');
    const second = await createAppI18n('en');
    await ensureMemberTexts(first);
    await ensureMemberTexts(second);
    expect(second.t('data_saved')).toBe(memberEn['data_saved']);
    expect(second.t('account_password')).toBe(accountEn['account_password']);
  });
});
