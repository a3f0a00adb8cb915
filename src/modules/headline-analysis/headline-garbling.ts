// Garbled headlines: text that no editor would send, whatever it scores. A rewrite that fills a
// pattern with a fragment of its input ("9 things nobody tells you about Service and the jan")
// can still be short and plain, so clarity alone does not catch it. These checks are cheap string
// tests, used by clarity (context-free problems), by the built-in generator (before it offers a
// rewrite) and by the headline-alternatives task (on any provider's answer).
import { unfilledPlaceholder } from '../../common/text/unfilled-placeholder.js';

/** Words that cannot end a headline: the sentence stops in the middle of a noun phrase or a list. */
const DANGLING_END_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'nor',
  'of',
  'than',
  'its',
  'their',
  'your',
  'my',
  'our',
  'very',
]);
/** Articles cannot end a clause either ("the,", "a:"). */
const ARTICLES = new Set(['a', 'an', 'the']);
/** Month and weekday abbreviations are names: lower-cased, they are a cut-off fragment ("the jan"). */
const NAME_ABBREVIATIONS = new Set([
  'jan',
  'feb',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'mon',
  'tue',
  'tues',
  'wed',
  'thu',
  'thur',
  'thurs',
  'fri',
]);
/** Doubles that English allows ("had had", "that that"). */
const ALLOWED_DOUBLES = new Set(['had', 'that', 'very', 'bye', 'no', 'knock', 'ha']);

/** Context-free problems of one headline; empty when it reads as finished text. */
export function garblingProblems(headline: string): string[] {
  const text = headline.trim();
  const problems: string[] = [];
  const words = text.split(/\s+/).filter(Boolean);
  const bare = words.map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’-]+$/gu, ''));
  const last = bare.at(-1)?.toLowerCase() ?? '';
  if (DANGLING_END_WORDS.has(last)) problems.push(`ends on "${bare.at(-1)}"`);
  words.forEach((word, index) => {
    if (index < words.length - 1 && /[,:;]$/.test(word) && ARTICLES.has(bare[index]!.toLowerCase())) {
      problems.push(`a clause ends on "${bare[index]}"`);
    }
  });
  const fragment = bare.find((word) => NAME_ABBREVIATIONS.has(word) && word === word.toLowerCase());
  if (fragment) problems.push(`"${fragment}" is a cut-off, lower-cased name`);
  for (const doubled of doubledWords(words)) problems.push(`doubled word "${doubled}"`);
  if (!quotesBalanced(text)) problems.push('unbalanced quotes');
  if (/\.\.\.|…/.test(text)) problems.push('a cut-off fragment ("...")');
  const placeholder = unfilledPlaceholder(text);
  if (placeholder) problems.push(`unreplaced placeholder "${placeholder}"`);
  return problems;
}

/** Word characters of the doubled-word test: letters, digits, apostrophes and hyphens ("well-known"). */
const WORD_RUN_AT_END = /[\p{L}\p{N}'’-]+$/u;
const WORD_RUN_AT_START = /^[\p{L}\p{N}'’-]+/u;

/**
 * Words written twice in a row ("the the", "to to"), as written the first time; not those English
 * doubles ("had had"). The end of one piece is compared with the start of the next, so "the the,"
 * counts and "the-the" does not; three in a row count once.
 */
function doubledWords(pieces: readonly string[]): string[] {
  const doubled: string[] = [];
  for (let index = 0; index + 1 < pieces.length; index++) {
    const end = WORD_RUN_AT_END.exec(pieces[index]!)?.[0];
    if (!end || end.toLowerCase() !== WORD_RUN_AT_START.exec(pieces[index + 1]!)?.[0].toLowerCase()) continue;
    if (!ALLOWED_DOUBLES.has(end.toLowerCase())) doubled.push(end);
    index++;
  }
  return doubled;
}

/**
 * Problems a rewrite brings that its original did not have: the context-free ones above, plus a
 * multi-word name of a sentence-case original cut in two ("Secret Service" → "Service") or
 * lower-cased ("Jan" → "jan").
 */
export function rewriteGarblingProblems(original: string, rewrite: string): string[] {
  return rewriteGarblingCheck(original)(rewrite);
}

/**
 * rewriteGarblingProblems for one original and any number of rewrites: the original is read, and its
 * names' patterns built, once.
 */
export function rewriteGarblingCheck(original: string): (rewrite: string) => string[] {
  const own = new Set(garblingProblems(original));
  const nameProblems = nameGarblingCheck(original);
  return (rewrite) => [...garblingProblems(rewrite).filter((problem) => !own.has(problem)), ...nameProblems(rewrite)];
}

/**
 * The names of a sentence-case original (see namesOf) that a rewrite cuts in two ("Secret Service"
 * → "Service") or lower-cases ("Jan" → "jan"); the original is read, and its patterns built, once.
 */
export function nameGarblingCheck(original: string): (rewrite: string) => string[] {
  const names = namesOf(original).map((name) => {
    const parts = name.split(' ');
    return { name, multiWord: parts.length > 1, parts: parts.filter((part) => part.length > 2) };
  });
  return (rewrite) => {
    const problems: string[] = [];
    const lowered = rewrite.toLowerCase();
    for (const { name, multiWord, parts } of names) {
      if (hasWord(rewrite, name)) continue;
      if (hasWord(lowered, name.toLowerCase())) {
        problems.push(`the name "${name}" is lower-cased`);
        continue;
      }
      const cut = parts.find((part) => hasWord(rewrite, part));
      if (multiWord && cut) problems.push(`the name "${name}" is cut to "${cut}"`);
    }
    return problems;
  };
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * True when `word` stands in `text` with no letter or digit touching it on either side ("Jan" in
 * "Jan. 6", not in "January"). A search, not a RegExp built per name: compiling a Unicode pattern
 * for every name of every headline cost more than all the other checks together.
 */
function hasWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = at > 0 ? String.fromCodePoint(text.codePointAt(at - 1)!) : '';
    const after = String.fromCodePoint(text.codePointAt(at + word.length) ?? 32);
    if (!LETTER_OR_DIGIT.test(before) && !LETTER_OR_DIGIT.test(after)) return true;
  }
  return false;
}

/**
 * Capitalised runs after the first word of a sentence-case headline: "Secret Service", "Jan".
 * A Title Case headline capitalises every word, so its names cannot be told apart and none is returned.
 */
function namesOf(headline: string): string[] {
  const words = headline.trim().split(/\s+/);
  const capitalised = words.filter((word) => /^[^\p{L}]*\p{Lu}/u.test(word)).length;
  if (words.length < 4 || capitalised / words.length > 0.6) return [];
  const names: string[] = [];
  let run: string[] = [];
  words.forEach((word, index) => {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const startsSentence = index === 0 || /[.!?:]$/.test(words[index - 1]!);
    if (!startsSentence && /^\p{Lu}/u.test(bare)) run.push(bare);
    if (startsSentence || !/^\p{Lu}/u.test(bare) || /[^\p{L}\p{N}]$/u.test(word)) {
      if (run.length > 0) names.push(run.join(' '));
      run = [];
    }
  });
  if (run.length > 0) names.push(run.join(' '));
  return [...new Set(names)].filter((name) => name.length > 2);
}

/** Straight double quotes in pairs, curly ones opened and closed, no single quote opened and left open. */
function quotesBalanced(text: string): boolean {
  if (!/["“”‘’']/.test(text)) return true;
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  if (count(/"/g) % 2 !== 0) return false;
  if (count(/“/g) !== count(/”/g)) return false;
  // ’ is also the apostrophe, so only an opening ‘ without any closing mark counts.
  if (count(/‘/g) > count(/’/g)) return false;
  const openingSingles = count(/(?:^|\s)'(?=\p{L})/gu);
  const closingSingles = count(/(?<=[\p{L}\p{N}.,!?])'(?=\s|$|[,.:;?!])/gu);
  return openingSingles <= closingSingles;
}
