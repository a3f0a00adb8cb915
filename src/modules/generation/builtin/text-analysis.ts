// What a short text (a post title, a headline, a website description) is about: its subject, named
// people, organisations and places, its figures and key words. Built on compromise, a rule-based
// English NLP library: small, maintained, offline, fast (about a millisecond per title), with no model
// download, which is what a deterministic generator that must answer in milliseconds needs.
import { wordsOf } from './beat-classifier.js';
import { FUNCTION_WORDS_BY_LANGUAGE } from '../../../common/text/function-words.js';
import { foldedWords } from '../../../contracts/text-match.contract.js';
import nlp from 'compromise';
import { modifierForm, phraseNumber, withArticle } from './noun-phrase.js';

/** What the subject is: a person, another name, a thing, or nothing the title names (a reaction, a joke). */
export type SubjectKind = 'person' | 'name' | 'thing' | 'none';
/** How the title is written: a news line, a question to the crowd, or a first-person post. */
export type StoryForm = 'news' | 'question' | 'personal';

export type TextAnalysis = {
  /** The most specific thing the text is about: "Taylor Swift's Eras Tour", "Apple", "superdome of 15 noctuas". */
  subject: string;
  /**
   * The subject as running text writes it: "the US Navy", "the superdome of 15 noctuas", "remote workers";
   * the title in single quotes when it names nothing ('What should totally be legal?').
   */
  subjectRef: string;
  /** The subject as a modifier ("the superdome story"), or null when no short form reads well. */
  subjectLabel: string | null;
  subjectKind: SubjectKind;
  /** The main noun phrase besides the subject: "free repair program"; the subject when there is none. */
  topic: string;
  /** The topic as running text writes it: "the free repair program". */
  topicRef: string;
  topicKind: SubjectKind;
  form: StoryForm;
  people: string[];
  organisations: string[];
  places: string[];
  /** Proper names compromise could not classify (brands, products, events). */
  otherNames: string[];
  /** Figures as written: "£7.50", "25,000", "3.8%", "two-thirds". */
  numbers: string[];
  /** Every lower-case word, for classification. */
  words: Set<string>;
  question: boolean;
  signals: { conflict: boolean; surprise: boolean; data: boolean };
};

type Term = { text: string; tags: string[]; normal: string; chunk?: string; pre: string; post: string };

/** compromise's dictionary of known words: a known word capitalised at the start of a title is not a name. */
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;

const NAME_TAGS = ['Person', 'Organization', 'Place', 'ProperNoun', 'Acronym'];
const NOT_NAME_TAGS = [
  'QuestionWord',
  'Pronoun',
  'Determiner',
  'Date',
  'Month',
  'WeekDay',
  'Preposition',
  'Conjunction',
  'Copula',
  'Modal',
  'Auxiliary',
];
// Capitalised words that start sentences but never name anything, and post labels ("TIL", "Update").
const NEVER_NAMES = new Set(
  (
    'here there this that these those what why how when where who which it they we you i he she people today breaking update til psa ' +
    'eli5 ama tifu aita lpt ysk dae cmv just new my our your some all nearly almost more most but if and or so whats hey hi hello ok okay ' +
    'yeah yes no honestly seriously well anyone everyone someone anybody everybody somebody nobody reddit redditors redditor god g-d lol ' +
    'omg wtf watch report exclusive poll help please sorry thanks serious nsfw oc meta reminder see look check worldwide everywhere ' +
    'anywhere nowhere somewhere tonight tomorrow yesterday has have had is are was were do does did can could would should will may ' +
    'might must be been being edit em uh um hmm whoa haha hahaha everything nothing something anything'
  ).split(' '),
);
// Contractions of these never start a name ("That's", "It's", "Here's").
const CONTRACTION_BASES = new Set([
  'that',
  'it',
  'there',
  'here',
  'what',
  'who',
  'he',
  'she',
  'they',
  'we',
  'you',
  'i',
  'let',
  'this',
  'how',
  'where',
  'why',
  'when',
  'something',
  'everything',
  'nothing',
  'anything',
  'someone',
  'everyone',
  'nobody',
  'somebody',
]);
const LEADING_FILLER =
  /^(?:(?:over|under|about|into|onto|across|against|among|around|behind|beyond|within|without|the|a|an|my|his|her|their|its|our|your|this|that|these|those|some|any|every|each|no|most|more|all|next|last|such|what|which|whose)\s+)+/i;
const DEFINITE = /^(?:the|my|his|her|their|its|our|your|this|that|these|those)\s/i;
// Phrases about time ("next 6 months") are never what a story is about.
const TIME_NOUN =
  /\b(seconds?|minutes?|hours?|days?|weeks?|months?|years?|time|times|decades?|today|tonight|yesterday|night|morning|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
const STOP_NOUNS = new Set([
  'its',
  'here',
  'there',
  'for',
  'thing',
  'things',
  'people',
  'person',
  'time',
  'times',
  'year',
  'years',
  'day',
  'days',
  'way',
  'ways',
  'today',
  'reddit',
  'post',
  'lot',
  'one',
  'part',
  'something',
  'anything',
  'everything',
  'nothing',
  'someone',
  'anyone',
  'everyone',
  'guys',
  'what',
  'who',
  'it',
  'this',
  'that',
]);
// Heads that name nobody in particular or only the post itself: a phrase built on one ("my friend",
// "this picture", "Japanese redditors") is not what the story is about.
const GENERIC_HEADS = new Set(
  (
    'man men woman women guy guys girl girls boy boys kid kids child children baby person people persons friend friends wife husband ' +
    'girlfriend boyfriend gf bf daughter son mom mum dad father mother parents family brother sister grandma grandpa redditor redditors ' +
    'reddit everyone someone anyone thing things stuff one ones way ways lot lots bit post posts pic pics picture pictures photo photos ' +
    'video videos gif image images question questions answer answers time times day days life world today tonight story stories thread ' +
    'sub subreddit comment comments upvote upvotes karma op edit update self version hell heck shit fuck crap damn lady ladies ' +
    'gentlemen dude dudes bro bros folks while'
  ).split(' '),
);
// Heads that only say how the story reached us ("this shocking study found ..."): the story is what
// comes after, and the container stays in the topic ("study on remote workers").
const CONTAINER_HEADS = new Set([
  'study',
  'survey',
  'report',
  'poll',
  'research',
  'analysis',
  'data',
  'article',
  'paper',
  'documentary',
  'interview',
  'footage',
  'clip',
  'video',
  'photo',
  'picture',
  'pic',
  'image',
  'gif',
  'map',
  'chart',
  'list',
  'thread',
  'post',
]);
// Heads that count rather than name ("thousands of electric scooters", "a bunch of schools").
const QUANTITY_HEADS = new Set([
  'thousands',
  'millions',
  'hundreds',
  'dozens',
  'billions',
  'lots',
  'lot',
  'bunch',
  'couple',
  'number',
  'majority',
  'minority',
  'half',
  'third',
  'thirds',
  'quarter',
  'most',
  'some',
  'many',
  'all',
  'each',
  'one',
  'two',
  'three',
  'four',
  'five',
  'ten',
  'group',
  'pair',
  'handful',
  'series',
  'kind',
  'sort',
  'type',
  'piece',
]);
// Verbs headlines use in the present tense, which compromise sometimes reads as plural nouns.
const HEADLINE_VERBS = new Set(
  (
    'links finds shows reveals says warns claims urges slams hits cuts raises sparks launches bans backs calls plans faces wins ' +
    'loses tops beats sues rules sees gets makes takes gives leads joins quits seeks eyes nears confirms denies admits tells asks ' +
    'blames targets unveils announces releases opens closes drops adds ends starts becomes reaches passes sets vows rises falls ' +
    'soars jumps climbs slumps doubles halves grows shrinks stays remains goes comes runs turns lands hires fires buys sells pays ' +
    'builds needs wants thinks looks feels seems'
  ).split(' '),
);
// Campaign formats a headline names after its subject ("the four-day week experiment").
const FORMAT_NOUNS = new Set([
  'experiment',
  'challenge',
  'quiz',
  'index',
  'guide',
  'puzzle',
  'calculator',
  'roundtable',
  'meme',
  'memes',
  'trend',
  'infographic',
  'explainer',
]);
// Adjectives that sell rather than say: dropped from a subject ("shocking study" → "study").
const HYPE_WORDS = new Set([
  'shocking',
  'incredible',
  'amazing',
  'unbelievable',
  'stunning',
  'heartwarming',
  'hilarious',
  'awesome',
  'epic',
  'insane',
  'crazy',
  'mind-blowing',
  'jaw-dropping',
  'chilling',
  'cute',
  'adorable',
  'lovely',
  'beautiful',
  'gorgeous',
  'perfect',
  'wholesome',
  'terrifying',
  'horrifying',
  'weird',
  'bizarre',
  'ridiculous',
  'brilliant',
  'legendary',
  'viral',
  'real',
  'actual',
  'literal',
  'absolute',
  'totally',
  'honestly',
  'wild',
  'favorite',
  'favourite',
  'newest',
  'latest',
  'whole',
  'entire',
  'certain',
  'other',
  'own',
  'same',
  'such',
]);
const CONFLICT =
  /\b(vs|versus|sue|sues|suing|sued|lawsuit|slam|slams|row|fight|fights|ban|bans|banned|protest|protests|protesters|strike|strikes|war|clash|clashes|backlash|crisis|fury|outrage|accused|accuses|attack|attacks|hacking|fear)\b/i;
const SURPRISE =
  /\b(shock|shocking|surprise|surprising|weird|weirdest|bizarre|record|first|never|secret|revealed|odd|unexpected|viral|incredible|best|worst|craziest|absurd)\b/i;
const DATA = /\b(survey|study|data|report|index|percent|poll|research|figures|statistics|analysis)\b|%/i;
const ORG_SUFFIX =
  /\b(inc|ltd|plc|llc|corp|group|bank|university|council|association|institute|ministry|department|agency|company|party|court|police|fc|club|foundation|trust|nhs|commission|authority)\.?$/i;
const NUMBER_WORD = /\d|\b(half|third|thirds|quarter|quarters|dozen|hundred|thousand|million|billion)\b/i;
const QUESTION_START =
  /^(?:what|what's|whats|why|how|who|whom|which|when|where|is|are|was|were|do|does|did|can|could|would|should|will|has|have|any|anyone|am|if you|if your|if we)\b/i;
const FIRST_PERSON =
  /(?:^|[^\p{L}'’])(?:i|i'm|i’m|im|i've|i’ve|i'd|i’d|i'll|i’ll|my|me|mine|myself|we|we're|we’re|our|ours|us)(?![\p{L}'’])/iu;

// Tags and labels in front of a title that say what kind of post it is, never what it is about.
const TITLE_PREFIX =
  /^(?:(?:TIL|PSA|ELI5|IAMA|AMA|TIFU|AITA|WIBTA|LPT|YSK|DAE|CMV|MRW|MFW|OC|NSFW)\b(?:\s+that\b)?\s*[:,.\-–—]?\s*|(?:update|breaking|breaking news|watch|report|exclusive|poll|analysis|opinion|video|photos?|live|revealed|review|interview|explainer|comment|editorial|reminder|announcement|meta|serious|question|help|request|discussion|warning|psa|fyi|podcast|listen|recap|in pictures|gallery|quiz)\s*[:\-–—|]\s*)/i;
// An aside before the story's own clause says how it happened, not what it is about: "In a Surprise,
// Ukraine Advances on ...", "In a first, ...", "In an unusual move, ...".
const OPENING_ASIDE = /^In an? (?:[\p{L}'’-]+ ){0,3}[\p{L}'’-]+,\s+(?=\p{Lu})/u;
// Addressing the crowd: "Reddit, ...", "Hey reddit, ...", "Fathers of Reddit, ...".
const VOCATIVE =
  /^(?:(?:hey|hi|hello|dear|yo|ok|okay|so|honestly|seriously|well|oh)[\s,!]+)*(?:reddit|redditors|r\/\w+|everyone|everybody|guys|folks|people|ladies|gentlemen|[\p{L}'’ -]{2,40}? of (?:reddit|r\/\w+)|[\p{L}'’ -]{2,30}? redditors)\s*[,:\-–—!]\s*/iu;
const INTERJECTION = /^(?:hey|hi|hello|yo|ok|okay|so|honestly|seriously|well|oh|uh|um|wow|whoa|lol|omg|haha\w*|yeah|yes|no)\b[\s,!.]+/i;

/**
 * How a title is written (analyzeText's `form`), read from its words alone: no NLP parse, so a caller
 * that needs only the form pays for no more.
 */
export function storyFormOf(rawTitle: string): StoryForm {
  const title = decodeEntities(rawTitle);
  return titleForm(title, prepareTitle(title.trim()), cleanTitleText(title.trim()));
}

function titleForm(title: string, prepared: string, cleanTitle: string): StoryForm {
  // A question mark inside a closing quotation ("... asking, “Is this your road?”") is the speaker's, not the title's.
  return storyForm(`${prepared || cleanTitle}${/\?\s*$/.test(title.trim()) ? '?' : ''}`);
}

/** Analyzes a title and, optionally, the body that goes with it. The title decides the subject. */
export function analyzeText(rawTitle: string, rawBody?: string | null): TextAnalysis {
  const title = decodeEntities(rawTitle);
  const body = rawBody ? decodeEntities(rawBody) : rawBody;
  const cleanTitle = cleanTitleText(title.trim());
  const prepared = prepareTitle(title.trim());
  let titleTerms = termsOf(prepared);
  // In Title Case every word looks like a name; re-read the title in sentence case, keeping only the
  // capitals that still mean something (brands like MacBook, acronyms, names compromise knows).
  if (isHeadlineCase(titleTerms)) titleTerms = termsOf(toSentenceCase(titleTerms));
  else if (looksVerblessInCapitals(titleTerms)) {
    // "Ukraine Advances on Russian Region of Kursk": in capitals the verb reads as part of a name. A
    // title with a verb once in sentence case was Title Case; a line of names has none either way.
    const sentenceCase = termsOf(toSentenceCase(titleTerms));
    if (sentenceCase.some(isPlainVerb)) titleTerms = sentenceCase;
  }
  markHeadlineVerbs(titleTerms, true);
  const bodyText = body ? excerpt(body) : '';
  const bodyTerms = termsOf(bodyText);
  markHeadlineVerbs(bodyTerms, false);

  const titleNames = nameChunks(titleTerms);
  const bodyNames = nameChunks(bodyTerms);
  // "Man", "Reddit" and the like name nobody a pitch could mention.
  const allNames = dedupe([...titleNames, ...bodyNames], (chunk) => chunk.text.toLowerCase()).filter(
    (chunk) => !isNeverName(chunk.text) && !GENERIC_HEADS.has(chunk.text.toLowerCase()) && isSubjectWorthy(chunk.text),
  );
  const byKind = (kind: NameKind) => allNames.filter((chunk) => chunk.kind === kind).map((chunk) => chunk.text);

  // compromise parses English: in another language its noun phrases are runs of foreign words ("the
  // diniz vaiado e chamado"). Names still read as names there; phrases are left out.
  const titlePhrases = readsAsEnglish(prepared) ? nounPhrases(titleTerms) : [];
  const bodyPhrases = readsAsEnglish(bodyText) ? nounPhrases(bodyTerms) : [];
  const form = titleForm(title, prepared, cleanTitle);
  const trendLike =
    !/[.?!]$/.test(cleanTitle) && !titleTerms.some((term) => hasAny(term.tags, ['Pronoun', 'Verb']) && !term.tags.includes('Noun'));
  const fromTitle = chooseSubject(trendLike ? prepared : '', titleTerms, titleNames, titlePhrases);
  const chosen =
    (fromTitle && form === 'question' && isVagueThing(fromTitle) ? nameless(prepared, cleanTitle) : fromTitle) ??
    chooseSubject(
      '',
      bodyTerms,
      bodyNames.filter((chunk) => chunk.kind !== 'place'),
      bodyPhrases,
    ) ??
    nameless(prepared, cleanTitle);
  // A person's topic comes from the title alone: a biography's body names their birthplace, their
  // full name and what they are ("Los Angeles", "Thomas Edward Patrick Brady Jr", "American actress").
  // Another name in the body is no topic of a named subject either: "Newcastle United" on a Manchester
  // United trend would retitle the story.
  const topicBodyPhrases =
    chosen.kind === 'person' ? [] : chosen.kind === 'name' ? bodyPhrases.filter((phrase) => !phrase.name) : bodyPhrases;
  // Where a thing happens is kept for the slots: "a new bird song in Canada" is not about Canada, "the
  // cost of a pint in London" not about London. A person's title may name their event ("Miami Grand Prix").
  const places = new Set(chosen.kind === 'thing' ? byKind('place').map((place) => place.toLowerCase()) : []);
  const topic =
    chosen.topic ??
    chooseTopic(
      chosen,
      [...titlePhrases, ...topicBodyPhrases].filter((phrase) => !places.has(phrase.text.toLowerCase())),
    );
  if (chosen.kind !== 'none' && !isSubjectWorthy(chosen.text)) Object.assign(chosen, nameless(prepared, cleanTitle));

  const numbers = dedupe([...numberChunks(titleTerms), ...numberChunks(bodyTerms)], (value) => value).slice(0, 4);
  const fullText = `${cleanTitle} ${bodyText}`;

  return {
    subject: chosen.text,
    subjectRef: refOf(chosen),
    subjectLabel: chosen.kind === 'none' ? null : modifierForm(inSentence(chosen), { name: chosen.kind !== 'thing' }),
    subjectKind: chosen.kind,
    topic: topic.text,
    topicRef: refOf(topic),
    topicKind: topic.kind,
    form,
    people: byKind('person'),
    organisations: byKind('organisation'),
    places: byKind('place'),
    otherNames: byKind('name'),
    numbers,
    words: wordsOf(fullText),
    question: form === 'question',
    signals: {
      conflict: CONFLICT.test(fullText),
      surprise: SURPRISE.test(fullText),
      data: numbers.length > 0 || DATA.test(fullText),
    },
  };
}

/** How running text refers to a choice: the quoted title when it names nothing, else with its article. */
function refOf(choice: TopicChoice): string {
  // Single quotes, as UK copy quotes a title, so the reference can sit inside a quoted headline.
  if (choice.kind === 'none') return `'${choice.text}'`;
  return withArticle(inSentence(choice), { name: choice.kind !== 'thing', definite: choice.definite });
}

/**
 * A thing's words as they read mid-sentence: "Cost of a pint" (first in its title) → "cost of a pint".
 * Only a word the dictionary knows, or one with a common-noun ending, loses its capital: an unknown
 * capitalised word ("Ulberg") is more likely a name.
 */
function inSentence(choice: TopicChoice): string {
  const [first = '', ...rest] = choice.text.split(' ');
  const { common, nameTag } = dictionaryReading(first);
  const lower =
    // A capital at a sentence's start says nothing, unless the dictionary knows the word as a name ("Liverpool asks ...").
    choice.kind === 'thing' && /^\p{Lu}\p{Ll}+$/u.test(first) && (common || (choice.capitalByPosition === true && !nameTag))
      ? first.toLowerCase()
      : first;
  return [lower, ...rest].join(' ');
}

/**
 * What the dictionary says of a word: known as a name (a place, a person, a team), or common (known
 * otherwise, or with a common-noun ending). A word it does not know ("Clemson", "Ulberg") is neither.
 */
function dictionaryReading(word: string): { common: boolean; nameTag: boolean } {
  const lower = word.toLowerCase();
  // Own keys only: the word comes from a title, and "constructor" is a key of every object.
  const known = Object.hasOwn(LEXICON, lower) ? LEXICON[lower] : undefined;
  const nameTag = [known]
    .flat()
    .some(
      (tag) => typeof tag === 'string' && /Place|City|Country|Region|Person|Name|Organization|ProperNoun|Demonym|Team|Company/.test(tag),
    );
  const common = (known !== undefined && !nameTag) || /(?:tion|sion|ment|ness|ity|ing|ism|ance|ence|ure|ogy|ics|ers|ies)$/.test(lower);
  return { common, nameTag };
}

const { english: ENGLISH_FUNCTION_WORDS, ...OTHER_LANGUAGES } = FUNCTION_WORDS_BY_LANGUAGE;
/**
 * Words that English titles also use, or that start English names ("Los Angeles", "Le Pen", "La Liga",
 * "Uber", "Al Jazeera"), or that English contractions leave ("I'd"): no sign of another language.
 */
const ENGLISH_LOOKALIKES = new Set(
  'a d i l o u x al el la le los las del von da die hat fur uber plus direct sue ate con sin ante mas ed chi est'.split(' '),
);
/** Function words of Spanish, French, German, Portuguese and Italian that English titles do not use. */
const FOREIGN_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  Object.values(OTHER_LANGUAGES)
    .flatMap((words) => [...words])
    .filter((word) => !ENGLISH_FUNCTION_WORDS.has(word) && !ENGLISH_LOOKALIKES.has(word)),
);

/** Whether a text reads as English: more of its function words are English than foreign, or it has too few to tell. */
function readsAsEnglish(text: string): boolean {
  // The lists are accent-folded ("apos" for "após"), as foldedWords reads.
  const words = foldedWords(text);
  const foreign = words.filter((word) => FOREIGN_FUNCTION_WORDS.has(word)).length;
  const english = words.filter((word) => ENGLISH_FUNCTION_WORDS.has(word)).length;
  return foreign < 2 || english >= foreign;
}

/** One or two words naming one thing ("best job", "conspiracy"): a question about it is about the question. */
function isVagueThing(choice: Choice): boolean {
  return (
    choice.kind === 'thing' &&
    wordCount(choice.text) <= 2 &&
    !/[-\p{Lu}\d]/u.test(choice.text.slice(1)) &&
    phraseNumber(choice.text) === 'singular'
  );
}

/** The first sentences of a body: enough to know what it says, cheap to parse. */
function excerpt(body: string): string {
  // Markdown links keep their text; bare addresses say nothing a sentence can use.
  const trimmed = body
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/g, ' ')
    // Short asides name an outlet or a date ("(ESPN)", "(born 1996)"); left in, their words join the
    // phrase before them ("derby decisions ProSoccerTalk").
    // Twice, for an aside inside an aside ("(born (1990-04-09)April 9, 1990)"); a space stays where one
    // joined two words ("born (1990-04-09)April" is "born April").
    .replace(/\s*\([^()]{1,40}\)(?=(\p{L})?)/gu, (_aside, nextLetter?: string) => (nextLetter ? ' ' : ''))
    .replace(/\s*\([^()]{1,40}\)/g, '')
    // A line break ends a sentence: a Google query's articles are one per line.
    .replace(/([^.!?:;\s])[ \t]*\n+/g, '$1. ')
    .replace(/[*_>#`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (trimmed.length <= 400) return trimmed;
  const cut = trimmed.slice(0, 400);
  const end = cut.lastIndexOf('. ');
  return end > 120 ? cut.slice(0, end + 1) : cut;
}

/** Reddit and RSS titles arrive with HTML entities ("&amp;", "&lt;3"). */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** Quotes confuse the tagger and never belong to a subject; hashtags stay as they are. */
function cleanTitleText(text: string): string {
  return text.replace(/[“”"]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * The part of a title that says what the story is: without post tags ("[Serious]", "TIL", "PSA:"),
 * without addressing the crowd ("Reddit, ..."), without an author line ("| Jane Doe"), emoticons, and
 * without a quotation when the title has more to say than the quote (the quote's words are the
 * speaker's, not the story's subject).
 */
function prepareTitle(title: string): string {
  let text = title
    .replace(/\s+/g, ' ')
    .replace(/(?:^|\s)[:;]-?[()DPp/\\|]+(?=\s|$)/g, ' ')
    .replace(/[[(][^\])]{1,60}[\])]/g, ' ')
    .trim();
  const bar = text.split(/\s+\|\s+/);
  if (bar.length > 1 && bar[0]!.split(/\s+/).length >= 3) text = bar[0]!;
  // A quoted kicker: 'He cheats like hell': Trump's golfing partner on ...
  text = text.replace(/^['‘][^'’]{3,80}['’]\s*[:\-–—]\s*/, '');
  for (let round = 0; round < 3; round += 1) {
    const before = text;
    text = text.replace(TITLE_PREFIX, '').replace(VOCATIVE, '').replace(INTERJECTION, '').replace(OPENING_ASIDE, '').trim();
    if (text === before) break;
  }
  // A quotation cut off with the title has no closing mark: it runs to the end.
  const quotations = [...text.matchAll(/["“]([^"”]+)(?:["”]|$)|‘([^’]+)(?:’|$)/g)].filter(
    (match) => (match[1] ?? match[2]!).trim().split(/\s+/).length >= 4,
  );
  if (quotations.length > 0) {
    let rest = text;
    for (const match of quotations) rest = rest.replace(match[0], ' ');
    rest = rest
      .replace(/^[\s\-–—:,.]+/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (/\p{L}{3,}/u.test(rest)) text = rest;
  }
  return cleanTitleText(text)
    .replace(/[\s.!,;:…-]+$/, '')
    .trim();
}

/**
 * A question to the crowd ("What movie never gets old?", "Whats something you regret"), a first-person
 * post or a news line ("What Tim Cook says coming out cost him" is news: it asks nobody anything).
 */
function storyForm(text: string): StoryForm {
  const firstSentence = /^[^.!?]*[.!?]?/.exec(text)?.[0] ?? text;
  if (
    /\?\s*$/.test(text) ||
    (QUESTION_START.test(text) && (/\?\s*$/.test(firstSentence) || /\byou(?:r|'ve|’ve|'d|’d|'re|’re)?\b/i.test(text)))
  ) {
    return 'question';
  }
  return FIRST_PERSON.test(text.replace(/\bUS\b/g, '')) ? 'personal' : 'news';
}

function termsOf(text: string): Term[] {
  if (text === '') return [];
  const sentences = nlp(text).json() as Array<{ terms: Term[] }>;
  return sentences.flatMap((sentence) => sentence.terms);
}

function hasAny(tags: string[], wanted: readonly string[]): boolean {
  return wanted.some((tag) => tags.includes(tag));
}

/**
 * Most words capitalised, verbs and joining words included ("Apple Launches Free Repair Program For
 * MacBook Keyboards"): capitals then say nothing about names. A line of names ("Hayley Smith - American
 * Dad cosplay", "Lewis Hamilton at Coachella") keeps its capitals.
 */
function isHeadlineCase(terms: Term[]): boolean {
  if (!mostlyCapitalised(terms, 3)) return false;
  return terms.some((term, index) => {
    if (index === 0 || /[.!?:]\s*$/.test(terms[index - 1]?.post ?? '') || !/^[A-Z]/.test(term.text)) return false;
    const verb = isPlainVerb(term);
    // "The" and "A" are left out: mid-title they often start a name ("against The Thing").
    const joining = /^(?:For|Of|And|To|In|On|At|By|With|From|Is|Are|Or|As|Into|After|Over|Your|You|This|That|How|Why|What)$/.test(
      term.text,
    );
    return verb || joining;
  });
}

/**
 * Headline grammar drops articles, so compromise reads some present-tense verbs as plural nouns
 * ("Study links poor sleep to ...", "FIFA scraps World Cup sell-off" once gave the topic "scraps World
 * Cup"). Retagged in place, before names and phrases are read: a word of HEADLINE_VERBS that follows
 * no determiner, adjective, possessive or preposition; and, in a title with no other verb, a plural
 * right after the opening name and before a name or an article (`opensOnName`: titles only).
 */
function markHeadlineVerbs(terms: Term[], opensOnName: boolean): void {
  terms.forEach((term, index) => {
    const before = terms[index - 1];
    if (
      before !== undefined &&
      index < terms.length - 1 &&
      HEADLINE_VERBS.has(term.text.toLowerCase()) &&
      !hasAny(before.tags, ['Determiner', 'Adjective', 'Possessive', 'Preposition'])
    ) {
      term.tags = ['Verb', 'PresentTense'];
    }
  });
  if (!opensOnName || terms.some((term) => isPlainVerb(term) && !term.tags.includes('Hyphenated'))) return;
  const nameEnd = terms.findIndex((term) => !hasAny(term.tags, ['ProperNoun', 'Organization', 'Person', 'Acronym']));
  const candidate = terms[nameEnd];
  if (nameEnd < 1 || nameEnd > 3 || !candidate || nameEnd === terms.length - 1) return;
  // Only before a name or an article ("scraps World Cup", "scraps the plan"): "Taylor Swift fans queue" keeps its fans.
  const next = terms[nameEnd + 1]!;
  const objectFollows = next.tags.includes('Determiner') || /^\p{Lu}/u.test(next.text);
  if (objectFollows && /^\p{Ll}+s$/u.test(candidate.text) && candidate.tags.includes('Plural') && !/ss$/.test(candidate.text)) {
    candidate.tags = ['Verb', 'PresentTense'];
  }
}

const isPlainVerb = (term: Term) => term.tags.includes('Verb') && !hasAny(term.tags, ['Gerund', 'Noun', 'Adjective']);

/** Most long words capitalised and no verb among them: either Title Case that hid its verb, or a line of names. */
function looksVerblessInCapitals(terms: Term[]): boolean {
  return mostlyCapitalised(terms, 4) && !terms.some(isPlainVerb);
}

/** At least `minimum` words of four letters or more, three in four of them capitalised. */
function mostlyCapitalised(terms: Term[], minimum: number): boolean {
  const long = terms.filter((term) => /^[A-Za-z]{4,}/.test(term.text));
  return long.length >= minimum && long.filter((term) => /^[A-Z]/.test(term.text)).length / long.length >= 0.75;
}

/** Titles that stand before a name in headlines: the capital after "PM" or "President" is a name's. */
const TITLE_BEFORE_NAME =
  /^(?:PM|President|Minister|Chancellor|Senator|Sen\.?|Rep\.?|Governor|Gov\.?|Mayor|Dr\.?|King|Queen|Prince|Princess|Pope|CEO|Coach|Judge)$/;

/** "New Zealand", "New York": a first word that only names something with the next one ("New" alone is an adjective). */
function startsTwoWordName(term: Term, next: Term | undefined): boolean {
  if (next === undefined || !/^[A-Z]/.test(next.text)) return false;
  const tags = [LEXICON[`${term.text} ${next.text}`.toLowerCase()]].flat();
  return tags.some((tag) => typeof tag === 'string' && /Place|City|Country|Region|Organization|Person/.test(tag));
}

function toSentenceCase(terms: Term[]): string {
  return terms
    .map((term, index) => {
      const previous = terms[index - 1];
      const keep =
        index === 0 ||
        /[a-z][A-Z]|\d/.test(term.text) ||
        /^[A-Z]{2,}\b/.test(term.text) ||
        hasAny(term.tags, ['Person', 'Place', 'Organization']) ||
        // The second name of a pair ("Israel-Hamas war", "Trump-Russia inquiry").
        (previous?.post === '-' && hasAny(previous.tags, ['Person', 'Place', 'Organization']) && /^\p{Lu}/u.test(term.text)) ||
        (previous !== undefined && (TITLE_BEFORE_NAME.test(previous.text) || startsTwoWordName(previous, term)));
      return `${term.pre}${keep ? term.text : term.text.toLowerCase()}${term.post}`;
    })
    .join('');
}

type NameKind = 'person' | 'organisation' | 'place' | 'name';
type NameChunk = {
  text: string;
  kind: NameKind;
  start: number;
  /** The index of the term after the name. */
  end: number;
  definite: boolean;
  /** Written as an owner of what follows ("Nolan's The Odyssey", "Swift's Eras Tour"). */
  possessive: boolean;
};

function isNeverName(text: string): boolean {
  const lower = text.toLowerCase();
  const base = lower.replace(/['’](?:s|re|ll|ve|d|m|t)$/, '');
  return NEVER_NAMES.has(lower) || (base !== lower && CONTRACTION_BASES.has(base));
}

function isNameTerm(term: Term, index: number, terms: Term[]): boolean {
  const text = term.text.replace(/^[^A-Za-z0-9#]+|[^A-Za-z0-9%]+$/g, '');
  if (/^[A-Z]/.test(text) && startsTwoWordName(term, terms[index + 1])) return true;
  if (text === '' || hasAny(term.tags, NOT_NAME_TAGS) || isNeverName(text)) return false;
  if (/[a-z][A-Z]/.test(text) || /^[A-Z][A-Za-z]*-?\d/.test(text) || /^#\w+/.test(text)) return true;
  if (!/^[A-Z]/.test(text)) return false;
  if (hasAny(term.tags, NAME_TAGS)) return true;
  // Sentence-initial capitals are only names when a verb follows ("Tesla is suing", "Trump just posted").
  if (index === 0 || /[.!?:]\s*$/.test(terms[index - 1]?.post ?? '')) {
    let next = index + 1;
    while (terms[next]?.tags.includes('Adverb') === true) next += 1;
    return term.tags.includes('Noun') && terms[next]?.tags.includes('Verb') === true && !term.tags.includes('Plural');
  }
  return term.tags.includes('Noun');
}

function nameChunks(terms: Term[]): NameChunk[] {
  const chunks: NameChunk[] = [];
  let current: Term[] = [];
  let start = 0;
  const flush = (following?: Term) => {
    if (current.length > 0) {
      const joined = joinTerms(current);
      // compromise reads "Nolan's" as "Nolan is" too, with an empty term for the "is".
      const next = following?.text === '' ? terms[terms.indexOf(following) + 1] : following;
      // "Lowe's ran out" names the shop Lowe's; "Swift's Eras Tour" and "Nolan's The Odyssey" are
      // possessives before what they own.
      const ownsNext = next !== undefined && (hasAny(next.tags, ['Noun', 'Adjective']) || /^the$/i.test(next.text));
      const text = ownsNext || current.length > 1 ? stripPossessive(joined) : joined;
      const definite = /^the$/i.test(terms[start - 1]?.text ?? '');
      const possessive = ownsNext && /['’]s?$/i.test(joined);
      if (text.length >= 2) chunks.push({ text, kind: kindOf(current, text), start, end: start + current.length, definite, possessive });
    }
    current = [];
  };
  terms.forEach((term, index) => {
    const joiner = /^(of|&)$/i.test(term.text) && current.length > 0 && isNameTerm(terms[index + 1] ?? term, index + 1, terms);
    if (isNameTerm(term, index, terms) || joiner) {
      if (current.length === 0) start = index;
      current.push(term);
      const possessivePlace = /['’]s$/i.test(term.text) && hasAny(term.tags, ['Place', 'Acronym']);
      const title = /^(?:Dr|Mr|Mrs|Ms|St|Prof|Gen|Sen|Rep|Gov|Lt|Sgt|Capt|Col)$/.test(term.text.replace(/\.$/, ''));
      if ((breaksAfter(term) && !title) || /[”"]/.test(term.post) || possessivePlace) flush(terms[index + 1]);
    } else {
      flush(term);
    }
  });
  flush();
  return chunks;
}

/** Punctuation after a term that ends a phrase: a comma, a colon, a full stop or a spaced dash. */
function breaksAfter(term: Term): boolean {
  return /[,;:!?]|[.]\s|[.]$|\s[-–—]|[–—]/.test(term.post);
}

function kindOf(terms: Term[], text: string): NameKind {
  if (terms.some((term) => term.tags.includes('Person')) && !terms.some((term) => term.tags.includes('Organization'))) return 'person';
  if (terms.some((term) => term.tags.includes('Organization')) || ORG_SUFFIX.test(text)) return 'organisation';
  if (terms.some((term) => term.tags.includes('Place'))) return 'place';
  return 'name';
}

/** Terms as one phrase, keeping the hyphens compromise splits off ("Lab-made meat", "Delhi-registered vehicle"). */
function joinTerms(terms: readonly Term[]): string {
  return terms
    .map((term, index) => {
      const text = cleanTermText(term);
      return index < terms.length - 1 && text !== '' && term.post === '-' ? `${text}-` : text === '' ? '' : `${text} `;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function cleanTermText(term: Term): string {
  // Letters of any script, with their accents and vowel signs ("café", "সময়"), are the word's own.
  const text = term.text.replace(/^[^\p{L}\p{N}#£$€]+/u, '');
  return /^(?:[A-Z]\.){2,}$/.test(`${text}${term.post.trim().startsWith('.') ? '.' : ''}`)
    ? text
    : text.replace(/[^\p{L}\p{M}\p{N}%'’]+$/u, '');
}

function stripPossessive(text: string): string {
  return text.replace(/['’]s$/i, '').replace(/['’]$/, '');
}

/** A noun phrase of the text: where it starts, whether the text gave it a determiner, whether it is a name. */
type Phrase = {
  text: string;
  start: number;
  definite: boolean;
  name: boolean;
  head: string;
  sentenceStart: boolean;
  capitalByPosition: boolean;
};

/**
 * Noun phrases in text order: runs of adjectives, nouns and figures that end in a noun, joined by "of"
 * ("cost of a pint"), without leading determiners. compromise's own chunks swallow prepositions.
 */
function nounPhrases(terms: Term[]): Phrase[] {
  const phrases: Phrase[] = [];
  let current: Term[] = [];
  let start = 0;
  const flush = () => {
    while (current.length > 0 && !isNounTerm(current[current.length - 1]!)) current.pop();
    if (current.some(isNounTerm)) {
      const raw = stripPossessive(joinTerms(current));
      const before = terms[start - 1];
      const definite =
        DEFINITE.test(`${raw} `) ||
        (before !== undefined && /^(the|this|that|these|those|my|his|her|their|its|our|your)$/i.test(before.text));
      const phrase = raw.replace(LEADING_FILLER, '').trim();
      const last = current[current.length - 1]!;
      const headTerm = current.find((term, index) => isNounTerm(term) && /^of$/i.test(current[index + 1]?.text ?? '')) ?? last;
      if (phrase !== '' && !STOP_NOUNS.has(phrase.toLowerCase())) {
        // `current` runs over terms[start...], so the head's index in the text is start + its index in `current`.
        const nameTerm = isNameTerm(headTerm, start + current.indexOf(headTerm), terms) || /^[A-Z]{2,}$/.test(cleanTermText(headTerm));
        const sentenceStart = start === 0 || /[.!?:]\s*$/.test(terms[start - 1]?.post ?? '');
        // A capital that only marks the start of a sentence ("Local dive bar ...") is not kept mid-sentence.
        const firstTerm = current.find((term) => cleanTermText(term) !== '' && !LEADING_FILLER.test(`${cleanTermText(term)} `));
        const capitalByPosition =
          sentenceStart &&
          firstTerm !== undefined &&
          firstTerm === current[0] &&
          !isNameTerm(firstTerm, start, terms) &&
          !hasAny(firstTerm.tags, NAME_TAGS);
        phrases.push({
          text: phrase,
          start,
          definite,
          name: nameTerm,
          head: cleanTermText(headTerm).toLowerCase(),
          sentenceStart,
          capitalByPosition,
        });
      }
    }
    current = [];
  };
  terms.forEach((original, index) => {
    // compromise reads some plurals as verbs ("her selfies", "with selfies"): after a determiner, a
    // possessive, an adjective or a preposition, an -s word is a noun.
    const before = terms[index - 1];
    const pluralAfter =
      before !== undefined &&
      (hasAny(before.tags, ['Possessive', 'Adjective', 'Preposition']) ||
        /^(?:the|these|those|some|many|few|all|both|no)$/i.test(before.text));
    const term =
      original.tags.includes('PresentTense') &&
      /\p{L}{3,}s$/iu.test(original.text) &&
      !hasAny(original.tags, ['Copula', 'Auxiliary', 'Modal']) &&
      pluralAfter
        ? { ...original, tags: ['Noun', 'Plural'] }
        : original;
    const next = terms[index + 1];
    const afterNext = terms[index + 2];
    const joinsOf =
      /^of$/i.test(term.text) &&
      current.some(isNounTerm) &&
      !/[,;:!?.]/.test(current[current.length - 1]!.post) &&
      next !== undefined &&
      (isPhraseTerm(next) || (next.tags.includes('Determiner') && afterNext !== undefined && isPhraseTerm(afterNext)));
    const determinerInOf = term.tags.includes('Determiner') && /^of$/i.test(current[current.length - 1]?.text ?? '');
    if (current.length > 0 && /['‘"“]/.test(term.pre)) flush();
    if (isPhraseTerm(term) || joinsOf || determinerInOf) {
      if (current.length === 0) start = index;
      current.push(term);
      if (breaksAfter(term) || /[’'"”]/.test(term.post)) flush();
    } else {
      flush();
    }
  });
  flush();
  return phrases;
}

function isNounTerm(term: Term): boolean {
  return (
    term.tags.includes('Noun') &&
    !hasAny(term.tags, ['Pronoun', 'Determiner', 'Preposition', 'Conjunction', 'QuestionWord']) &&
    !isNeverName(term.text.replace(/[^\p{L}\p{N}'’-]/gu, '')) &&
    /[\p{L}\p{N}]/u.test(term.text)
  );
}

// Adverbs compromise sometimes tags as adjectives ("dive bar still serving drinks").
const NOT_IN_PHRASE = new Set([
  'still',
  'just',
  'now',
  'already',
  'even',
  'also',
  'only',
  'really',
  'very',
  'again',
  'ever',
  'never',
  'always',
  'finally',
  'actually',
]);

function isPhraseTerm(term: Term): boolean {
  if (NOT_IN_PHRASE.has(term.text.toLowerCase())) return false;
  return (
    isNounTerm(term) ||
    (term.tags.includes('Adjective') && !term.tags.includes('Determiner')) ||
    (term.tags.includes('Value') && !term.tags.includes('Ordinal'))
  );
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

type TopicChoice = { text: string; kind: SubjectKind; definite: boolean; capitalByPosition?: boolean };
/**
 * What the analysis settles on: the subject's words, kind, whether the source wrote it with "the", and
 * the topic when choosing the subject already found it ("study on remote workers").
 */
type Choice = TopicChoice & { topic?: TopicChoice };

function isGenericPhrase(phrase: Phrase): boolean {
  const words = phrase.text.toLowerCase().split(/\s+/);
  return (
    GENERIC_HEADS.has(phrase.head) || words.every((word) => GENERIC_HEADS.has(word) || HYPE_WORDS.has(word)) || wordCount(phrase.text) > 8
  );
}

/** "shocking study" → "study", "a bunch of schools" → "schools", "favorite picture of my dog" → "dog". */
function coreOf(phrase: Phrase): Phrase {
  let text = phrase.text;
  const ofParts = text.split(/\s+of\s+/i);
  if (ofParts.length > 1) {
    const headWords = ofParts[0]!.toLowerCase().split(/\s+/);
    const head = headWords[headWords.length - 1]!;
    if (QUANTITY_HEADS.has(head) || GENERIC_HEADS.has(head) || CONTAINER_HEADS.has(head)) {
      text = ofParts.slice(1).join(' of ').replace(LEADING_FILLER, '');
    }
  }
  const words = text.split(/\s+/);
  while (words.length > 1 && HYPE_WORDS.has(words[0]!.toLowerCase())) words.shift();
  // "The workplace loneliness experiment": the campaign format is not the subject.
  if (words.length > 1 && FORMAT_NOUNS.has(words[words.length - 1]!.toLowerCase()) && !/\sof\s/i.test(text)) words.pop();
  text = words.join(' ');
  if (text === phrase.text) return phrase;
  // What the source's "the" belonged to ("the study", "the experiment") is gone.
  return {
    ...phrase,
    text,
    head: text
      .split(/\s+of\s+/i)[0]!
      .split(/\s+/)
      .pop()!
      .toLowerCase(),
    definite: false,
  };
}

function phraseChoice(phrase: Phrase): Choice {
  const text = shorten(phrase.text, 6);
  return { text, kind: phrase.name ? 'name' : 'thing', definite: phrase.definite, capitalByPosition: phrase.capitalByPosition };
}

function nameChoice(chunk: NameChunk, phrases: Phrase[]): Choice {
  const phrase = phrases.find((candidate) => candidate.text.startsWith(chunk.text) && candidate.start >= chunk.start);
  const extended = phrase && wordCount(phrase.text) <= 3 && !/\sof\s/i.test(phrase.text) ? phrase.text : chunk.text;
  const kind: SubjectKind =
    chunk.kind === 'person' && extended === chunk.text
      ? 'person'
      : extended === chunk.text || /^\p{Lu}/u.test(extended.split(/\s+/).pop()!)
        ? 'name'
        : 'thing';
  return { text: extended, kind, definite: chunk.definite };
}

/**
 * The subject of a title: a short kicker before a colon ("Brexit: ..."), else a name that opens the
 * title, else the first name that is not a place, else the first noun phrase that is not about people
 * in general or the post itself; null when the text names nothing.
 */
function chooseSubject(prepared: string, terms: Term[], allNames: NameChunk[], allPhrases: Phrase[]): Choice | null {
  // A short trend ("Haaland", "#ChatGPTDown", "Taylor Swift") is its own subject.
  if (prepared !== '' && wordCount(prepared) <= 3) {
    const whole = stripPossessive(prepared.replace(/[^\p{L}\p{M}\p{N}#'’ &-]/gu, '').trim());
    const text = whole.replace(LEADING_FILLER, '');
    if (text !== '' && isSubjectWorthy(text) && !GENERIC_HEADS.has(text.toLowerCase())) {
      const person = allNames.some((chunk) => chunk.kind === 'person' && chunk.text === text);
      // "Haaland", "Glastonbury lineup", "#ChatGPTDown" are names; "Blursed geodude" is a thing with a capital.
      const named =
        /^#/.test(text) ||
        /\s\p{Lu}|[a-z][A-Z]|^[A-Z]{2,}/u.test(text) ||
        (wordCount(text) === 1 && /^\p{Lu}/u.test(text)) ||
        // "Clemson football": a capitalised word the dictionary does not know as a common word names something.
        (/^\p{Lu}\p{Ll}+\s/u.test(text) && !dictionaryReading(text.split(' ')[0]!).common) ||
        allNames.some((chunk) => text.startsWith(chunk.text)) ||
        !/\p{Script=Latin}/u.test(text);
      return { text, kind: person ? 'person' : named ? 'name' : 'thing', definite: text !== whole };
    }
  }
  const names = allNames.filter(
    (chunk) => !isNeverName(chunk.text) && !GENERIC_HEADS.has(chunk.text.toLowerCase()) && chunk.text.replace(/[^\p{L}]/gu, '').length >= 2,
  );
  const phrases = allPhrases
    .map(coreOf)
    .filter((phrase) => !isGenericPhrase(phrase) && !/^[\d£$€.,%\s-]+$/.test(phrase.text) && !TIME_NOUN.test(phrase.text));

  // "Brexit: marchers demand ..." and "Trump-Russia investigation: the key questions answered".
  const colon = terms.findIndex((term) => /:/.test(term.post));
  if (colon >= 0 && colon <= 3) {
    const kickerName = names.find((chunk) => chunk.start === 0 && chunk.kind !== 'place');
    if (kickerName && wordCount(kickerName.text) === colon + 1) return nameChoice(kickerName, phrases);
    const kicker = phrases.find((phrase) => phrase.start === 0 && wordCount(phrase.text) <= 4);
    if (kicker) return phraseChoice(kicker);
    // A kicker compromise does not tag as a noun ("Brexit: ...", "The 1990s: ..."): capitals or a decade make it a name.
    const raw = terms
      .slice(0, colon + 1)
      .map(cleanTermText)
      .join(' ');
    const kickerText = raw.replace(LEADING_FILLER, '');
    if (
      wordCount(kickerText) <= 3 &&
      (/^\p{Lu}[\p{L}\p{N}-]{2,}$/u.test(kickerText) || /^\d{4}s$/.test(kickerText)) &&
      !isNeverName(kickerText)
    ) {
      return { text: kickerText, kind: /^\d/.test(kickerText) ? 'thing' : 'name', definite: /^the\s/i.test(raw) };
    }
  }
  // "Man builds superdome of 15 noctuas", "My friend took this picture at Burning Man": when the title
  // opens on somebody in general, the story is what comes after the verb.
  const opener = terms.findIndex((term) => !LEADING_FILLER.test(`${term.text} `) && !term.tags.includes('Possessive'));
  if (opener >= 0 && opener <= 1 && GENERIC_HEADS.has(cleanTermText(terms[opener]!).toLowerCase())) {
    const verb = terms.findIndex((term, index) => index > opener && term.tags.includes('Verb') && !term.tags.includes('Noun'));
    const afterName = names.find((chunk) => chunk.start > verb);
    const afterPhrase = phrases.find((phrase) => phrase.start > verb && !(CONTAINER_HEADS.has(phrase.head) && wordCount(phrase.text) <= 2));
    if (verb >= 0 && (afterName || afterPhrase)) {
      return afterPhrase && (!afterName || afterPhrase.start < afterName.start)
        ? phraseChoice(afterPhrase)
        : nameChoice(afterName!, phrases);
    }
  }
  // A name that opens the title is its grammatical subject; otherwise the first name that is not a
  // place; otherwise the first noun phrase ("cost of a pint"), with any place left to the slots.
  const name = names.find((chunk) => chunk.start === 0) ?? names.find((chunk) => chunk.kind !== 'place');
  // "Nolan's The Odyssey released": the story is the film, not its director.
  let ownedStart = name?.end ?? -1;
  while (terms[ownedStart]?.text === '' || /^the$/i.test(terms[ownedStart]?.text ?? '')) ownedStart += 1;
  const owned = name?.possessive ? names.find((chunk) => chunk.start === ownedStart) : undefined;
  if (owned) return nameChoice(owned, phrases);
  if (name) return nameChoice(name, phrases);
  const first = phrases[0];
  if (!first) return null;
  // "This shocking study found ... about remote workers": the story is the workers, not the study.
  if (CONTAINER_HEADS.has(first.head) && wordCount(first.text) <= 2) {
    const later = phrases.find((phrase) => phrase.start > first.start && !CONTAINER_HEADS.has(phrase.head));
    if (later) {
      const choice = phraseChoice(later);
      return { ...choice, topic: { text: `${first.head} on ${refOf(choice)}`, kind: 'thing', definite: true } };
    }
  }
  return phraseChoice(first);
}

/**
 * A title that names nothing ("This is pathetic.", "What should totally be legal?"): the title itself,
 * without its post tags, to be quoted.
 */
function noSubject(prepared: string, cleanTitle: string): Choice {
  const title = prepared === '' ? cleanTitle : `${prepared}${/\?\s*$/.test(cleanTitle) && !prepared.endsWith('?') ? '?' : ''}`;
  return { text: quotableTitle(title).replace(/"/g, "'"), kind: 'none', definite: false };
}

/** The quoted title as both subject and topic: a vague word of the title ("movie") is no topic to build on. */
function nameless(prepared: string, cleanTitle: string): Choice {
  const choice = noSubject(prepared, cleanTitle);
  return { ...choice, topic: choice };
}

/** A subject has a word of three letters or more that is not a stop word ("Edit", "is", "o.o" are not subjects). */
function isSubjectWorthy(text: string): boolean {
  return (
    (!isNeverName(text) &&
      (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).some(
        (word) =>
          (word.length >= 3 || /^[A-Z]{2}$/.test(word)) && !isNeverName(word) && !/^(?:the|and|for|but|not|you|are|was|its)$/i.test(word),
      )) ||
    !/\p{Script=Latin}/u.test(text)
  );
}

/** A title short enough to quote: its first sentence when that fits, else cut at a word, never after "the" or "of". */
function quotableTitle(raw: string, max = 60): string {
  const title = raw
    .replace(/\s+([?!.,;:])/g, '$1')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/([!?])\1+/g, '$1');
  if (title.length <= max) return title;
  const sentence = /^.{12,}?[.?!](?=\s|$)/.exec(title)?.[0];
  if (sentence && sentence.length <= max) return sentence;
  let cut = title.slice(0, max - 3).replace(/[\s,;:]+\S*$/, '');
  while (/\s(?:the|a|an|of|to|and|or|for|with|in|on|at|by|from|is|are|was|were|that|this|your|my|our|their|his|her|its)$/i.test(cut)) {
    cut = cut.replace(/\s+\S+$/, '');
  }
  return `${cut}...`;
}

/** The topic among the phrases (the title's first, then the body's): what the story is about beside its subject. */
function chooseTopic(subject: Choice, phrases: Phrase[]): TopicChoice {
  const lowerSubject = subject.text.toLowerCase();
  const candidates = phrases
    .map((phrase) => {
      const core = coreOf(phrase);
      // "UC Davis pepper spray incident" around the subject "UC Davis" leaves "pepper spray incident".
      return core.text.toLowerCase().startsWith(`${lowerSubject} `)
        ? { ...core, text: core.text.slice(subject.text.length + 1), name: false }
        : core;
    })
    .filter(
      (phrase) =>
        !lowerSubject.includes(phrase.text.toLowerCase()) &&
        !phrase.text.toLowerCase().includes(lowerSubject) &&
        !/^[\d£$€.,%\s-]+$/.test(phrase.text) &&
        !TIME_NOUN.test(phrase.text) &&
        !isGenericPhrase(phrase) &&
        isSubjectWorthy(phrase.text) &&
        wordCount(phrase.text) <= 6,
    );
  const startsWithFigure = (phrase: Phrase) => /^[\d£$€]/.test(phrase.text);
  // A lone capitalised word at the start of a sentence is often a verb compromise took for a noun ("Decreases temp ...").
  const lone = (phrase: Phrase) => wordCount(phrase.text) === 1 && phrase.sentenceStart && !phrase.name;
  const best =
    candidates.find((phrase) => wordCount(phrase.text) >= 2 && !startsWithFigure(phrase)) ??
    candidates.find((phrase) => !startsWithFigure(phrase) && !lone(phrase)) ??
    candidates.find((phrase) => !lone(phrase));
  if (!best) return subject;
  return {
    text: shorten(best.text, 6),
    kind: best.name ? 'name' : 'thing',
    definite: best.definite,
    capitalByPosition: best.capitalByPosition,
  };
}

function shorten(text: string, words: number): string {
  const parts = text.split(/\s+/).filter(Boolean);
  const kept = parts.length <= words ? parts : parts.slice(0, words);
  // Never end on a joining word ("cost of a"): drop it and what it joined.
  while (kept.length > 1 && /^(?:of|a|an|the|and|or|to|for|in|on|at|with|by)$/i.test(kept[kept.length - 1]!)) kept.pop();
  return kept.join(' ');
}

function numberChunks(terms: Term[]): string[] {
  const values: string[] = [];
  let current: string[] = [];
  const flush = () => {
    const value = current.join(' ').replace(/[.,;:!?]+$/, '');
    if (value !== '' && NUMBER_WORD.test(value) && !/^(one|first)$/i.test(value)) values.push(value);
    current = [];
  };
  for (const term of terms) {
    if (hasAny(term.tags, ['Value', 'Money', 'Percent', 'Fraction']) && !term.tags.includes('Ordinal')) {
      current.push(term.text.replace(/^[^0-9A-Za-z£$€]+/, ''));
      if (/[,;:!?]|\.\s/.test(term.post)) flush();
    } else {
      flush();
    }
  }
  flush();
  return values;
}

function dedupe<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
