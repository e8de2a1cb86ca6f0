import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDigits, groupedQuantity } from '@/i18n/number-text';
import { formatQuantity } from '@/widgets/data-kit/money';

/** What the site's numbers stood for, made as a format: a phone paid for its first making in a long task. */
const intlQuantity = (value: number, maxDecimals: number) => new Intl.NumberFormat('en-PH', { maximumFractionDigits: maxDecimals }).format(value);

describe('numbers written without making an Intl format (issue 37: the first format was a long task on a phone)', () => {
  it('a quantity reads exactly as Intl.NumberFormat writes it, for any double and up to four decimals', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 4 }), (value, maxDecimals) => {
        expect(groupedQuantity(value, maxDecimals)).toBe(intlQuantity(value, maxDecimals));
      }),
      { numRuns: 4000 },
    );
    // A VIP level's rebate (0.5 %, 1.25 %), points, trailing zeros dropped, carries, signs and the edges.
    for (const value of [0, -0, 0.5, 1.25, 0.1 + 0.2, 1.0005, 1.00005, 9.99995, -0.00001, -1.5, 1_000, 1234.5, 999_999.99999, 1e21, 1e-7, Number.MAX_VALUE, Number.MIN_VALUE]) {
      for (const maxDecimals of [0, 1, 2, 3, 4]) expect(groupedQuantity(value, maxDecimals), `${value} with at most ${maxDecimals}`).toBe(intlQuantity(value, maxDecimals));
    }
    expect(formatQuantity(1234.56785, 4)).toBe('1,234.5679');
    expect(formatQuantity(0.30000000000000004)).toBe('0.3');
    expect(formatQuantity(Number.NaN)).toBe('—');
  });

  it('the currencies’ decimals are the runtime’s own, for every currency it knows, in any case', () => {
    const currencies = Intl.supportedValuesOf('currency');
    expect(currencies.length).toBeGreaterThan(100);
    for (const code of currencies) {
      const runtime = new Intl.NumberFormat('en-PH', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;
      expect(currencyDigits(code), code).toBe(runtime);
      expect(currencyDigits(code.toLowerCase()), code.toLowerCase()).toBe(runtime);
    }
    // Codes the runtime does not know: two, as spec §9's P.
    expect(currencyDigits('XYZ')).toBe(2);
    expect(currencyDigits('P')).toBe(2);
  });
});
