// Base-form guesses for one English word, so word lists can hold lemmas only ("shock") and still
// match "shocking", "shocked" and "shocks". compromise supplies a root for the words it can tag
// (irregular verbs, plurals); this suffix stripper covers the rest, notably adjectives such as
// "shocking" and "surprising" that compromise tags without a root. The candidates are guesses:
// callers keep the first one their own word list knows, so a wrong guess costs nothing.

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/**
 * Ordered suffix rules: [suffix, replacements]. Each replacement is appended to the stem left
 * after removing the suffix. Longer suffixes come first so "-iest" wins over "-est".
 */
const SUFFIX_RULES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['ically', ['ic', 'ical']],
  ['ation', ['ate', 'e', '']],
  ['iness', ['y']],
  ['ness', ['']],
  ['ment', ['', 'e']],
  ['fully', ['ful', '']],
  ['ingly', ['', 'e']],
  ['edly', ['', 'e']],
  ['iest', ['y']],
  ['ied', ['y']],
  ['ies', ['y']],
  ['ier', ['y']],
  ['ily', ['y']],
  ['ing', ['', 'e']],
  ['est', ['', 'e']],
  ['ful', ['']],
  ['ed', ['', 'e']],
  ['er', ['', 'e']],
  ['es', ['', 'e']],
  ['ly', ['', 'le']],
  ['s', ['']],
];

/** Words that only look inflected; stripping them would change their meaning ("news" is not "new"). */
const UNINFLECTED_WORDS: ReadonlySet<string> = new Set([
  'news',
  'series',
  'species',
  'always',
  'perhaps',
  'politics',
  'economics',
  'physics',
  'mathematics',
  'ethics',
  'thanks',
  'less',
  'unless',
  'during',
  'nothing',
  'something',
  'everything',
  'anything',
  'morning',
  'evening',
  'interest',
  'honest',
  'forest',
  'number',
  'never',
  'ever',
  'power',
  'only',
  'early',
  'family',
  'business',
]);

/** Stems shorter than this are too ambiguous to trust ("bed" → "b"). */
const MIN_STEM_LENGTH = 3;

/**
 * Candidate lemmas for a lower-cased word, most literal first: the word itself, then the roots
 * compromise found, then suffix-stripped guesses (with "e" restored and doubled final consonants
 * undone: "stopped" → "stop", "surprising" → "surprise").
 */
export function lemmaCandidates(normal: string, compromiseRoots: readonly string[] = []): string[] {
  const candidates: string[] = [normal];
  const add = (candidate: string) => {
    if (candidate.length >= MIN_STEM_LENGTH && !candidates.includes(candidate)) candidates.push(candidate);
  };
  if (UNINFLECTED_WORDS.has(normal)) return candidates;
  for (const root of compromiseRoots) add(root);
  for (const [suffix, replacements] of SUFFIX_RULES) {
    if (!normal.endsWith(suffix) || normal.length - suffix.length < MIN_STEM_LENGTH - 1) continue;
    const stem = normal.slice(0, -suffix.length);
    for (const replacement of replacements) add(stem + replacement);
    if (hasDoubledFinalConsonant(stem)) add(stem.slice(0, -1));
  }
  return candidates;
}

function hasDoubledFinalConsonant(stem: string): boolean {
  const last = stem.at(-1);
  return last !== undefined && stem.length >= 4 && last === stem.at(-2) && !VOWELS.has(last) && last !== 's' && last !== 'l';
}
