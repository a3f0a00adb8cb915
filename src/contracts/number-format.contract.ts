// Numbers as Intl.NumberFormat('en-US') writes them ("68,000", "1,234.567"; compact "12.3K"), written out.
//
// A page's first Intl formatter (and toLocaleString, which makes one) starts ICU on the main thread:
// 20 ms and more on the CI machine, inside the first render of whichever screen uses it first (issue
// 29). The server shares this with web/, so the words it builds from counts read the same.

/**
 * Grouped with commas, at most three decimals, as Intl's en-US default: rounded half away from zero
 * on the number's shortest decimal form (1.0005 is "1.001", though the double is a hair below it).
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value < 0 ? '-∞' : '∞';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const magnitude = Math.abs(value);
  // String() writes an exponent from 1e21 on; no count here comes near, so those keep Intl's own text.
  if (magnitude >= 1e21) return value.toLocaleString('en-US');
  // Below half a thousandth every digit rounds away (and String() would write an exponent below 1e-6).
  const [whole, fraction = ''] = magnitude < 0.0005 ? ['0'] : String(magnitude).split('.');
  let digits = `${whole}${fraction.slice(0, 3).padEnd(3, '0')}`;
  if (fraction.length > 3 && fraction[3]! >= '5') digits = (BigInt(digits) + 1n).toString().padStart(4, '0');
  const grouped = digits.slice(0, -3).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = digits.slice(-3).replace(/0+$/, '');
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

const COMPACT_STEPS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * "12.3K", "1.2M": Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
 * written out like formatNumber.
 */
export function formatCompactNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const oneDecimal = (number: number) => Math.round(number * 10) / 10;
  // The step is chosen on the value, then the rounding may carry it into the next (999,950 is 1M).
  const stepIndex = COMPACT_STEPS.findIndex(({ size }) => abs >= size);
  const shown = stepIndex === -1 ? oneDecimal(abs) : oneDecimal(abs / COMPACT_STEPS[stepIndex].size);
  if (shown >= 1000 && stepIndex !== 0) {
    const bigger = COMPACT_STEPS[stepIndex === -1 ? COMPACT_STEPS.length - 1 : stepIndex - 1];
    return `${sign}${oneDecimal(abs / bigger.size)}${bigger.suffix}`;
  }
  return `${sign}${shown}${stepIndex === -1 ? '' : COMPACT_STEPS[stepIndex].suffix}`;
}
