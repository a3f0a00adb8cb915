import type { TrendingCampaignInput } from '../../tasks/trending-campaign.task.js';
import { CAMPAIGN_HEADLINE_COUNT } from '../../tasks/trending-campaign.task.js';
import { CATEGORY_HEADLINE_PATTERNS, FORMAT_HEADLINE_PATTERNS } from '../knowledge/headline-patterns.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import { capitalize } from '../knowledge/slots.js';
import { writeHeadline, writeTitle } from '../headline-writer.js';
import { readItemStory } from '../item-story.js';
import { publicationsFor } from '../slot-builder.js';

/** The built-in answer of the trending-campaign task: the best-fitting category, in one of its formats. */
export function generateTrendingCampaign(input: TrendingCampaignInput) {
  const story = readItemStory(input, 'trending-campaign');
  const { random, slots, beat } = story;
  const playbook = PR_CATEGORY_PLAYBOOKS[story.categories[0]!];
  const format = random.pick(playbook.campaignFormats);

  const taken = new Set<string>();
  const headlines = [
    writeHeadline(FORMAT_HEADLINE_PATTERNS[format], slots, random, taken),
    writeHeadline(CATEGORY_HEADLINE_PATTERNS[playbook.id], slots, random, taken),
  ];
  while (headlines.length < CAMPAIGN_HEADLINE_COUNT) {
    headlines.push(writeHeadline(FORMAT_HEADLINE_PATTERNS[format], slots, random, taken));
  }

  const description = [
    capitalize(random.pick(playbook.angles)(slots)),
    capitalize(random.pick(playbook.hooks)(slots)),
    `Delivered as ${/^[aeiou]/i.test(format) ? 'an' : 'a'} ${format.toLowerCase()} with data from ${slots.dataSource}.`,
    `Why now: ${story.conversation}.`,
  ].join(' ');

  return {
    title: writeTitle(playbook.titles, slots, random.int(0, playbook.titles.length - 1)),
    description,
    format,
    headlines,
    targetPublications: publicationsFor(beat, story.regions, random, random.int(4, 6)),
  };
}
