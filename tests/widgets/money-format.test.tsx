import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TranslationProvider } from '@/i18n/use-translation';
import { createI18n } from '@/i18n/i18n';
import { MemoryRouter } from '@/renderer/navigation';
import { ActionProvider } from '@/renderer/action-context';
import { usePvpStore } from '@/stores/game-pvp-store';
import { useWalletStore } from '@/stores/wallet-store';
import PvpRooms from '@/widgets/pvp-rooms/pvp-rooms';
import { BalancePill } from '@/widgets/account-bar/balance-pill';
import { formatCell } from '@/widgets/data-kit/format';
import { currencyDecimals, formatMoney, spokenMoney } from '@/widgets/data-kit/money';
import { confirmParams } from '@/widgets/data-kit/confirm-params';

/** What a member may see for an amount: symbol, grouped digits, exactly two decimals, no exponent. */
const PESO = /^-?P \d{1,3}(,\d{3})*\.\d{2}$/;
const t = (key: string) => key;

describe('the one money format (issue 26)', () => {
  it('never shows float noise: any finite double is the symbol and two decimals', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatMoney(value, { symbol: 'P', code: 'PHP' });
        expect(text).toMatch(PESO);
        expect(text).not.toMatch(/e[+-]?\d/i);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the sum of float steps exact to the cent, as a wallet after many bets would', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100_000, max: 100_000 }), { minLength: 1, maxLength: 40 }), (cents) => {
        const floatSum = cents.reduce((sum, cent) => sum + cent / 100, 0);
        const exact = cents.reduce((sum, cent) => sum + cent, 0);
        const digits = (Math.abs(exact) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
        expect(formatMoney(floatSum, 'P')).toBe(exact < 0 ? `-P ${digits}` : `P ${digits}`);
      }),
    );
  });

  it('writes the digits Intl.NumberFormat writes for the currency\'s decimals, for any double, without making one', () => {
    const codes = new Map([[0, 'JPY'], [2, 'PHP'], [3, 'KWD']]);
    const intl = (value: number, decimals: number) => new Intl.NumberFormat('en-PH', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: 0 }), fc.constantFrom(0, 2, 3), (value, decimals) => {
        expect(formatMoney(value, { symbol: '', code: codes.get(decimals) })).toBe(intl(value, decimals));
      }),
      { numRuns: 3000 },
    );
    // Amounts a wallet has, and the edges: halves, carries into a new group, the shortest decimal over the double's
    // binary value (1.005 is 1.00499… in binary; Intl and the site say 1.01), the largest and smallest doubles.
    for (const value of [0, 1.005, 2.675, 0.995, 999.995, 999_999.5, 0.5, 1e21, 1e23, 123_456_789.125, Number.MAX_VALUE, Number.MIN_VALUE, 1e-7]) {
      for (const [decimals, code] of codes) expect(formatMoney(value, { symbol: '', code }), `${value} with ${decimals} decimals`).toBe(intl(value, decimals));
    }
    expect(formatMoney(1.005, 'P')).toBe('P 1.01');
    expect(formatMoney(999.995, 'P')).toBe('P 1,000.00');
  });

  it('rounds the classic cases and drops the sign of an amount that rounds to zero', () => {
    expect(formatMoney(0.1 * 3 * 10, 'P')).toBe('P 3.00');
    expect(formatMoney(0.1 + 0.2, 'P')).toBe('P 0.30');
    expect(formatMoney(1234.5, 'P')).toBe('P 1,234.50');
    expect(formatMoney(-20, 'P')).toBe('-P 20.00');
    expect(formatMoney(-0.001, 'P')).toBe('P 0.00');
    expect(formatMoney(Number.NaN, 'P')).toBe('—');
  });

  it('uses the decimals of the platform’s currency', () => {
    expect(currencyDecimals('PHP')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
    expect(currencyDecimals('not a code')).toBe(2);
    expect(formatMoney(1500.4, { symbol: '¥', code: 'JPY' })).toBe('¥ 1,500');
    expect(formatMoney(1.2345, { symbol: 'KD', code: 'KWD' })).toBe('KD 1.235');
  });

  it('is what money and number cells show (records, wallets, points)', () => {
    expect(formatCell(0.30000000000000004, 'money', { t, currency: { symbol: 'P', code: 'PHP' } })).toBe('P 0.30');
    expect(formatCell('1500.5', 'money', { t })).toBe('P 1,500.50');
    expect(formatCell(12000.000000000002, 'number', { t })).toBe('12,000');
    expect(formatCell(12.5, 'percent', { t })).toBe('12.5%');
  });
});

describe('amounts on the page', () => {
  it('/pvp shows each room’s minimum bet as money, not float noise', () => {
    usePvpStore.setState({
      rooms: { '': { phase: 'ready', rooms: [{ roomId: 'r1', roomName: 'Tongits · Table 3', gameId: 'g1', vassalage: 'KM', minBet: 0.1 * 3 * 10, players: 2, maxPlayers: 6 }] } },
    });
    render(
      <TranslationProvider i18n={createI18n('en')}>
        <MemoryRouter path="/pvp">
          <ActionProvider value={() => undefined}>
            <PvpRooms props={{}} nodeId="rooms">{null}</PvpRooms>
          </ActionProvider>
        </MemoryRouter>
      </TranslationProvider>,
    );
    expect(screen.getByText('Min bet P 3.00')).toBeInTheDocument();
    // A card's label keeps its figure and is said with the currency's name (issue 38).
    expect(screen.getByText('Min bet P 3.00')).toHaveAccessibleName('Min bet 3.00 pesos');
    expect(screen.queryByText(/0000000/)).not.toBeInTheDocument();
  });

  it('the header balance uses the same format', () => {
    useWalletStore.setState({ balance: { sumBalance: 1000.1 + 0.2, balance: [], currency: 'PHP', currencySymbol: 'P' }, updating: false, hidden: false, refresh: async () => undefined });
    render(
      <TranslationProvider i18n={createI18n('en')}>
        <BalancePill />
      </TranslationProvider>,
    );
    expect(screen.getByTestId('balance')).toHaveTextContent('P 1,000.30');
    // Seen with the letter, said with the currency's name (issue 38).
    expect(screen.getByTestId('balance')).toHaveAccessibleName('1,000.30 pesos');
  });
});

describe('amounts said to a screen reader (issue 38)', () => {
  const en = createI18n('en');
  const ty = createI18n('ty');
  const say = (translator: typeof en) => (key: string, options?: Record<string, unknown>) => translator.t(key, options);

  it('names the currency the platform names, in EN and TY, never its letter', () => {
    expect(spokenMoney(1500, { symbol: 'P', code: 'PHP' }, say(en))).toBe('1,500.00 pesos');
    expect(spokenMoney(1500, { symbol: 'P', code: 'PHP' }, say(ty))).toBe('1,500.00 piso');
    expect(spokenMoney(-20, { symbol: 'P', code: 'PHP' }, say(en))).toBe('minus 20.00 pesos');
    // spec §9's P before the balance names a code is the peso; a currency the texts do not name is said by its code.
    expect(spokenMoney(3, 'P', say(en))).toBe('3.00 pesos');
    expect(spokenMoney(1234, { symbol: '¥', code: 'JPY' }, say(en))).toBe('1,234 JPY');
    expect(spokenMoney(-0.001, { symbol: 'P', code: 'PHP' }, say(en))).toBe('0.00 pesos');
  });
});

describe('amounts inside a sentence (issue 38): written with the currency\u2019s name, for every player', () => {
  const peso = { symbol: 'P', code: 'PHP' };
  const en = createI18n('en');
  const ty = createI18n('ty');
  const say = (translator: typeof en) => (key: string, options?: Record<string, unknown>) => translator.t(key, options);

  it('a confirmation names the amount as "300.00 pesos" (TY "300.00 piso"), never "P 300.00"', () => {
    const params = confirmParams({ withdrawId: 'W1', amount: 500 }, { amount: '300' }, peso, say(en));
    expect(params['amountMoney']).toBe('300.00 pesos');
    expect(en.t('withdraw_confirm', { ...params, payoutAccountIdLabel: 'GCash •••• 4567' })).toBe('Withdraw 300.00 pesos from your main wallet to GCash •••• 4567? The amount leaves your balance now.');
    const tyParams = confirmParams({ withdrawId: 'W1', amount: 500 }, {}, peso, say(ty));
    expect(ty.t('withdraw_received_confirm', tyParams)).toContain('dumating ang buong 500.00 piso ng withdrawal W1');
  });

  it('a limit error reads "below the minimum of 500.00 pesos" in EN and "500.00 piso" in TY', () => {
    expect(en.t('form_amount_below', { limit: spokenMoney(500, peso, say(en)) })).toBe('The amount is below the minimum of 500.00 pesos.');
    expect(ty.t('form_amount_below', { limit: spokenMoney(500, peso, say(ty)) })).toBe('Mas mababa ang halaga sa pinakamababang 500.00 piso.');
  });
});
