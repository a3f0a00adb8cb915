// Turns a beat, regions and an input's analysis into the words templates use: audiences, the region's
// name, outlets to target and data sources to cite. Every choice is seeded.
import type { ThemeKey } from '../../../contracts/ideas.contract.js';
import { BEATS, type Beat } from './knowledge/beats.js';
import { NATIONAL_SOURCES, nationalDataSource, THEME_DATA_SOURCES, type DataSource } from './knowledge/data-sources.js';
import { BROAD_BEATS, NATIONAL_OUTLETS } from './knowledge/region-outlets.js';
import { REGION_WORDS, type RegionKey } from './knowledge/regions.js';
import type { Slots } from './knowledge/slots.js';
import { looksLikeName, modifierForm, withArticle } from './noun-phrase.js';
import type { SeededRandom } from './seeded-random.js';
import type { TextAnalysis } from './text-analysis.js';

export type PhraseSlots = Pick<
  Slots,
  'subject' | 'theSubject' | 'subjectLabel' | 'subjectKind' | 'topic' | 'theTopic' | 'topicKind' | 'form'
>;

/** The subject and topic slots of what a text analysis found. */
export function analysisSlots(analysis: TextAnalysis): PhraseSlots {
  return {
    subject: analysis.subject,
    theSubject: analysis.subjectRef,
    subjectLabel: analysis.subjectLabel,
    subjectKind: analysis.subjectKind,
    topic: analysis.topic,
    theTopic: analysis.topicRef,
    topicKind: analysis.topicKind,
    form: analysis.form,
  };
}

/**
 * The subject and topic slots of free phrases (a theme's recurring story, a brief's expertise): "four-day
 * week" reads "the four-day week" in a sentence and "four-day week" before another noun.
 */
export function phraseSlots(subject: string, topic: string = subject): PhraseSlots {
  const kindOf = (phrase: string) => (looksLikeName(phrase) && !/^[a-z]/.test(phrase) ? 'name' : 'thing') as 'name' | 'thing';
  return {
    subject,
    theSubject: withArticle(subject),
    subjectLabel: modifierForm(subject, { name: kindOf(subject) === 'name' }),
    subjectKind: kindOf(subject),
    topic,
    theTopic: withArticle(topic),
    topicKind: kindOf(topic),
    form: 'evergreen',
  };
}

/** An audience as a sentence can carry it: "Buyers and sellers (B2B and B2C); English speakers" → "buyers and sellers". */
export function shortAudience(audience: string): string {
  const short = audience
    .replace(/\s*\([^)]*\)/g, '')
    .split(/\s*[;|]\s*/)[0]!
    .trim();
  const cut = short.length <= 60 ? short : short.slice(0, 60).replace(/[\s,]+\S*$/, '');
  return /^[A-Z][a-z]/.test(cut) && !/^[A-Z][a-z]+\s[A-Z]/.test(cut) ? cut[0]!.toLowerCase() + cut.slice(1) : cut;
}

/**
 * A title as a pitch quotes it: emoticons and emoji out, double quotes made single, cut at a word
 * boundary (never after "the" or "of", and with no ellipsis after a full sentence).
 */
export function shortTitle(title: string, max = 80): string {
  const clean = title
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/<3/g, '')
    .replace(/(?:^|\s)[:;]-?[()DPp/\\|]+(?=\s|$)/g, ' ')
    .replace(/\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u{FE0F}/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([?!.,;:])/g, '$1')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/([!?])\1+/g, '$1')
    .trim()
    .replace(/["“”]/g, "'");
  if (clean.length <= max) return clean;
  let cut = clean.slice(0, max);
  cut = cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : max).replace(/[,;:\s-]+$/, '');
  while (/\s(?:the|a|an|of|to|and|or|for|with|in|on|at|by|from|is|are|was|were|that|this|your|my|our|their|his|her|its)$/i.test(cut)) {
    cut = cut.replace(/\s+\S+$/, '');
  }
  return /[.?!]$/.test(cut) ? cut : `${cut}...`;
}

/**
 * Straight single quotes inside a title made typographic, so the title can sit inside straight ones:
 * an opening quote (at the start, after a space or bracket) becomes ‘ and any other (closing, or an
 * apostrophe) becomes ’: Russia is ‘going backwards’, Kamala wouldn’t.
 */
export function curlSingleQuotes(text: string): string {
  return text.replace(/(^|[\s([{])'/g, '$1‘').replace(/'/g, '’');
}

export type RegionWording = { name: string; people: string; adjective: string };

/** "a, b and c": the one way the built-in generator lists things in a sentence. */
export function listed(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** How a set of regions reads in a sentence: "the UK and Ireland", "UK and Irish adults", "UK and Irish". */
export function regionWording(regions: readonly RegionKey[]): RegionWording {
  const named = regions.filter((region) => region !== 'global');
  if (named.length === 0) return REGION_WORDS.global;
  if (named.length === 1) return REGION_WORDS[named[0]!];
  const adjectives = listed(named.map((region) => REGION_WORDS[region].adjective));
  return {
    name: listed(named.map((region) => REGION_WORDS[region].name)),
    people: `${adjectives} adults`,
    adjective: adjectives,
  };
}

/** "UK drivers", "UK and Irish drivers", "drivers worldwide". */
export function audienceIn(audience: string, regions: readonly RegionKey[]): string {
  const wording = regionWording(regions);
  if (wording === REGION_WORDS.global) return `${audience} worldwide`;
  return `${wording.adjective} ${audience}`;
}

/** The most outlets one answer lists (the answer schemas' limit). */
const MAX_PUBLICATIONS = 8;

/** A region's outlets for a beat: beats.ts lists the UK, the US and international ones per beat, region-outlets.ts the rest. */
export function regionOutlets(beat: Beat, region: RegionKey): readonly string[] {
  if (region === 'UK' || region === 'US' || region === 'global') return beat.publications[region];
  return NATIONAL_OUTLETS[region][BROAD_BEATS[beat.key]];
}

/** A market's national news titles: the general desk of beats.ts for the UK and the US, region-outlets.ts for the rest. */
export function nationalNewsOutlets(region: RegionKey): readonly string[] {
  if (region === 'UK' || region === 'US' || region === 'global') return BEATS.general.publications[region];
  return NATIONAL_OUTLETS[region].news;
}

/**
 * Outlets for a beat in the given regions: a seeded mix of each region's own list, round-robin so
 * every region gets at least one (the count grows to the number of regions, up to 8), then
 * international ones to fill up. With `nationalFirst`, each named region's first outlet is one of
 * its national news titles: a beat's specialist press alone (a Dutch IT trade title for a gaming
 * story) is not the market's national press.
 */
export function publicationsFor(
  beat: Beat,
  regions: readonly RegionKey[],
  random: SeededRandom,
  count: number,
  options: { nationalFirst?: boolean } = {},
): string[] {
  const lists = regions.map((region) => regionOutlets(beat, region));
  if (lists.length === 0) lists.push(beat.publications.UK, beat.publications.US);
  // With national titles first, each market gets room for one of its specialist titles as well.
  const wanted = Math.min(MAX_PUBLICATIONS, Math.max(count, lists.length * (options.nationalFirst ? 2 : 1)));
  const picked: string[] = [];
  if (options.nationalFirst) {
    for (const region of regions.filter((key) => key !== 'global')) {
      const title = random.shuffle(nationalNewsOutlets(region)).find((entry) => !picked.includes(entry));
      if (title !== undefined && picked.length < wanted) picked.push(title);
    }
  }
  const queues = lists.map((list) => random.shuffle(list));
  // Round-robin: each region in turn adds its next outlet not yet picked (titles can be shared).
  for (let added = true; added && picked.length < wanted;) {
    added = false;
    for (const queue of queues) {
      const outlet = queue.find((entry) => !picked.includes(entry));
      if (outlet !== undefined && picked.length < wanted) {
        picked.push(outlet);
        added = true;
      }
    }
  }
  // International titles fill up, but not one that is another market's own press: the Financial Times
  // read as a UK paper in an Indian outlet list.
  const named = regions.filter((region) => region !== 'global');
  const foreign = (outlet: string) =>
    named.length > 0 && (['UK', 'US'] as const).some((home) => !named.includes(home) && HOME_PRESS[home].has(outlet));
  for (const outlet of random.shuffle(beat.publications.global)) {
    if (picked.length >= wanted) break;
    if (!picked.includes(outlet) && !foreign(outlet)) picked.push(outlet);
  }
  return picked;
}

/** Every UK and every US title of the beat tables: a market's own press, whatever the beat. */
const HOME_PRESS: Readonly<Record<'UK' | 'US', ReadonlySet<string>>> = {
  UK: new Set(Object.values(BEATS).flatMap((beat) => beat.publications.UK)),
  US: new Set(Object.values(BEATS).flatMap((beat) => beat.publications.US)),
};

/**
 * The data sources of the themes that best fit a text: ranked by shared keywords, sources of the
 * target regions first, then seeded. Sources of a country outside the target regions are left out,
 * and every named target region gets at least one source of its own (its statistics office, central
 * bank or a topical body), so the list can be longer than `count` when many regions are given.
 */
export function dataSourcesFor(
  themes: readonly ThemeKey[],
  words: ReadonlySet<string>,
  regions: readonly RegionKey[],
  random: SeededRandom,
  count: number,
): DataSource[] {
  const seen = new Set<string>();
  const inScope = (source: DataSource) => regions.length === 0 || sourceServes(source, regions);
  // The first theme is the best fit, so its sources weigh more than the next theme's.
  const candidates = themes
    .flatMap((theme, themeIndex) =>
      THEME_DATA_SOURCES[theme].map((source) => ({ source, themeWeight: (themes.length - themeIndex - 1) * 0.75 })),
    )
    .filter(({ source }) => inScope(source))
    .filter(({ source }) => (seen.has(source.name) ? false : (seen.add(source.name), true)));
  const scored = candidates.map(({ source, themeWeight }) => ({
    source,
    score:
      source.keywords.filter((keyword) => words.has(keyword)).length * 2 +
      (regions.includes(source.region) ? 1.5 : source.region === 'global' ? 0.5 : 0) +
      themeWeight +
      random.next(),
  }));
  const ranked = scored.sort((a, b) => b.score - a.score).map((entry) => entry.source);
  const theme = themes[0];
  const missing = regions.filter((region) => region !== 'global' && !ranked.slice(0, count).some((source) => source.region === region));
  if (theme === undefined || missing.length === 0) return ranked.slice(0, count);
  // The regions the themes' tables do not cover get their statistics office, and the body made for
  // the theme where there is one (a central bank for finance, a tourist board for travel).
  const offices: DataSource[] = [];
  const topical: DataSource[] = [];
  for (const region of missing) {
    const own = NATIONAL_SOURCES.filter((source) => source.region === region);
    const office = own.find((source) => source.themes === undefined && source.description === undefined) ?? own[0]!;
    offices.push(nationalDataSource(office, theme, REGION_WORDS[region].name));
    const themed = own.find((source) => source.themes?.includes(theme));
    if (themed) topical.push(nationalDataSource(themed, theme, REGION_WORDS[region].name));
  }
  const national = [...offices, ...topical];
  const kept = ranked.filter((source) => !national.some((entry) => entry.name === source.name));
  return [...kept.slice(0, Math.max(1, count - offices.length)), ...offices, ...topical].slice(0, Math.max(MAX_DATA_SOURCES, count));
}

/** Markets whose figures Eurostat publishes: the EU's members and the Nordic EEA countries. */
const EUROSTAT_MARKETS: ReadonlySet<RegionKey> = new Set(['EU', 'IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'NORDICS']);

/**
 * Whether a source has figures for one of the regions: its own country's, an international body's, or
 * an EU source for an EU market. Eurostat for India or the ONS for Australia is another country's data.
 */
export function sourceServes(source: DataSource, regions: readonly RegionKey[]): boolean {
  if (source.region === 'global' || regions.includes(source.region)) return true;
  return source.region === 'EU' && regions.some((region) => EUROSTAT_MARKETS.has(region));
}

/** The most data sources one answer lists (the campaign-details schema's limit). */
const MAX_DATA_SOURCES = 8;

/** Integer formatting the way UK copy writes it: "12,400". */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-GB').format(value);
}

/** A spokesperson role as the brand's own: "a registered nutritionist we work with" → "Acme's registered nutritionist". */
export function brandExpert(brand: string, spokesperson: string): string {
  const role = spokesperson.replace(/^(a|an|our)\s+/i, '').replace(/\s+(on our team|we work with)$/i, '');
  return `${brand}'s ${role}`;
}
