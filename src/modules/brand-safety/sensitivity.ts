// Which kinds of sensitive news a text touches: death, violence, disaster, war and terror, suicide and
// self-harm, abuse, serious illness, partisan politics. Every generator reads this before it picks a
// tactic (a quiz about a mine explosion is a stunt, not PR), and the PR score reads it for its
// brand-safety penalty. Word lists, not a model: deterministic, offline, microseconds per headline,
// and every decision can be traced to the words that made it.
import type { SensitivityKind } from '../../contracts/trending.contract.js';
import { escapeRegExp } from '../../common/text/escape-reg-exp.js';

/**
 * Phrases per kind, lower-case, as whole words. A trailing `*` matches any ending ("murder*" matches
 * "murders", "murdered"). Kept to words that mean the sensitive thing in news copy; the exceptions
 * below take out their everyday and figurative uses.
 */
const KIND_PHRASES: Readonly<Record<SensitivityKind, readonly string[]>> = {
  death: [
    'dies',
    'died',
    'dead',
    'death',
    'deaths',
    'dying',
    'funeral*',
    'obituar*',
    'passed away',
    'passes away',
    'rest in peace',
    'r i p',
    'mourn*',
    'fatal',
    'fatally',
    'fatalities',
    'death toll',
    'bodies',
    'body found',
    'body of',
    'remains found',
    'killed',
    'killing',
    'killings',
    'lost their lives',
    'lost his life',
    'lost her life',
    'late father',
    'late mother',
    'late husband',
    'late wife',
    'widow*',
    'bereave*',
    'grief',
    'grieving',
    'tributes paid',
    'tributes pour',
    'memorial service',
    'vigil',
    'drowned',
    'drowning',
  ],
  violence: [
    'murder*',
    'shooting',
    'shootings',
    'shooter',
    'shot dead',
    'gunman',
    'gunmen',
    'gunfire',
    'stabbing*',
    'stabbed',
    'massacre*',
    'assault*',
    'attacked',
    'beaten to death',
    'homicide*',
    'manslaughter',
    'hostage*',
    'kidnap*',
    'abduct*',
    'riot',
    'riots',
    'rioting',
    'lynch*',
    'violent',
    'violence',
    'execution*',
    'executed',
    'police brutality',
    'gunshot*',
    'knife crime',
    'gun violence',
    'prison fire',
    'arson',
  ],
  disaster: [
    'earthquake*',
    'quake',
    'tsunami*',
    'explosion*',
    'blast',
    'flood',
    'floods',
    'flooding',
    'flash flood*',
    'wildfire*',
    'bushfire*',
    'hurricane*',
    'tornado*',
    'typhoon*',
    'cyclone*',
    'landslide*',
    'mudslide*',
    'avalanche*',
    'famine',
    'derail*',
    'plane crash*',
    'train crash*',
    'bus crash*',
    'car crash*',
    'crash victims',
    'collapse killed',
    'building collapse*',
    'bridge collapse*',
    'mine collapse*',
    'disaster',
    'disasters',
    'catastrophe',
    'evacuat*',
    'rescue workers',
    'rescuers',
    'survivors',
    'missing after',
    'state of emergency',
    'heatwave deaths',
    'eruption',
    'erupts',
  ],
  'war-terror': [
    'war',
    'wartime',
    'airstrike*',
    'air strike*',
    'missile*',
    'bombing*',
    'bombed',
    'shelling',
    'troops',
    'soldier*',
    'invasion',
    'invade*',
    'terror',
    'terrorist*',
    'terrorism',
    'militant*',
    'hamas',
    'hezbollah',
    'isis',
    'al-qaeda',
    'taliban',
    'ceasefire',
    'cease-fire',
    'gaza',
    'drone strike*',
    'front line',
    'frontline fighting',
    'military offensive',
    'counteroffensive',
    'genocide',
    'holocaust',
    'auschwitz',
    'concentration camp*',
    'death camp*',
    'ethnic cleansing',
    'war crime*',
    'refugee*',
    'israeli strikes',
    'russian strikes',
    'hostilities',
    'armed conflict',
    'insurgent*',
    'occupied territor*',
    // A war story told as a military move ("Ukrainian forces had advanced several miles").
    'incursion*',
    'ukrainian forces',
    'russian forces',
    'israeli forces',
    'military analysts',
    // Attacks on systems people depend on (water, power, hospitals) are security news, not a meme.
    'cyberattack*',
    'cyber attack*',
    'cyber-attack*',
    'ransomware attack*',
  ],
  'suicide-self-harm': [
    'suicide*',
    'suicidal',
    'self-harm',
    'self harm',
    'self-harming',
    'kill myself',
    'killed himself',
    'killed herself',
    'killed themselves',
    'took his own life',
    'took her own life',
    'took their own life',
    'take my own life',
    'overdose*',
    'overdosed',
    'crisis line',
    'crisis hotline',
    'samaritans',
    '988 lifeline',
    'eating disorder*',
    'anorexia',
    'bulimia',
  ],
  abuse: [
    'abuse',
    'abused',
    'abuser*',
    'abusive',
    'sexual assault*',
    'sexually assaulted',
    'rape',
    'raped',
    'rapist*',
    'molest*',
    'grooming',
    'groomed',
    'trafficking',
    'trafficked',
    'domestic violence',
    'domestic abuse',
    'child abuse',
    'paedophil*',
    'pedophil*',
    'harassment',
    'sexual harassment',
    'coercive control',
    'exploitation',
    'child sexual',
  ],
  'serious-illness': [
    'cancer*',
    'tumour*',
    'tumor*',
    'terminal illness',
    'terminally ill',
    'dementia',
    "alzheimer's",
    'alzheimers',
    'leukaemia',
    'leukemia',
    'chemotherapy',
    'chemo',
    'hospice',
    'palliative',
    'stroke',
    'heart attack',
    'diagnosed with',
    'pandemic',
    'outbreak',
    'epidemic',
    'ebola',
    // Covid names an illness only with illness words: "the Covid-19 lockdown" is a period, not a diagnosis.
    'covid cases',
    'covid deaths',
    'covid patients',
    'covid wave',
    'long covid',
    'coronavirus cases',
    'tests positive',
    'tested positive',
    'positive for covid*',
    'positive for coronavirus',
    'hospitalised',
    'hospitalized',
    'hiv',
    'hiv/aids',
    'mpox',
    'motor neurone',
    'motor neuron',
    'parkinson*',
    'multiple sclerosis',
    'cystic fibrosis',
    'life support',
    'intensive care',
    'in a coma',
    'transplant',
    'sepsis',
    'meningitis',
    'measles',
    'cholera',
    'bird flu',
  ],
  'partisan-politics': [
    'trump',
    'biden',
    'kamala harris',
    'harris campaign',
    'desantis',
    'obama',
    'pelosi',
    'mcconnell',
    'vance',
    'republican*',
    'democrat*',
    'gop',
    'maga',
    'tory',
    'tories',
    'labour party',
    'conservative party',
    'reform uk',
    'farage',
    'starmer',
    'sunak',
    'le pen',
    'afd',
    'election*',
    'electoral',
    'ballot*',
    'impeach*',
    'senator*',
    'congressman',
    'congresswoman',
    'congress',
    'the senate',
    'white house',
    'downing street',
    'campaign trail',
    'abortion',
    'gun control',
    'second amendment',
    'brexit',
    'aides',
    'partisan',
    'left-wing',
    'right-wing',
    'far-right',
    'far-left',
    'polling station*',
    'primaries',
    'midterm*',
  ],
};

/**
 * Everyday and figurative uses taken out before matching: "Star Wars" is a film, a "price war" is
 * consumer news, a phone "battery died" is no bereavement, a "killer feature" harms nobody and analogue radio's
 * "stay of execution" is a reprieve for a technology.
 */
const EXCEPTIONS = [
  'star wars',
  'trade war*',
  'death match',
  'console war*',
  'price war*',
  'bidding war*',
  'format war*',
  'browser war*',
  'culture war*',
  'war of words',
  'war on waste',
  'killer app*',
  'killer feature*',
  'killer deal*',
  'killer bee*',
  'killing it',
  'kill switch',
  'kill time',
  'dead easy',
  'dead simple',
  'dead heat',
  'dead end',
  'deadline*',
  'deadpool',
  'dead by daylight',
  'dead space',
  'grateful dead',
  'walking dead',
  'red dead*',
  'dead sea',
  'dead ringer*',
  'drop dead gorgeous',
  'dying light',
  'battery died',
  'battery dies',
  'phone died',
  'phone dies',
  'died laughing',
  'to die for',
  'death stranding',
  'death metal',
  'death star',
  'blast from the past',
  'had a blast',
  'having a blast',
  'a blast',
  'blast off',
  'blasts off',
  'blast furnace',
  'flood of',
  'flooded with',
  'floods of',
  'explosion of',
  'explosion in popularity',
  'twitter storm',
  'brainstorm*',
  'perfect storm',
  'fire sale',
  'fire tv',
  'fire stick',
  'firestick',
  'disaster recovery',
  'disaster movie',
  'fashion disaster',
  'pr disaster',
  'kitchen disaster',
  'abuse of power',
  'substance abuse',
  'drug abuse',
  'exploitation of the',
  'als ice bucket',
  'stroke of luck',
  'stroke of genius',
  'brush stroke*',
  'heat stroke',
  'swimming stroke',
  'outbreak of laughter',
  'rape seed',
  'rapeseed',
  'shooting star*',
  'shooting stars',
  'photo shoot*',
  'shooting range',
  'film shooting',
  'shooting for the moon',
  'survivor series',
  'evacuated the building for a fire drill',
  'wildfire of',
  'assault rifle ban',
  'covid-era',
  'troops of fans',
  'mourning dove*',
  'stay of execution',
  'stays of execution',
  'cold war',
  'captain america civil war',
  // A biography's history ("served in the Auxiliary Territorial Service during the Second World War")
  // is no war in the news; Auschwitz, the Holocaust and D-Day's dead keep their own words.
  'second world war',
  'first world war',
  'world war ii',
  'world war i',
  'world war two',
  'world war one',
  'world war 2',
  'world war 1',
  'wwii',
  'ww2',
];

type Matcher = { kind: SensitivityKind | null; pattern: RegExp };

/** One alternation per kind; phrase words joined by any run of spaces. */
function phrasePattern(phrases: readonly string[]): RegExp {
  const alternatives = phrases.map((phrase) => {
    const wildcard = phrase.endsWith('*');
    const body = (wildcard ? phrase.slice(0, -1) : phrase)
      .split(' ')
      .map((word) => escapeRegExp(word))
      .join(' +');
    return wildcard ? `${body}[a-z'-]*` : body;
  });
  return new RegExp(`(?<![a-z0-9'-])(?:${alternatives.join('|')})(?![a-z0-9'-])`, 'g');
}

const EXCEPTION_PATTERN = phrasePattern(EXCEPTIONS);
const MATCHERS: readonly Matcher[] = (Object.keys(KIND_PHRASES) as SensitivityKind[]).map((kind) => ({
  kind,
  pattern: phrasePattern(KIND_PHRASES[kind]),
}));

/** Lower case, curly quotes straightened, everything but letters, digits, apostrophes and hyphens a space. */
function normalize(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[^a-z0-9'-]+/g, ' ')} `;
}

/**
 * The kinds of sensitive news a text touches, in the fixed order of SENSITIVITY_KINDS; empty when
 * none. Pure and deterministic.
 */
export function classifySensitivity(...texts: ReadonlyArray<string | null | undefined>): SensitivityKind[] {
  const text = matchableText(texts);
  return MATCHERS.filter(({ pattern }) => {
    pattern.lastIndex = 0;
    return pattern.test(text);
  }).map(({ kind }) => kind as SensitivityKind);
}

/** The texts joined, normalised, with the everyday and figurative uses (EXCEPTIONS) taken out. */
function matchableText(texts: ReadonlyArray<string | null | undefined>): string {
  return normalize(texts.filter((part): part is string => typeof part === 'string' && part !== '').join(' . ')).replace(
    EXCEPTION_PATTERN,
    ' ',
  );
}

/** The words that made a text sensitive, for explanations and tests: [kind, matched phrase]. */
export function sensitivityEvidence(text: string): Array<[SensitivityKind, string]> {
  const normalized = matchableText([text]);
  return MATCHERS.flatMap(({ kind, pattern }) =>
    [...normalized.matchAll(new RegExp(pattern.source, 'g'))].map((match): [SensitivityKind, string] => [
      kind as SensitivityKind,
      match[0],
    ]),
  );
}

/** Tragedy, harm and conflict: kinds where a brand should usually hold back rather than join in. */
const GRAVE_KINDS: ReadonlySet<SensitivityKind> = new Set(['death', 'violence', 'disaster', 'war-terror', 'suicide-self-harm', 'abuse']);

/** True for any sensitive kind: playful formats are off. */
export function isSensitive(kinds: readonly SensitivityKind[]): boolean {
  return kinds.length > 0;
}

/** True when the story involves loss of life, harm or conflict: most brands should not join in at all. */
export function isGrave(kinds: readonly SensitivityKind[]): boolean {
  return kinds.some((kind) => GRAVE_KINDS.has(kind));
}

/**
 * Words that say people are being hurt, displaced or put in danger by the events reported: only then
 * is there anyone to give practical advice or help to. A war story told as a medal table, a military
 * analysis or an anniversary has none ("Olympic medals: practical advice for those affected").
 */
const PEOPLE_AT_RISK_PATTERN = phrasePattern([
  'killed',
  'killing',
  'dead',
  'died',
  'dies',
  'deaths',
  'death toll',
  'injured',
  'injuries',
  'wounded',
  'casualties',
  'victims',
  'survivors',
  'missing',
  'displaced',
  'evacuat*',
  'refugee*',
  'civilians',
  'homeless',
  'trapped',
  'rescue*',
  'rescuers',
  'warning',
  'warnings',
  'alert',
  'state of emergency',
  'emergency',
  'shelter*',
  'hostage*',
  'outbreak',
  'hospitali*',
  'fled',
  'fleeing',
  'humanitarian',
  'famine',
  'starv*',
  'without power',
  'power cut*',
  'homes destroyed',
  'destroyed homes',
  'damaged homes',
]);

/** True when an item's title or the start of its body reports people hurt, displaced or in danger (PEOPLE_AT_RISK_PATTERN). */
export function reportsPeopleAtRisk(title: string, content: string | null): boolean {
  PEOPLE_AT_RISK_PATTERN.lastIndex = 0;
  // The same text itemSensitivity reads, exceptions out: "Grateful Dead" puts nobody at risk.
  return PEOPLE_AT_RISK_PATTERN.test(matchableText([title, content?.slice(0, ITEM_CONTENT_CHARS)]));
}

/** How much of a post's body is read: enough for a self-post to say what it is about. */
const ITEM_CONTENT_CHARS = 1500;

/**
 * The sensitivity of a trending item, from its title and the start of its body. Derived on read
 * rather than stored, so every item, old or new, is judged by the current word lists.
 */
export function itemSensitivity(title: string, content: string | null): SensitivityKind[] {
  return classifySensitivity(title, content?.slice(0, ITEM_CONTENT_CHARS));
}
