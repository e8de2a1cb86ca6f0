/**
 * Numbers as the site writes them for a reader, the way `Intl.NumberFormat('en-PH', …)` writes them, without making a
 * format: the first `Intl.NumberFormat` of a page loads the runtime's locale data, and on a phone that first making
 * was a long task of its own inside the render that first showed a number (~20 ms for money; 37–51 ms for `/vip`'s
 * first percentage, 150–200 ms at Lighthouse's 4× CPU). Property tests hold each function equal to the format it
 * stands for, for every double.
 */

/**
 * `abs` (finite, not negative) with exactly `decimals` decimals, grouped by thousands: what
 * `new Intl.NumberFormat('en-PH', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })` writes. As ICU
 * does, it rounds the shortest decimal that reads back as the double (1.005 → "1.01", where `toFixed` says "1.00"),
 * half away from zero.
 */
export function groupedDigits(abs: number, decimals: number): string {
  // The shortest decimal of the double: its digits and where the point goes ("1.005e+0" → 1005, one whole digit).
  const [mantissa = '0', exponent = '0'] = abs.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const wholeDigits = Number(exponent) + 1;
  const whole = wholeDigits > 0 ? digits.slice(0, wholeDigits).padEnd(wholeDigits, '0') : '0';
  const fraction = wholeDigits > 0 ? digits.slice(wholeDigits) : '0'.repeat(-wholeDigits) + digits;
  let kept = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if ((fraction[decimals] ?? '0') >= '5') kept += 1n;
  const written = kept.toString().padStart(decimals + 1, '0');
  const wholePart = written.slice(0, written.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals > 0 ? `${wholePart}.${written.slice(written.length - decimals)}` : wholePart;
}

/**
 * `value` (finite) grouped, with at most `maxDecimals` decimals and no trailing zeros: what
 * `new Intl.NumberFormat('en-PH', { maximumFractionDigits: maxDecimals }).format(value)` writes, its minus included
 * (a negative value that rounds to zero, and -0, read "-0", as Intl writes them).
 */
export function groupedQuantity(value: number, maxDecimals: number): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const digits = groupedDigits(Math.abs(value), maxDecimals);
  return sign + (digits.includes('.') ? digits.replace(/\.?0+$/, '') : digits);
}

/**
 * The decimals of an ISO 4217 currency that are not two, as the runtime's currency data (CLDR) gives them to
 * `Intl.NumberFormat(…, { style: 'currency' })`; a test holds the table equal to it for every currency the runtime
 * knows. Any other code, known or not, has two.
 */
const CURRENCY_DECIMALS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    'AFN ALL BIF CLP COP DJF GNF HUF IDR IQD IRR ISK JPY KMF KPW KRW LAK LBP MGA MMK PKR PYG RWF SLL SOS SYP UGX VND VUV XAF XOF XPF YER'
      .split(' ')
      .map((code) => [code, 0]),
  ),
  ...Object.fromEntries('BHD JOD KWD LYD OMR TND'.split(' ').map((code) => [code, 3])),
};

/** How many decimals the currency has (PHP 2, JPY 0, KWD 3); 2 for a code the table does not hold. */
export function currencyDigits(code: string): number {
  return CURRENCY_DECIMALS[code.toUpperCase()] ?? 2;
}
