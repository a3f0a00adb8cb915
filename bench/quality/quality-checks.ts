// The defects a senior PR editor marks "discard" (issue #13), one pure function each. Every function
// takes one output (its texts, and what it needs of the input) and returns the problems it found,
// each a short quotable string; an empty list means clean. The bench counts outputs with at least
// one problem, per defect and per output type. The playful-word list, the role and source patterns
// and the region table are the bench's own, so the product cannot pass by sharing a blind spot.
import { classifySensitivity, isGrave, isSensitive } from '../../src/modules/brand-safety/sensitivity.js';
import type { SensitivityKind } from '../../src/contracts/trending.contract.js';
import { analyzeHeadline } from '../../src/modules/headline-analysis/headline-analysis.js';
import { BEATS } from '../../src/modules/generation/builtin/knowledge/beats.js';
import { THEME_DATA_SOURCES } from '../../src/modules/generation/builtin/knowledge/data-sources.js';
import { mentionsAny, namePattern, oracleRegions, REGION_ORACLE } from './region-oracle.js';

export const DEFECTS = [
  'unsafe-kind-on-sensitive',
  'invented-count',
  'number-from-name-or-date',
  'placeholder',
  'angle-pitch-contradiction',
  'repeated-opening',
  'echoed-tone',
  'uncovered-region',
  'pitch-pastes-instruction',
  'pitch-claims-nonexistent-work',
  'pitch-over-200-words',
  'alternative-scores-below-original',
  'garbled-headline',
  'junk-subject-or-brand',
] as const;
export type Defect = (typeof DEFECTS)[number];

// ---------------------------------------------------------------------------------------------------
// unsafe-kind-on-sensitive

/**
 * Words of playful or stunt formats: on a story about death, harm or partisan politics they read as
 * mockery. Whole words; `*` matches any ending.
 */
const PLAYFUL_PHRASES = [
  'quiz*',
  'meme*',
  'joke*',
  'jokes',
  'funniest',
  'hilarious',
  'lol',
  'puzzle*',
  'brain-teaser*',
  'brain teaser*',
  'riddle*',
  'challenge',
  'challenges',
  'hashtag*',
  'competition*',
  'contest*',
  'giveaway*',
  'prize*',
  'sweepstake*',
  'show us',
  'share your',
  'send us your',
  'your take',
  'your best',
  'user entries',
  'entries',
  'ugc',
  'user-generated',
  'experiment*',
  'social experiment',
  'price index',
  'cost index',
  'price-comparison',
  'price comparison',
  'true cost of',
  'cheapest',
  'bingo',
  'scavenger hunt',
  'spot the',
  'can you spot',
  'can you guess',
  'guess the',
  'test your',
  'how much do you know',
  'pass this',
  'template*',
  "internet's verdict",
  'but make it',
  'tiktok trend',
  'viral trend',
  'remix',
  'mascot',
  'game-ify',
  'gamif*',
  'leaderboard',
];
const PLAYFUL_PATTERN = phrasePattern(PLAYFUL_PHRASES);
/** Campaign and angle formats that are themselves play or a stunt. */
export const PLAYFUL_FORMATS = [
  'Social Experiment',
  'Interactive Tool',
  'Quiz',
  'Interactive Puzzle',
  'Meme',
  'Challenge',
  'UGC Challenge',
  'Competition',
  'Hashtag Challenge',
  'Cost Index',
  'Price Index',
  'Experiment',
];
/** Brief-idea PR categories that are play, stunts or prices: cost index, puzzle, experiment, social remix, meme, UGC. */
export const PLAYFUL_CATEGORIES: readonly number[] = [2, 3, 6, 7, 9, 10];
/** Desks that turn a tragedy into a lifestyle hook ("New data on the death toll for your sport coverage"). */
const SOFT_DESK =
  /\bfor your (?:sports?|lifestyle|travel|fashion|gaming|entertainment|food|culture|consumer|shopping|beauty|motoring|property|money|tech(?:nology)?|pop[- ]culture)\b[\w\s]{0,20}\bcoverage\b/i;

export type SafetyInput = { kinds: readonly SensitivityKind[]; texts: readonly string[]; format?: string | null; category?: number | null };

/** A playful word, a stunt format or a playful PR category in an output written for a sensitive input. */
export function unsafeKindOnSensitive({ kinds, texts, format, category }: SafetyInput): string[] {
  if (!isSensitive(kinds)) return [];
  const problems: string[] = [];
  for (const text of texts) {
    // "Consumer Price Index" is a data source, not a cost-index stunt.
    // A quotation is the input's own words ("a Benadryl TikTok 'challenge'"), not a format the output proposes.
    // Quotes are stripped before curly ones are straightened, so a title quoted inside a quotation stays one span.
    const own = normalizeQuotes(text.replace(/'[^'\n]{2,200}'|"[^"\n]{2,200}"|“[^”\n]{2,200}”/g, ' '));
    const match = PLAYFUL_PATTERN.exec(withoutDataSources(own));
    if (match) problems.push(`"${match[0].trim()}" on ${kinds.join('/')}: ${clip(text)}`);
    if (isGrave(kinds) && SOFT_DESK.test(text)) problems.push(`tragedy pitched as a soft-desk hook: ${clip(text)}`);
  }
  if (format && PLAYFUL_FORMATS.some((playful) => playful.toLowerCase() === format.toLowerCase())) {
    problems.push(`format "${format}" on ${kinds.join('/')}`);
  }
  if (category !== null && category !== undefined && PLAYFUL_CATEGORIES.includes(category)) {
    problems.push(`PR category ${category} on ${kinds.join('/')}`);
  }
  return problems;
}

/** The sensitivity the product itself gives a text: the bench judges outputs, not the classifier. */
export function inputSensitivity(...texts: ReadonlyArray<string | null | undefined>): SensitivityKind[] {
  return classifySensitivity(...texts);
}

// ---------------------------------------------------------------------------------------------------
// invented-count

export type Engagement = { upvotes: number | null; comments: number | null; shares: number | null };

const COUNT_NOUNS: Record<string, keyof Engagement> = {
  comment: 'comments',
  comments: 'comments',
  replies: 'comments',
  reply: 'comments',
  responses: 'comments',
  answers: 'comments',
  upvote: 'upvotes',
  upvotes: 'upvotes',
  votes: 'upvotes',
  points: 'upvotes',
  likes: 'upvotes',
  shares: 'shares',
  retweets: 'shares',
  reposts: 'shares',
  tweets: 'shares',
  posts: 'shares',
  searches: 'shares',
};
const COUNT_PATTERN =
  /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?\s?[kKm]?)\s+(?:(?:top|most[- ]upvoted|best|public|real|original|reader|user)\s+)?(comments?|replies|reply|responses|answers|upvotes?|votes|points|likes|shares|retweets|reposts|tweets|posts|searches)\b/g;

function parseCount(raw: string): number {
  const text = raw.replace(/,/g, '').replace(/\s/g, '');
  const scale = /k$/i.test(text) ? 1000 : /m$/i.test(text) ? 1_000_000 : 1;
  return Number.parseFloat(text) * scale;
}

/**
 * A count of comments, upvotes or shares the output states that the input does not support: more than
 * the item really has ("code the top 1100 comments" on a thread of 64), or any such count for an input
 * that has none, unless the number is in the source text itself.
 */
export function inventedCounts(texts: readonly string[], source: { text: string; engagement?: Engagement | null }): string[] {
  const problems: string[] = [];
  const sourceNumbers = new Set([...source.text.matchAll(/\d[\d,.]*/g)].map((match) => match[0].replace(/[.,]$/, '')));
  for (const text of texts) {
    for (const match of text.matchAll(COUNT_PATTERN)) {
      const raw = match[1]!.trim();
      if (sourceNumbers.has(raw)) continue;
      const value = parseCount(raw);
      const real = source.engagement?.[COUNT_NOUNS[match[2]!.toLowerCase()]!] ?? null;
      if (real === null) problems.push(`"${match[0]}" but the input has no ${COUNT_NOUNS[match[2]!.toLowerCase()]} count`);
      else if (value > real) problems.push(`"${match[0]}" but the input has ${real}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// number-from-name-or-date

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
/** Spans in which a number is part of a name, a date, an age or a model, never a quantity. */
const NAME_OR_DATE_SPANS: readonly RegExp[] = [
  new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, 'g'), // Jan. 6, March 3rd
  new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}(?![a-z])`, 'g'), // 6 January
  /\b[\p{L}]+-(\d+)\b/gu, // COVID-19, Catch-22
  /\baged\s+(\d{1,3})\b/gi, // aged 54
  /\b(\d{1,3})-year-old\b/gi, // 54-year-old
  /\b(?:age|ages)\s+(\d{1,3})\b/gi,
  /\b(?:[A-Z][\p{L}]*[a-z][\p{L}]*|[A-Z]{2,}|i[A-Z][a-z]+)[ \u00a0](\d{1,4})(?![\d,.%]|\s*(?:%|per|percent|people|million|billion|thousand|years?|months?|weeks?|days?|hours?|dead|killed|injured|cities|countries|things|ways|reasons|of\b))/gu, // iPhone 15, Windows 11, Area 51, Apollo 11
  /\b([12]\d{3})\b/g, // years
  /\b(\d+)(?:st|nd|rd|th)\b/g, // 4th
];

/** Numbers that, every time the source uses them, are part of a name or a date. */
export function nameOrDateNumbers(source: string): Map<string, string> {
  const spans = new Map<string, string>();
  let masked = source;
  for (const pattern of NAME_OR_DATE_SPANS) {
    masked = masked.replace(pattern, (span: string, number: string) => {
      if (!spans.has(number)) spans.set(number, span.trim());
      return ' '.repeat(span.length);
    });
  }
  // A number also used as a quantity elsewhere in the source is a quantity the output may cite.
  for (const match of masked.matchAll(/(?<![\p{L}\d-])(\d+)(?![\d-])/gu)) spans.delete(match[1]!);
  return spans;
}

/** Contexts that treat a number as a figure or a count. */
const FIGURE_CONTEXTS = (n: string) => [
  new RegExp(`\\bthe ${n} figure\\b`, 'i'),
  new RegExp(`\\bwhy ${n} matters\\b`, 'i'),
  new RegExp(`\\b${n} (?:figure|facts|things|reasons|numbers|stats|statistics|ways|per ?cent|percent)\\b`, 'i'),
  new RegExp(`\\b${n}%`),
  new RegExp(`\\b${n} (?:in|out of) (?:10|100)\\b`, 'i'),
];

/**
 * The output uses a number the source only has inside a name or a date as if it were a figure: "why
 * 19 matters" from COVID-19, "Lead with the 6 figure" from "Jan. 6", "aged 54" or "iPhone 15" made
 * into a count. Years are only flagged in figure contexts (an output may name the year).
 */
export function numbersFromNamesOrDates(texts: readonly string[], source: string): string[] {
  const spans = nameOrDateNumbers(source);
  const problems: string[] = [];
  for (const [number, span] of spans) {
    const year = /^[12]\d{3}$/.test(number);
    for (const text of texts) {
      // The output may repeat the name or date itself ("COVID-19", "Jan. 6"): take those spans out.
      let rest = text.split(span).join(' ');
      for (const pattern of NAME_OR_DATE_SPANS.slice(0, 6)) {
        rest = rest.replace(pattern, (whole: string, n: string) => (n === number ? ' ' : whole));
      }
      const figure = FIGURE_CONTEXTS(number).some((pattern) => pattern.test(rest));
      const bare = !year && new RegExp(`(?<![\\p{L}\\d.,:/-])${number}(?![\\d-]|\\.\\d|,\\d|:\\d|st|nd|rd|th)`, 'u').test(rest);
      if (figure || bare) {
        problems.push(`${number} is from "${span}": ${clip(text)}`);
        break;
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// placeholder

/** Unfilled template slots and leaked programming values. The sign-off's [Your name] / [Your organisation] are meant. */
const PLACEHOLDERS: readonly RegExp[] = [
  /\b[XN] in 10\b/,
  /\b[XN] out of 10\b/,
  /(?<![\p{L}\d])[XN]%/u,
  /\bXX+\b/,
  /\{\{?\s*[\w.]+\s*\}?\}/,
  /\$\{[^}]*\}/,
  /\bundefined\b/,
  /\bNaN\b/,
  /\bnull\b/,
  /\[object Object\]/,
  /\[(?!Your name\]|Your organisation\]|Your organization\])[A-Z][\w /-]{0,30}\]/,
  /\bTBC\b/,
  /\bTBD\b/,
  /\bLorem ipsum\b/i,
  /<[a-z_]+>/,
];

/** Placeholders left in an output, unless the same string is in the source (a title may say "null"). */
export function placeholders(texts: readonly string[], source = ''): string[] {
  const problems: string[] = [];
  for (const text of texts) {
    for (const pattern of PLACEHOLDERS) {
      const match = pattern.exec(text);
      if (match && !source.includes(match[0])) problems.push(`"${match[0]}" in: ${clip(text)}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// angle-pitch-contradiction

const KNOWN_ROLES = [...new Set(Object.values(BEATS).flatMap((beat) => beat.spokespeople))].map(normalizeRole);
const ROLE_NOUNS =
  'expert|analyst|scientist|economist|psychologist|nutritionist|planner|lead|director|officer|executive|chef|buyer|writer|surveyor|commentator|specialist|adviser|advisor|GP|player|athlete|headteacher|stylist|responder|founder|ceo|cto|cfo|strategist|researcher|doctor|dietitian|therapist|lawyer|engineer';
// "head of public policy" has two words after "of"; "head of safety explains" has one and a verb, which
// is not part of the role (else angle "explains" and pitch "can explain" read as two spokespeople).
const NOT_PART_OF_A_ROLE = '(?:explains?|can|could|is|will|would|says?|has|and|or|on|to|for|at|in|of|with|who|from|about)';
const GENERIC_ROLE = new RegExp(
  `\\b(?:our|an?)\\s+((?:head|chief) of [\\w-]+(?: (?!${NOT_PART_OF_A_ROLE}\\b)[\\w-]+)?|chief [\\w-]+ officer|chief [\\w-]+|(?:(?!(?:our|with|and|or|the|a|an|to|for)\\b)[\\w-]+ ){0,3}(?:${ROLE_NOUNS}))\\b(?: (?:we work with|on our team|at [A-Z][\\w]+))?`,
  'gi',
);

function normalizeRole(role: string): string {
  return role
    .toLowerCase()
    .replace(/^(?:our|an?|the)\s+/, '')
    .replace(/\s+(?:we work with|on our team)$/, '')
    .trim();
}

/** Spokesperson roles a text names: the generator's own roles, and generic "our head of X" phrasings. */
export function spokespeopleIn(text: string): string[] {
  const roles = new Set<string>();
  const lower = ` ${text.toLowerCase()} `;
  for (const role of KNOWN_ROLES) if (lower.includes(` ${role}`)) roles.add(role);
  for (const match of text.matchAll(GENERIC_ROLE)) {
    const role = normalizeRole(match[1]!);
    // "a hashtag challenge lead" and the like are not people: a role ends on a role noun or "head of".
    if (![...roles].some((known) => known.includes(role) || role.includes(known))) roles.add(role);
  }
  return [...roles];
}

const KNOWN_SOURCES = [...new Set(Object.values(THEME_DATA_SOURCES).flatMap((sources) => sources.map((source) => source.name)))].sort(
  (a, b) => b.length - a.length,
);
const STATISTICS_NAMES = [...new Set(Object.values(REGION_ORACLE).flatMap((region) => region.statistics))].sort(
  (a, b) => b.length - a.length,
);

function withoutDataSources(text: string): string {
  return [...KNOWN_SOURCES, ...STATISTICS_NAMES].reduce((rest, name) => (rest.includes(name) ? rest.split(name).join(' ') : rest), text);
}

/** Data sources a text names: the generator's catalogue first (longest names first), then national statistics bodies. */
export function dataSourcesIn(text: string): string[] {
  const found: string[] = [];
  let rest = text;
  for (const name of [...KNOWN_SOURCES, ...STATISTICS_NAMES]) {
    const pattern = namePattern(name);
    if (pattern.test(rest)) {
      found.push(name);
      rest = rest.replace(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`), ' ');
    }
  }
  return found;
}

/**
 * The pitch names a spokesperson or a data source, and the angle it was written from named a
 * different one: the journalist is promised one thing in the e-mail and the brand plans another.
 */
export function anglePitchContradiction(angle: string, body: string): string[] {
  const problems: string[] = [];
  // A pitch that pastes the angle repeats its names; what the pitch offers on its own is what counts.
  const pitch = sentences(angle).reduce((rest, sentence) => rest.split(sentence).join(' '), body);
  const angleRoles = spokespeopleIn(angle);
  const pitchRoles = spokespeopleIn(pitch);
  if (angleRoles.length > 0 && pitchRoles.length > 0 && !angleRoles.some((role) => pitchRoles.includes(role))) {
    problems.push(`spokesperson: angle has ${angleRoles.join(', ')}; pitch has ${pitchRoles.join(', ')}`);
  }
  const angleSources = dataSourcesIn(angle);
  const pitchSources = dataSourcesIn(pitch);
  if (angleSources.length > 0 && pitchSources.length > 0 && !angleSources.some((source) => pitchSources.includes(source))) {
    problems.push(`data source: angle has ${angleSources.join(', ')}; pitch has ${pitchSources.join(', ')}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// repeated-opening

export const OPENING_WORDS = 4;

/**
 * The first four words, lower case, without punctuation, figures as "#": what a reader skimming a list
 * sees ("Publish 5 things that" and "Publish 6 things that" are one stock sentence).
 */
export function opening(text: string): string {
  const words = normalizeQuotes(text)
    .toLowerCase()
    .replace(/\d[\d,.]*/g, '#')
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.length < OPENING_WORDS ? '' : words.slice(0, OPENING_WORDS).join(' ');
}

/**
 * For each output (text and the input it was written for): its opening is shared with an output for
 * a different input (a stock sentence), or with a sibling written for the same input.
 */
export function repeatedOpenings(outputs: ReadonlyArray<{ input: string; text: string }>): string[][] {
  const inputsByOpening = new Map<string, Map<string, number>>();
  const openings = outputs.map(({ input, text }) => {
    const key = opening(text);
    if (key !== '') {
      const inputs = inputsByOpening.get(key) ?? new Map<string, number>();
      inputs.set(input, (inputs.get(input) ?? 0) + 1);
      inputsByOpening.set(key, inputs);
    }
    return key;
  });
  return outputs.map(({ input }, index) => {
    const key = openings[index]!;
    if (key === '') return [];
    const inputs = inputsByOpening.get(key)!;
    const problems: string[] = [];
    if (inputs.size > 1) problems.push(`"${key} …" also opens outputs for ${inputs.size - 1} other input(s)`);
    if (inputs.get(input)! > 1) problems.push(`"${key} …" opens ${inputs.get(input)} outputs for this input`);
    return problems;
  });
}

// ---------------------------------------------------------------------------------------------------
// echoed-tone

/**
 * The brief's tone setting pasted into the copy ("told in an authoritative but engaging voice") or
 * the brief's expertise recited as a credential ("X's expertise in Y makes it credible"): both are
 * instructions to the writer, not copy.
 */
export function echoedTone(texts: readonly string[], tone: string | null): string[] {
  const problems: string[] = [];
  const wanted = tone?.trim().toLowerCase();
  for (const text of texts) {
    const lower = text.toLowerCase();
    if (wanted && wanted.split(/\s+/).length >= 2 && lower.includes(wanted)) problems.push(`tone "${tone}" echoed: ${clip(text)}`);
    else if (/\b(?:told|written|delivered) in an? [\w\s,-]{0,40}\b(?:voice|tone)\b/.test(lower)) {
      problems.push(`tone instruction: ${clip(text)}`);
    }
    if (/\bexpertise in\b.{1,100}\bmakes? (?:it|this|them|the \w+) (?:credible|believable|authoritative)\b/.test(lower)) {
      problems.push(`expertise recited: ${clip(text)}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// uncovered-region

/**
 * Each target region of the brief gets a national outlet in the publications and a national data
 * source in the copy: "UK, Ireland" with no Irish outlet or CSO leaves Ireland out.
 */
export function uncoveredRegions(targetRegions: string, publications: readonly string[], texts: readonly string[]): string[] {
  const problems: string[] = [];
  const copy = texts.join('\n');
  for (const region of oracleRegions(targetRegions)) {
    const oracle = REGION_ORACLE[region]!;
    const outlet = publications.some((publication) => mentionsAny(publication, oracle.outlets));
    const data = mentionsAny(copy, oracle.statistics);
    if (!outlet) problems.push(`${region}: no national outlet in ${publications.join(', ') || '(none)'}`);
    if (!data) problems.push(`${region}: no national data source`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// pitch-pastes-instruction

/** Verbs that start an instruction to the PR team, never a sentence to a journalist. */
const INSTRUCTION_VERBS =
  'Offer|Position|Mention|Lead with|Publish|Launch|Build|Flip|Mine|Pull|Commission|Run|Create|Ask|Partner with|Survey|Analyse|Analyze|Compare|Give|Turn|Use|Track|Map|Collect|Code|Release|Frame|Pitch|Seed|Invite|Rank|Tie|Open with|Close with|Keep|Avoid|Pair|Anchor|Focus on|Reach out|Target|Brief|Set up|Host|Design|Write|Produce|Recruit|Follow up with';
const INSTRUCTION_SENTENCE = new RegExp(`^["“']?(?:${INSTRUCTION_VERBS})\\b`);

function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.replace(/^\s*[-•*]\s*(?:[\w ]{1,20}:\s*)?/, '').split(/(?<=[.!?])\s+(?=["“']?[A-Z])/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function words(text: string): string[] {
  return normalizeQuotes(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * The e-mail carries the internal angle instruction: a sentence of the angle (six words or more)
 * pasted in, or a sentence in instruction voice ("Offer ... to ...", "Position ...", "Mention X only
 * as already reported", "Lead with the 41 figure").
 */
export function pitchPastesInstruction(angle: string, body: string): string[] {
  const problems: string[] = [];
  const bodyWords = ` ${words(body).join(' ')} `;
  for (const sentence of sentences(angle)) {
    const sentenceWords = words(sentence);
    if (sentenceWords.length >= 6 && bodyWords.includes(` ${sentenceWords.join(' ')} `)) problems.push(`angle pasted: ${clip(sentence)}`);
  }
  for (const sentence of sentences(body)) {
    if (INSTRUCTION_SENTENCE.test(sentence) || /\bonly as already reported\b/i.test(sentence)) {
      if (!problems.some((problem) => problem.includes(clip(sentence)))) problems.push(`instruction voice: ${clip(sentence)}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// pitch-claims-nonexistent-work

/**
 * Claims of work already done: the pitch is written from an angle and a trending item, so there is
 * no analysis, survey, dataset or methodology yet to send.
 */
const WORK_CLAIMS: readonly RegExp[] = [
  /\bour (?:new |own |latest |exclusive )?(?:analysis|survey|research|study|data(?:set)?|index|poll|report|findings|figures|ranking|audit|benchmark)\b/i,
  /\b(?:the |with )?full methodology\b/i,
  /\bwe (?:have )?(?:surveyed|analysed|analyzed|polled|studied|ranked|audited|crunched|tracked|measured|tested|interviewed|coded)\b/i,
  /\bnew (?:data|research|figures|survey|study|analysis) (?:on|from|shows?|reveals?|finds?)\b/i,
  /\b(?:send|share) (?:you )?the (?:full )?(?:data|dataset|figures|results|report|findings)\b/i,
  /\bexclusive (?:data|research|figures|survey|findings)\b/i,
  /\bsurvey of [\d,]+ (?:\w+ ){0,4}(?:reveals|shows|finds|found)\b/i,
];

export function pitchClaimsNonexistentWork(body: string): string[] {
  return WORK_CLAIMS.flatMap((pattern) => {
    const match = pattern.exec(body);
    return match ? [`"${match[0]}"`] : [];
  });
}

// ---------------------------------------------------------------------------------------------------
// pitch-over-200-words

export const PITCH_WORD_LIMIT = 200;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Journalists read a pitch on a phone between stories; past 200 words it is not read. */
export function pitchOverWordLimit(body: string): string[] {
  const count = wordCount(body);
  return count > PITCH_WORD_LIMIT ? [`${count} words`] : [];
}

// ---------------------------------------------------------------------------------------------------
// alternative-scores-below-original

/** The mean of the five metrics of the product's own headline analyzer, on its 1–10 scale. */
export function headlineScore(headline: string): number {
  const { metrics } = analyzeHeadline(headline);
  return (metrics.emotionalImpact + metrics.clarity + metrics.seoPotential + metrics.clickWorthiness + metrics.newsValue) / 5;
}

/** An "improved" headline that our own analyzer scores lower than the headline it replaces. */
export function alternativeScoresBelowOriginal(original: string, alternative: string): string[] {
  const before = headlineScore(original);
  const after = headlineScore(alternative);
  return after < before ? [`${after.toFixed(1)} < ${before.toFixed(1)}: ${clip(alternative)}`] : [];
}

// ---------------------------------------------------------------------------------------------------
// garbled-headline

// Words no headline ends on; prepositions are left out ("... Fit In", "... Worth Fighting For").
const FUNCTION_WORD_END = /\b(?:the|a|an|and|or|but|of|its|their|your|our|my|than|vs)\s*[.?!:,;]?\s*$/i;
const LOWER_DATE_WORD =
  /\b(?:the|and|of|about) (?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b(?!\p{L})/u;
const DOUBLED_WORD = /\b(\p{L}{2,})\s+\1\b/iu;

/**
 * Headlines that do not parse: a trailing function word ("… and the"), a date fragment read as a noun
 * ("about Service and the jan"), a doubled word, empty or unbalanced brackets and quotes, stray
 * punctuation runs.
 */
export function garbledHeadline(headline: string): string[] {
  const problems: string[] = [];
  const text = normalizeQuotes(headline).trim();
  if (FUNCTION_WORD_END.test(text)) problems.push(`ends on a function word: ${clip(text)}`);
  if (LOWER_DATE_WORD.test(text)) problems.push(`date fragment as a noun: ${clip(text)}`);
  const doubled = DOUBLED_WORD.exec(text);
  if (doubled && !/^(?:that|had|is|no|bye|ha|so|very|really|knock|tick|boo|go|bora|chop|yum|never)$/i.test(doubled[1]!)) {
    problems.push(`doubled "${doubled[1]}": ${clip(text)}`);
  }
  if ((text.match(/"/g) ?? []).length % 2 === 1) problems.push(`unbalanced quotes: ${clip(text)}`);
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length || /\(\s*\)/.test(text)) {
    problems.push(`broken brackets: ${clip(text)}`);
  }
  if (/(?:\s[,;:](?!\))|[,;:]\s*[,;:.]|\s{2,})/.test(text) || /^[,;:.\-–]/.test(text)) problems.push(`stray punctuation: ${clip(text)}`);
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// junk-subject-or-brand

const JUNK_WORDS =
  /\b(?:call now|call us|homepage|home page|official site|official website|click here|sign in|log in|subscribe now|cookie policy|all rights reserved)\b/i;
/** A page named as a place ("says it on its home page", "on the official website"): where a claim stands, not a subject or brand. */
const PAGE_AS_PLACE = /\b(?:its|the|our|their|your|his|her|this|a)\s+(?:homepage|home page|official site|official website)\b/gi;
const PHONE = /(?:\+?\d[\d\s().-]{7,}\d)/;

/** The publisher of a "Headline - Publisher" title (Google News bundles), when the title has one. */
export function publisherSuffix(title: string): string | null {
  const match = / [-–—|] ([^-–—|]{2,40})$/.exec(title.trim());
  if (!match) return null;
  const publisher = match[1]!.trim();
  // A suffix that is a short capitalised name (or a domain) is a publisher; a clause is part of the headline.
  return /^(?:[A-Z0-9][\w.&'’]*(?:\s+[A-Z0-9&][\w.&'’]*){0,4}|[a-z0-9-]+\.[a-z.]{2,})$/.test(publisher) ? publisher : null;
}

/**
 * Page furniture or a bundle's publisher read as the subject or brand: "Documents Show Bloomberg
 * Evidence" (the publisher of "... - Bloomberg" glued in), "Call Now: 9029469931", "Homepage".
 */
export function junkSubjectOrBrand(texts: readonly string[], sourceTitle = ''): string[] {
  const problems: string[] = [];
  const publisher = publisherSuffix(sourceTitle);
  const headlinePart = publisher ? sourceTitle.slice(0, sourceTitle.lastIndexOf(publisher)) : sourceTitle;
  const publisherAlone = publisher && !namePattern(publisher).test(headlinePart) ? namePattern(publisher) : null;
  for (const raw of texts) {
    // Quoting the whole source title ("Why now: ... is running "X - Bloomberg"") cites it; only the title's words used as a subject count.
    const text = sourceTitle === '' ? raw : raw.split(sourceTitle).join(' ');
    const junk = JUNK_WORDS.exec(text.replace(PAGE_AS_PLACE, ' '));
    if (junk && !sourceTitle.toLowerCase().includes(junk[0].toLowerCase())) problems.push(`"${junk[0]}" in: ${clip(text)}`);
    const phone = PHONE.exec(text);
    if (phone && phone[0].replace(/\D/g, '').length >= 9 && !/^\d{1,3}(?:,\d{3})+$/.test(phone[0].trim())) {
      problems.push(`phone number "${phone[0].trim()}": ${clip(text)}`);
    }
    if (publisherAlone?.test(text)) problems.push(`publisher "${publisher}" read into the copy: ${clip(text)}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------

function phrasePattern(phrases: readonly string[]): RegExp {
  const alternatives = phrases
    .map((phrase) =>
      phrase
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*$/, '[\\p{L}-]*')
        .replace(/ /g, '\\s+'),
    )
    .join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu');
}

function normalizeQuotes(text: string): string {
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
}

function clip(text: string, length = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1)}…`;
}
