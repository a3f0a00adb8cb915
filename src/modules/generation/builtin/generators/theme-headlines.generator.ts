import { PR_CATEGORIES, THEME_HEADLINE_COUNT } from '../../../../contracts/ideas.contract.js';
import type { ThemeHeadlinesInput } from '../../tasks/theme-headlines.task.js';
import { wordsOf } from '../beat-classifier.js';
import { writeHeadline } from '../headline-writer.js';
import { BEATS, THEME_BEATS } from '../knowledge/beats.js';
import { CATEGORY_HEADLINE_PATTERNS } from '../knowledge/headline-patterns.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import type { RegionKey } from '../knowledge/regions.js';
import { capitalize, type Slots } from '../knowledge/slots.js';
import { THEME_TOPICS } from '../knowledge/theme-topics.js';
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
  const topics = random.shuffle(theme.topics);
  const categories = random.shuffle(PR_CATEGORIES.map((category) => category.id));
  const taken = new Set<string>();

  const headlines = categories.slice(0, THEME_HEADLINE_COUNT).map((categoryId, index) => {
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
      count: random.int(5, 12),
      sample: random.pick(['1,000', '2,000', '3,000']),
    };
    return {
      id: index + 1,
      headline: writeHeadline(CATEGORY_HEADLINE_PATTERNS[categoryId], slots, random, taken),
      category: PR_CATEGORIES.find((category) => category.id === categoryId)!.name,
      hook: `${capitalize(random.pick(PR_CATEGORY_PLAYBOOKS[categoryId].hooks)(slots))} Data: ${slots.dataSource}.`,
    };
  });
  return { headlines };
}
