import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { Translator } from '@/i18n/translator';
import { TranslationProvider, useTranslation } from '@/i18n/use-translation';
import { createI18n } from '@/i18n/i18n';

function translator(language = 'en') {
  return new Translator({
    language,
    fallbackLanguage: 'en',
    texts: {
      en: { hello: 'Hello {{name}}', every_one: 'A draw every minute', every_other: 'A draw every {{count}} minutes', items_zero: 'No items', items_other: '{{count}} items', only_en: 'Only in EN', spaced: 'Won {{ amount }} on {{game}}' },
      ty: { hello: 'Kumusta {{name}}' },
    },
  });
}

describe('the translator (the site\'s texts, spec §1)', () => {
  it('fills {{name}} placeholders, with spaces inside the braces, and leaves a name the call does not give as written', () => {
    const i18n = translator();
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(i18n.t('spaced', { amount: 250 })).toBe('Won 250 on {{game}}');
    expect(i18n.t('hello')).toBe('Hello {{name}}');
  });

  it('picks the plural form by count (and the zero form when the texts have one), as the lottery\'s "every N minutes" needs', () => {
    const i18n = translator();
    expect(i18n.t('every', { count: 1 })).toBe('A draw every minute');
    expect(i18n.t('every', { count: 5 })).toBe('A draw every 5 minutes');
    expect(i18n.t('items', { count: 0 })).toBe('No items');
    expect(i18n.t('items', { count: 3 })).toBe('3 items');
    expect(i18n.t('every', { count: 0 })).toBe('A draw every 0 minutes');
  });

  it('falls back to EN for a key the language lacks, then to defaultValue, then to the key itself', () => {
    const i18n = translator('ty');
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Kumusta Ana');
    expect(i18n.t('only_en')).toBe('Only in EN');
    expect(i18n.t('games_draw_state_open', { defaultValue: 'OPEN' })).toBe('OPEN');
    expect(i18n.t('no_such_key')).toBe('no_such_key');
    expect(i18n.exists('only_en', { lng: 'ty' })).toBe(true);
    expect(i18n.exists('no_such_key')).toBe(false);
  });

  it('lets a bundle fill gaps only and run-time copy replace texts, and shares nothing between translators', () => {
    const i18n = translator();
    i18n.addTexts('en', { hello: 'Bundled later', fresh: 'Fresh' }, { overwrite: false });
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(i18n.t('fresh')).toBe('Fresh');
    i18n.addTexts('en', { hello: 'Operator says hi {{name}}' }, { overwrite: true });
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Operator says hi Ana');
    // Two translators built from the same texts: copy added to one never shows in the other (schemas:render renders merchants one after another).
    const croupier = createI18n('en');
    const luckystar = createI18n('en');
    luckystar.addTexts('en', { home_hero_title: 'Live tables and lucky jackpots, every night' }, { overwrite: true });
    expect(croupier.t('home_hero_title')).toBe('Play the biggest jackpots in the Philippines');
  });

  it("adds into its own copy: the objects it is given (a bundle module's texts, an operator's copy) never change", () => {
    const i18n = translator();
    const bundle = { first: 'First' };
    const copy = { first: 'Operator first' };
    i18n.addTexts('xx', bundle, { overwrite: false });
    i18n.addTexts('xx', { second: 'Second', first: 'Ignored' }, { overwrite: false });
    i18n.addTexts('xx', copy, { overwrite: true });
    expect([i18n.exists('second', { lng: 'xx' }), bundle, copy]).toEqual([true, { first: 'First' }, { first: 'Operator first' }]);
    // A bundle's key that is also a name of every object's prototype is still a gap the bundle fills.
    i18n.addTexts('en', { toString: 'To string' }, { overwrite: false });
    expect(i18n.t('toString')).toBe('To string');
  });

  it('hands out a new t after a change, so memoised texts follow it', async () => {
    const i18n = translator();
    const before = i18n.t;
    await i18n.changeLanguage('ty');
    expect(i18n.language).toBe('ty');
    expect(i18n.t).not.toBe(before);
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Kumusta Ana');
  });

  it('tells its subscribers of added texts only when a text on screen changes (a bundle of keys nobody asked for re-renders nothing)', async () => {
    const i18n = translator();
    let told = 0;
    i18n.subscribe(() => told++);
    expect(i18n.t('greeting')).toBe('greeting');
    expect(i18n.exists('mc_title')).toBe(false);

    // The member texts arrive while a visitor's page shows: none of their keys was asked for.
    i18n.addTexts('en', { mc_wallet: 'Wallet', mc_deposit: 'Deposit' }, { overwrite: false });
    expect(told).toBe(0);
    expect(i18n.t('mc_wallet')).toBe('Wallet');
    // A bundle never replaces, so one that repeats a shown text changes nothing either.
    i18n.addTexts('en', { hello: 'Hi {{name}}' }, { overwrite: false });
    expect(told).toBe(0);
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Hello Ana');
    // Run-time copy with the same text as shown: nothing; with another: told.
    i18n.addTexts('en', { hello: 'Hello {{name}}' }, { overwrite: true });
    expect(told).toBe(0);
    i18n.addTexts('en', { hello: 'Welcome {{name}}' }, { overwrite: true });
    expect(told).toBe(1);
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Welcome Ana');

    // A key that was shown as itself, and one exists() said was missing, are told when they come.
    i18n.addTexts('en', { greeting: 'Good evening' }, { overwrite: false });
    expect(told).toBe(2);
    expect(i18n.t('greeting')).toBe('Good evening');
    i18n.addTexts('en', { mc_title: 'Member centre' }, { overwrite: false });
    expect(told).toBe(3);
    expect(i18n.exists('mc_title')).toBe(true);

    // TY shown from EN's fallback: the TY text is told when its bundle comes; a language's first texts always are.
    await i18n.changeLanguage('ty');
    told = 0;
    expect(i18n.t('only_en')).toBe('Only in EN');
    i18n.addTexts('ty', { only_en: 'Sa EN lang dati' }, { overwrite: false });
    expect(told).toBe(1);
    expect(i18n.t('only_en')).toBe('Sa EN lang dati');
    i18n.addTexts('zh', { hello: '你好' }, { overwrite: false });
    expect(told).toBe(2);
  });

  it('knows which named chunks of texts it holds (addBundle, hasBundle), and the probe leaves no miss: the chunk\'s arrival tells nobody', () => {
    const i18n = translator();
    let told = 0;
    i18n.subscribe(() => told++);
    expect(i18n.hasBundle('member')).toBe(false);
    // An operator's copy of one of the chunk's texts is not the chunk.
    i18n.addTexts('en', { data_retry: 'Have another go' }, { overwrite: true });
    expect(i18n.hasBundle('member')).toBe(false);
    told = 0;
    i18n.addBundle('member', 'en', { data_retry: 'Try again', data_empty: 'Nothing to show yet.' });
    expect(i18n.hasBundle('member')).toBe(true);
    expect(told).toBe(0);
    // A bundle fills gaps only: the copy keeps winning.
    expect(i18n.t('data_retry')).toBe('Have another go');
    expect(i18n.t('data_empty')).toBe('Nothing to show yet.');
    // A text shown with `t` before its chunk came is still told.
    expect(i18n.t('mc_title')).toBe('mc_title');
    i18n.addBundle('centre', 'en', { mc_title: 'Member centre' });
    expect(told).toBe(1);
    expect(new Translator({ language: 'en', fallbackLanguage: 'en', bundles: ['member'] }).hasBundle('member')).toBe(true);
  });

  it('tells of a plural form that was missed, once it comes', () => {
    const i18n = translator();
    let told = 0;
    i18n.subscribe(() => told++);
    expect(i18n.t('spins', { count: 3 })).toBe('spins');
    i18n.addTexts('en', { spins_other: '{{count}} free spins' }, { overwrite: false });
    expect(told).toBe(1);
    expect(i18n.t('spins', { count: 3 })).toBe('3 free spins');
  });
});

describe('TranslationProvider', () => {
  const Greeting = memo(function Greeting() {
    const { t } = useTranslation();
    return <p>{t('hello', { name: 'Ana' })}</p>;
  });

  it('re-renders what translates, memoised components included, when the language changes', async () => {
    const i18n = translator();
    render(
      <TranslationProvider i18n={i18n}>
        <Greeting />
      </TranslationProvider>,
    );
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ty'));
    expect(screen.getByText('Kumusta Ana')).toBeInTheDocument();
    act(() => i18n.addTexts('ty', { hello: 'Mabuhay {{name}}' }, { overwrite: true }));
    expect(screen.getByText('Mabuhay Ana')).toBeInTheDocument();
  });

  it('says what is missing when a component translates outside a provider', () => {
    expect(() => render(<Greeting />)).toThrow(/TranslationProvider/);
  });
});
