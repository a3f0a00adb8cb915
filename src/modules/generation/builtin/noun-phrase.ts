// How a noun phrase reads inside a sentence. Templates use a phrase in two ways: as a noun phrase in
// running text ("behind the study on remote workers", "about remote workers", "on Apple") and as a
// modifier before another noun ("the Apple story", "a four-day week quiz"). The first needs "the"
// before a bare singular count noun; the second needs a short phrase with no preposition in it. No
// NLP call: suffixes and small word lists, so it costs nothing per template.

/** Nouns with no article in running text: abstract and mass nouns ("sleep", "student debt"). */
const MASS_NOUNS = new Set(
  (
    'sleep hydration burnout debt inflation money food water energy data research advice information news health weather traffic software ' +
    'hardware music art work furniture equipment evidence knowledge homework recycling insulation fashion waste e-waste fatigue stress time ' +
    'privacy security literacy travel tourism spending coffee tea beer wine sugar protein broadband childcare rent tax fuel petrol electricity ' +
    'gas heat fun love hate anger fear support feedback pay income wealth poverty crime abuse violence pollution weight fitness diet ' +
    'education training content footage media culture history science technology politics justice freedom democracy access transport ' +
    'parking wildlife intake attendance posture creep risk insurance comparison design skincare wear resale revision meditation ' +
    'transcription shrinkflation overtourism nutrition immigration automation regulation legislation innovation motivation isolation ' +
    'depression anxiety obesity unemployment employment inequality racism sexism misinformation disinformation ai crypto bitcoin gold ' +
    'oil steel plastic cotton salt meat milk bread rice chocolate cheese alcohol cannabis weed porn sex marriage divorce youth ' +
    'childhood adulthood retirement leisure luck success failure trust safety power space change death life fraud entry turnover ' +
    'absence transparency hygiene confidence'
  ).split(' '),
);

/** Words that look mass (-tion, -sion) but are counted: "the election", "the investigation". */
const COUNT_TION = new Set(
  (
    'station nation election question situation location vacation generation application collection conversation investigation ' +
    'operation organisation organization decision session version mission position relation solution condition competition ' +
    'exhibition institution foundation promotion reaction section edition option emotion action function tradition explosion ' +
    'invasion television division motion occasion expedition prediction resolution revolution definition description invention ' +
    'destination connection reservation transaction combination nomination adaptation petition commission convention ' +
    'celebration presentation proposition suggestion notion attraction construction administration corporation association ' +
    'foundation federation delegation population'
  ).split(' '),
);

/** Plurals that do not end in -s. */
const IRREGULAR_PLURALS = new Set([
  'people',
  'children',
  'men',
  'women',
  'mice',
  'feet',
  'teeth',
  'geese',
  'police',
  'cattle',
  'staff',
  'crew',
  'folk',
  'fish',
  'sheep',
  'deer',
]);

/** Words that end in -s but are singular or mass. */
const SINGULAR_S = new Set([
  'news',
  'series',
  'species',
  'bus',
  'gas',
  'lens',
  'virus',
  'status',
  'campus',
  'bonus',
  'census',
  'chaos',
  'process',
  'business',
  'address',
  'access',
  'class',
  'glass',
  'grass',
  'boss',
  'loss',
  'stress',
  'success',
  'fitness',
  'mess',
  'dress',
  'press',
  'chess',
  'crisis',
  'analysis',
  'thesis',
  'basis',
  'diagnosis',
  'physics',
  'politics',
  'economics',
  'ethics',
  'maths',
  'mathematics',
  'statistics',
  'athletics',
  'gymnastics',
  'esports',
  'diabetes',
  'measles',
  'covid',
  'walrus',
  'octopus',
  'cactus',
  'atlas',
  'canvas',
  'circus',
  'focus',
  'genius',
  'iris',
  'plus',
  'minus',
  'bias',
  'alias',
  'texas',
  'paris',
  'ios',
  'macos',
  'windows',
]);

/** Words with a mass-noun suffix (-ing, -ment, -ity) that are counted: "the building", "the government". */
const COUNTED_SUFFIXED = new Set(
  (
    'thing building painting meeting wedding king ring ceiling sibling darling pudding ending finding recording setting opening ' +
    'sighting heading listing warning ruling filing shooting stabbing bombing killing apartment department moment government ' +
    'tournament settlement agreement statement comment document monument instrument segment fragment element supplement argument ' +
    'announcement payment punishment appointment assessment investment achievement advertisement amendment assignment basement ' +
    'parliament pavement shipment city university community charity celebrity facility opportunity activity authority entity ' +
    'identity personality property society variety ability county party duty beauty relationship championship dealership ' +
    'internship kingdom condom neighborhood neighbourhood'
  ).split(' '),
);

/** -ment words that are mass nouns; the rest are counted ("the movement", "the tournament"). */
const MASS_MENT = new Set([
  'employment',
  'unemployment',
  'entertainment',
  'management',
  'development',
  'equipment',
  'harassment',
  'excitement',
  'enjoyment',
  'engagement',
  'investment',
  'treatment',
  'encouragement',
  'enforcement',
  'enrolment',
  'enrollment',
  'recruitment',
  'procurement',
  'resentment',
  'contentment',
  'bereavement',
  'nourishment',
  'refurbishment',
  'punishment',
]);

// Heads that name a relation rather than a thing: for "cost of a pint" the story is the pint.
const RELATIONAL_HEADS = new Set([
  'cost',
  'costs',
  'price',
  'prices',
  'fall',
  'rise',
  'season',
  'end',
  'start',
  'future',
  'history',
  'return',
  'death',
  'loss',
  'state',
  'rest',
  'number',
  'lack',
  'use',
  'value',
  'size',
  'impact',
  'effect',
  'power',
  'age',
  'part',
  'top',
  'bottom',
  'side',
  'middle',
  'half',
  'third',
  'quarter',
  'bunch',
  'lot',
  'lots',
  'couple',
  'pair',
  'set',
  'series',
  'kind',
  'type',
  'sort',
  'piece',
  'pic',
  'picture',
  'photo',
  'video',
  'image',
  'footage',
  'story',
  'case',
]);

const DETERMINER = /^(?:the|a|an|this|that|these|those|every|each|any|no|our|your|their|its|his|her|my|some|all|both|another)\s/i;
const PREPOSITION =
  /\s(?:of|for|in|on|at|to|with|from|by|about|over|under|into|after|before|during|without|across|around|near|between|against|like|via|vs)\s/i;

export type PhraseNumber = 'plural' | 'mass' | 'singular';

/** The word a phrase is about: the last word before its first preposition ("price" in "price of a pint"). */
export function headWord(phrase: string): string {
  const beforePreposition = phrase.split(PREPOSITION)[0]!.trim();
  const words = beforePreposition.split(/\s+/);
  const last = words[words.length - 1] ?? '';
  return last.replace(/[^\p{L}\p{N}'’-]/gu, '');
}

/** Whether a phrase is plural ("remote workers"), mass ("workplace loneliness") or singular count ("four-day week"). */
export function phraseNumber(phrase: string): PhraseNumber {
  const head = headWord(phrase)
    .toLowerCase()
    .replace(/['’]s$/, '');
  const lastPart = head.split('-').pop() ?? head;
  if (IRREGULAR_PLURALS.has(lastPart)) return 'plural';
  if (MASS_NOUNS.has(head) || MASS_NOUNS.has(lastPart)) return 'mass';
  if (/(?:ness|ism|ing|ics|ity|ship|dom|hood)$/.test(lastPart) && !COUNTED_SUFFIXED.has(lastPart)) return 'mass';
  if (/ment$/.test(lastPart) && MASS_MENT.has(lastPart)) return 'mass';
  if (/(?:tion|sion)$/.test(lastPart)) return COUNT_TION.has(lastPart) ? 'singular' : 'mass';
  if (/s$/.test(lastPart) && !/(?:ss|us|is)$/.test(lastPart) && !SINGULAR_S.has(lastPart)) return 'plural';
  return 'singular';
}

/** A name: capitals past the first letter, an acronym, a hashtag, a figure, a possessive or quoted title up front. */
export function looksLikeName(phrase: string): boolean {
  const text = phrase.trim();
  return (
    /^[#@"“'‘]/.test(text) ||
    /^[\d£$€]/.test(text) ||
    /^\p{Lu}/u.test(text) ||
    /\s\p{Lu}/u.test(text) ||
    /[a-z][A-Z]/.test(text) ||
    /,/.test(text) ||
    !/\p{Script=Latin}/u.test(text)
  );
}

/** A doing rather than a thing: "learning a language", "saving for a first home", but not "clothing resale". */
export function isActivity(phrase: string): boolean {
  return /^\p{Ll}+ing\s+(?:a|an|the|your|their|for|from|to|with|in|on|at|of|up|out)\s/u.test(phrase.trim());
}

/**
 * The phrase as a noun phrase in running text: "the four-day week", "the study on remote workers",
 * "remote workers", "workplace loneliness", "Apple". `definite` says the source itself wrote it with
 * a determiner ("the US Navy", "this shocking study"), which names need to keep their "the".
 */
export function withArticle(phrase: string, options: { name?: boolean; definite?: boolean } = {}): string {
  const text = phrase.trim();
  // Its own determiner or a possessive ("children's first phones", "Usain Bolt's U20 record") is enough.
  if (text === '' || DETERMINER.test(text) || /[\p{L}\p{N}]['’]s?\s/u.test(text)) return text;
  // An activity needs no article ("learning a language", "working from abroad").
  if (isActivity(text)) return options.definite ? `the ${text}` : text;
  // A decade reads with "the" when the source gave it one ("the 1990s").
  if (/^\d{4}s$/.test(text)) return options.definite ? `the ${text}` : text;
  const name = options.name ?? looksLikeName(text);
  if (name) return options.definite && !/^[#@"“'‘\d£$€]/.test(text) ? `the ${text}` : text;
  if (/^[\d£$€]/.test(text)) return text;
  // The source's own "the" stays ("the opposite sex", "the noises"); a bare singular count noun gets one.
  return options.definite || phraseNumber(text) === 'singular' ? `the ${text}` : text;
}

/**
 * The phrase as a modifier before another noun ("the superdome story", "the Mossack Fonseca story"),
 * or null when no short form reads well. For "X of Y" it keeps X, or Y when X is only a relation
 * ("cost", "fall", "season").
 */
export function modifierForm(phrase: string, options: { name?: boolean } = {}): string | null {
  let text = phrase.trim().replace(/[.!?,;:]+$/, '');
  if (text === '' || /^["“'‘]/.test(text) || /[?!]/.test(text)) return null;
  // A short name keeps its own "of" ("Bank of England", "Game of Thrones").
  if (
    options.name &&
    text.split(/\s+/).length <= 3 &&
    text.length <= 32 &&
    !/\s(?:on|in|at|to|with|from|by|about|over|for)\s/i.test(text)
  ) {
    return text;
  }
  const parts = text.split(PREPOSITION);
  if (parts.length > 1) {
    const head = parts[0]!.trim();
    const headLast = head.split(/\s+/).pop()!.toLowerCase();
    text =
      RELATIONAL_HEADS.has(headLast) || (head.split(/\s+/).length === 1 && /^\d/.test(head))
        ? parts[1]!.trim().replace(DETERMINER, '')
        : head;
    if (PREPOSITION.test(` ${text} `)) return null;
  }
  const words = text.split(/\s+/);
  if (words.length > 3 || words.length === 0 || text.length > 32) return null;
  if (/^(?:the|a|an)$/i.test(words[0]!)) return null;
  return text;
}
