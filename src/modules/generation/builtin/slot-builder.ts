// Turns a beat, regions and an input's analysis into the words templates use: audiences, the region's
// name, outlets to target and data sources to cite. Every choice is seeded.
import type { ThemeKey } from '../../../contracts/ideas.contract.js';
import type { Beat } from './knowledge/beats.js';
import { THEME_DATA_SOURCES, type DataSource } from './knowledge/data-sources.js';
import { REGION_WORDS, type RegionKey } from './knowledge/regions.js';
import type { Slots } from './knowledge/slots.js';
import { looksLikeName, modifierForm, withArticle } from './noun-phrase.js';
import type { SeededRandom } from './seeded-random.js';
import type { TextAnalysis } from './text-analysis.js';

type PhraseSlots = Pick<Slots, 'subject' | 'theSubject' | 'subjectLabel' | 'subjectKind' | 'topic' | 'theTopic' | 'topicKind' | 'form'>;

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
  const short = audience.replace(/\s*\([^)]*\)/g, '').split(/\s*[;|]\s*/)[0]!.trim();
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

export type RegionWording = { name: string; people: string; adjective: string };

/** How a set of regions reads in a sentence: "the UK and the US", "UK and US adults", "UK and US". */
export function regionWording(regions: readonly RegionKey[]): RegionWording {
  const named = regions.filter((region) => region !== 'global');
  if (named.length === 0) return REGION_WORDS.global;
  if (named.length === 1) return REGION_WORDS[named[0]!];
  return {
    name: named.map((region) => REGION_WORDS[region].name).join(' and '),
    people: `${named.map((region) => REGION_WORDS[region].adjective).join(' and ')} adults`,
    adjective: named.map((region) => REGION_WORDS[region].adjective).join(' and '),
  };
}

/** "UK drivers", "UK and US drivers", "drivers worldwide". */
export function audienceIn(audience: string, regions: readonly RegionKey[]): string {
  const wording = regionWording(regions);
  if (wording === REGION_WORDS.global) return `${audience} worldwide`;
  return `${wording.adjective} ${audience}`;
}

/**
 * Outlets for a beat in the given regions: a seeded mix of each region's list, international ones
 * for regions other than the UK and the US.
 */
export function publicationsFor(beat: Beat, regions: readonly RegionKey[], random: SeededRandom, count: number): string[] {
  const lists = regions.map((region) => (region === 'global' ? beat.publications.global : beat.publications[region]));
  if (lists.length === 0) lists.push(beat.publications.UK, beat.publications.US);
  const shuffled = lists.map((list) => random.shuffle(list));
  const picked: string[] = [];
  for (let round = 0; picked.length < count && round < 10; round += 1) {
    for (const list of shuffled) {
      const outlet = list[round];
      if (outlet !== undefined && !picked.includes(outlet) && picked.length < count) picked.push(outlet);
    }
  }
  for (const outlet of random.shuffle(beat.publications.global)) {
    if (picked.length >= count) break;
    if (!picked.includes(outlet)) picked.push(outlet);
  }
  return picked;
}

/**
 * The data sources of the themes that best fit a text: ranked by shared keywords, sources of the
 * target regions first, then seeded.
 */
export function dataSourcesFor(
  themes: readonly ThemeKey[],
  words: ReadonlySet<string>,
  regions: readonly RegionKey[],
  random: SeededRandom,
  count: number,
): DataSource[] {
  const seen = new Set<string>();
  // The first theme is the best fit, so its sources weigh more than the next theme's.
  const candidates = themes
    .flatMap((theme, themeIndex) => THEME_DATA_SOURCES[theme].map((source) => ({ source, themeWeight: (themes.length - themeIndex - 1) * 0.75 })))
    .filter(({ source }) => (seen.has(source.name) ? false : (seen.add(source.name), true)));
  const scored = candidates.map(({ source, themeWeight }) => ({
    source,
    score:
      source.keywords.filter((keyword) => words.has(keyword)).length * 2 +
      (regions.includes(source.region) ? 1.5 : source.region === 'global' ? 0.5 : 0) +
      themeWeight +
      random.next(),
  }));
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map((entry) => entry.source);
}

/** Integer formatting the way UK copy writes it: "12,400". */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-GB').format(value);
}

/** A spokesperson role as the brand's own: "a registered nutritionist we work with" → "Acme's registered nutritionist". */
export function brandExpert(brand: string, spokesperson: string): string {
  const role = spokesperson.replace(/^(a|an|our)\s+/i, '').replace(/\s+(on our team|we work with)$/i, '');
  return `${brand}'s ${role}`;
}
