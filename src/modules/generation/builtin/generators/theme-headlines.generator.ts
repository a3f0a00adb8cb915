import { PR_CATEGORIES, THEME_HEADLINE_COUNT, type PrCategoryId } from '../../../../contracts/ideas.contract.js';
import type { ThemeHeadlinesInput } from '../../tasks/theme-headlines.task.js';
import { wordsOf } from '../beat-classifier.js';
import { finishHeadline, writeHeadline } from '../headline-writer.js';
import { BEATS, THEME_BEATS } from '../knowledge/beats.js';
import { CATEGORY_HEADLINE_PATTERNS, type HeadlinePattern } from '../knowledge/headline-patterns.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import type { RegionKey } from '../knowledge/regions.js';
import { capitalize, type Slots } from '../knowledge/slots.js';
import { needsCareTopic, THEME_TOPICS } from '../knowledge/theme-topics.js';
import { SeededRandom } from '../seeded-random.js';
import { audienceIn, dataSourcesFor, phraseSlots, regionWording } from '../slot-builder.js';

/**
 * The built-in answer of the theme-headlines task: ten headlines, one per PR category, each on a
 * different recurring story of the theme, alternating between UK and US audiences.
 */
export function generateThemeHeadlines(input: ThemeHeadlinesInput) {
  const random = new SeededRandom(`theme-headlines|${input.theme}`);
  const beat = BEATS[THEME_BEATS[input.theme]];
  const theme = THEME_TOPICS[input.theme];
  const categories = random.shuffle(PR_CATEGORIES.map((category) => category.id)).slice(0, THEME_HEADLINE_COUNT);
  const topics = respectfulOrder(random.shuffle(theme.topics), categories);
  const taken = new Set<string>();
  const openings = new Set<string>();

  const headlines = categories.map((categoryId, index) => {
    const topic = topics[index % topics.length]!;
    const regions: RegionKey[] = [index % 2 === 0 ? 'UK' : 'US'];
    const wording = regionWording(regions);
    const source = dataSourcesFor([input.theme], wordsOf(topic), regions, random, 1)[0];
    const slots: Slots = {
      ...phraseSlots(topic),
      audience: audienceIn(random.pick(theme.audiences), regions),
      people: wording.people,
      place: wording.name,
      region: wording.name,
      number: null,
      brand: 'your brand',
      expert: random.pick(beat.spokespeople),
      dataSource: source?.name ?? 'Google Trends',
      platform: PR_CATEGORY_PLAYBOOKS[categoryId].sourcePlatform,
      beat: beat.label,
      comments: null,
      count: random.int(5, 12),
      sample: random.pick(['1,000', '2,000', '3,000']),
    };
    return {
      id: index + 1,
      headline: writeVariedHeadline(CATEGORY_HEADLINE_PATTERNS[categoryId], slots, random, taken, openings),
      category: PR_CATEGORIES.find((category) => category.id === categoryId)!.name,
      hook: `${capitalize(random.pick(PR_CATEGORY_PLAYBOOKS[categoryId].hooks)(slots))} Data: ${slots.dataSource}.`,
    };
  });
  return { headlines };
}

/** Categories whose format plays with its subject: a quiz, an experiment, a meme or user entries. */
const PLAYFUL_CATEGORIES: ReadonlySet<PrCategoryId> = new Set([3, 6, 7, 9, 10]);

/**
 * The topics in the order the categories will use them, with every topic that needs care ("flood risk",
 * "loneliness") moved onto a respectful category: no quiz or meme about a flood.
 */
function respectfulOrder(topics: readonly string[], categories: readonly PrCategoryId[]): string[] {
  const ordered = topics.slice(0, categories.length);
  const spare = topics.slice(categories.length).filter((topic) => !needsCareTopic(topic));
  categories.forEach((category, index) => {
    if (!PLAYFUL_CATEGORIES.has(category) || !needsCareTopic(ordered[index]!)) return;
    const swap = categories.findIndex((other, at) => !PLAYFUL_CATEGORIES.has(other) && !needsCareTopic(ordered[at]!));
    if (swap >= 0) [ordered[index], ordered[swap]] = [ordered[swap]!, ordered[index]!];
    else ordered[index] = spare.shift() ?? ordered[index]!;
  });
  return ordered;
}

/** The first two words: "How much", "We tested", "The truth". One answer uses each opening once. */
function openingOf(headline: string): string {
  return headline.toLowerCase().split(/\s+/).slice(0, 2).join(' ');
}

/** A headline whose opening no earlier headline of the answer used, when the category has one. */
function writeVariedHeadline(
  patterns: readonly HeadlinePattern[],
  slots: Slots,
  random: SeededRandom,
  taken: Set<string>,
  openings: Set<string>,
): string {
  const fresh = patterns.filter((pattern) => !openings.has(openingOf(finishHeadline(pattern.render(slots)))));
  const headline = writeHeadline(fresh.length > 0 ? fresh : patterns, slots, random, taken);
  openings.add(openingOf(headline));
  return headline;
}
