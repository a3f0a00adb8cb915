import { wordTokens } from './phrase-index.js';

/** The language cues a page declares, in the order they are trusted. */
export type DeclaredLanguage = {
  htmlLang: string | null;
  ogLocale: string | null;
  contentLanguage: string | null;
};

/**
 * Frequent words that are distinctive for one language (shared ones such as "de", "en", "la" are
 * left out), used only when the page declares no language.
 */
const STOPWORDS: Record<string, readonly string[]> = {
  en: ['the', 'and', 'with', 'your', 'you', 'that', 'this', 'for', 'are', 'from', 'our', 'have', 'will', 'what'],
  de: ['der', 'die', 'und', 'das', 'mit', 'für', 'ist', 'nicht', 'sie', 'den', 'auf', 'ein', 'eine', 'dein', 'ihre', 'wir'],
  fr: ['les', 'et', 'des', 'pour', 'une', 'est', 'vous', 'avec', 'dans', 'sur', 'du', 'nous', 'votre', 'aux'],
  es: ['los', 'las', 'para', 'una', 'con', 'por', 'del', 'que', 'tu', 'nuestro', 'nuestra', 'más', 'sus'],
  it: ['il', 'di', 'che', 'per', 'della', 'gli', 'nel', 'sono', 'una', 'con', 'alla', 'dei', 'anche'],
  nl: ['het', 'een', 'van', 'voor', 'met', 'niet', 'op', 'je', 'zijn', 'ook', 'wij', 'jouw', 'onze'],
  pt: ['os', 'para', 'com', 'uma', 'não', 'do', 'da', 'em', 'você', 'seu', 'sua', 'nosso', 'mais'],
};

const MIN_STOPWORD_HITS = 8;
const MIN_LEAD_RATIO = 1.5;

const STOPWORD_LANGUAGES: ReadonlyMap<string, readonly string[]> = (() => {
  const index = new Map<string, string[]>();
  for (const [language, words] of Object.entries(STOPWORDS)) {
    for (const word of words) {
      index.set(word, [...(index.get(word) ?? []), language]);
    }
  }
  return index;
})();

/**
 * The page language as a canonical BCP 47 tag (`en-US`, `de`): the declared `<html lang>`, then
 * og:locale, then Content-Language; failing those, a stopword count over the text when one
 * language clearly leads; else null.
 */
export function detectPageLanguage(declared: DeclaredLanguage, text: string): string | null {
  for (const candidate of [declared.htmlLang, declared.ogLocale, declared.contentLanguage]) {
    const tag = canonicalLanguageTag(candidate);
    if (tag) {
      return tag;
    }
  }
  return guessLanguageFromText(text);
}

/**
 * `en_us` → `en-US`; extensions and variants are dropped (`en-US-u-ca-gregory` → `en-US`), so the
 * tag stays short (at most 12 characters); a value that is not a language tag → null.
 */
export function canonicalLanguageTag(value: string | null | undefined): string | null {
  const first = (value ?? '').split(',')[0].trim().replace(/_/g, '-');
  if (first === '' || !/^[a-z]{2,3}(-|$)/i.test(first)) {
    return null;
  }
  try {
    const locale = new Intl.Locale(Intl.getCanonicalLocales(first)[0]);
    return [locale.language, locale.script, locale.region].filter(Boolean).join('-');
  } catch {
    return null;
  }
}

function guessLanguageFromText(text: string): string | null {
  const hits = new Map<string, number>();
  for (const token of wordTokens(text)) {
    for (const language of STOPWORD_LANGUAGES.get(token) ?? []) {
      hits.set(language, (hits.get(language) ?? 0) + 1);
    }
  }
  const ranked = [...hits.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const [leader, runnerUp] = ranked;
  if (!leader || leader[1] < MIN_STOPWORD_HITS) {
    return null;
  }
  if (runnerUp && leader[1] < runnerUp[1] * MIN_LEAD_RATIO) {
    return null;
  }
  return leader[0];
}
