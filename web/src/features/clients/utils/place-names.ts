import { isLanguageCode, marketCodeOf } from '@contracts/clients.contract';
import { isCountryCode } from '@contracts/trend-source-settings.contract';
import { onFirstUse } from '@/lib/on-first-use';

const regionNames = onFirstUse(() => new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }));
const languageNames = onFirstUse(() => new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }));

/** "GB" → "United Kingdom"; null for a code the server refuses (isCountryCode). "UK" reads as "GB", as on the server. */
export function countryName(code: string): string | null {
  const upper = normalizeMarket(code);
  if (!isCountryCode(upper)) return null;
  try {
    const name = regionNames().of(upper);
    return name && name !== 'Unknown Region' ? name : null;
  } catch {
    return null;
  }
}

/** A typed market code as the API keeps it: upper case, "UK" as "GB". */
export const normalizeMarket = marketCodeOf;

/** "ga" → "Irish"; null for a code the server refuses (isLanguageCode). */
export function languageName(code: string): string | null {
  const lower = normalizeLanguage(code);
  if (!isLanguageCode(lower)) return null;
  try {
    return languageNames().of(lower) ?? null;
  } catch {
    return null;
  }
}

export function normalizeLanguage(code: string): string {
  return code.trim().toLowerCase();
}

/** The markets a client usually picks from, offered while typing a code. */
export const COMMON_MARKETS = [
  'GB',
  'US',
  'IE',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'BE',
  'SE',
  'NO',
  'DK',
  'FI',
  'PL',
  'PT',
  'AT',
  'CH',
  'CA',
  'AU',
  'NZ',
  'IN',
  'SG',
  'AE',
  'ZA',
  'JP',
  'BR',
  'MX',
] as const;

/** The languages offered while typing a code. */
export const COMMON_LANGUAGES = ['en', 'ga', 'cy', 'de', 'fr', 'es', 'it', 'nl', 'sv', 'no', 'da', 'fi', 'pl', 'pt', 'ja'] as const;
