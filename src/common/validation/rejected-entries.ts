import type { ValidationArguments } from 'class-validator';

/**
 * The entries of a list that fail `isValid`, quoted, with the verb for one or several: `"tiktok" is
 * not a source`, `"XX", "EU" are not country codes`. A 400 then names what was wrong, not only where.
 */
export function rejectedEntries(args: ValidationArguments, isValid: (entry: unknown) => boolean, one: string, many: string): string {
  const value: unknown = args.value;
  const failing = (Array.isArray(value) ? value : [value]).filter((entry) => !isValid(entry));
  const quoted = failing.map((entry) => JSON.stringify(String(entry)).slice(0, 80)).join(', ');
  return `${quoted} ${failing.length === 1 ? one : many}`;
}
