const COMPACT_STEPS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * "12.3K", "1.2M": Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
 * written out for the reason format-date.ts gives (a page's first Intl formatter starts ICU on the
 * main thread). format-number.spec.ts checks it against Intl.
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
