import { prCategoryName } from '../../../../contracts/ideas.contract.js';
import type { WebsiteIdeasInput } from '../../tasks/website-ideas.task.js';
import { WEBSITE_IDEAS_MAX, WEBSITE_IDEAS_MIN } from '../../tasks/website-ideas.task.js';
import { canonicalJson } from '../../../../platform/ai/generation-cache.js';
import { classifyBeat } from '../beat-classifier.js';
import { rankCategories } from '../category-ranking.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import { regionsMentioned, type RegionKey } from '../knowledge/regions.js';
import { capitalize, type Slots } from '../knowledge/slots.js';
import { writeTitle } from '../headline-writer.js';
import { THEME_TOPICS } from '../knowledge/theme-topics.js';
import { SeededRandom } from '../seeded-random.js';
import { audienceIn, brandExpert, dataSourcesFor, phraseSlots, publicationsFor, regionWording, shortAudience } from '../slot-builder.js';
import { analyzeText } from '../text-analysis.js';

/** The built-in answer of the website-ideas task: the best-fitting categories applied to the business. */
export function generateWebsiteIdeas(input: WebsiteIdeasInput) {
  const random = new SeededRandom(`website-ideas|${canonicalJson(input)}`);
  const brand = brandName(input);
  const text = [input.description, input.businessType, ...input.keyMessages].filter(Boolean).join('. ');
  const analysis = analyzeText(input.description ?? input.title ?? brand, [input.businessType, input.targetAudience, ...input.keyMessages].join('. '));
  const beat = classifyBeat(analysis.words, { sector: input.businessType, topicName: input.businessType });
  const mentioned = regionsMentioned(`${text} ${input.url}`);
  const regions: RegionKey[] = mentioned.length > 0 ? mentioned : /\.uk(\/|$)/.test(input.url) ? ['UK'] : ['UK', 'US'];
  const wording = regionWording(regions);
  const sources = dataSourcesFor(beat.themes, analysis.words, regions, random, 3);
  const count = random.int(WEBSITE_IDEAS_MIN, WEBSITE_IDEAS_MAX);
  const categories = rankCategories({ beat: beat.key, analysis }, random).slice(0, count);
  const messages = input.keyMessages.length > 0 ? input.keyMessages : [analysis.topic];
  // Campaigns are about a topic the business can speak on, not about the brand itself: what its own
  // description is about first, then the recurring stories of its beat.
  const generic = [brand.toLowerCase(), input.businessType.trim().toLowerCase()];
  // A site's own words make a campaign topic only when they name a thing, not the site praising itself
  // ("award-winning International Trade Site", "go-to destination").
  const selfPraise = /\b(?:award|winning|leading|best|go-to|premier|trusted|official|innovative|world's|#1|number one|expert|ultimate|home of|destination)\b/i;
  const ownTopic =
    generic.includes(analysis.topic.toLowerCase()) || analysis.topicKind !== 'thing' || selfPraise.test(analysis.topic) || /\s\p{Lu}/u.test(analysis.topic)
      ? []
      : [analysis.topic];
  const topics = [...ownTopic, ...random.shuffle(THEME_TOPICS[beat.themes[0]!].topics)];
  const audience = input.targetAudience.trim() !== '' ? shortAudience(input.targetAudience) : audienceIn(random.pick(beat.audiences), regions);

  const ideas = categories.map((categoryId, index) => {
    const playbook = PR_CATEGORY_PLAYBOOKS[categoryId];
    const message = messages[index % messages.length]!;
    const topic = topics[index % topics.length]!;
    const slots: Slots = {
      ...phraseSlots(topic),
      audience,
      people: wording.people,
      place: analysis.places[0] ?? wording.name,
      region: wording.name,
      number: analysis.numbers[0] ?? null,
      brand,
      expert: brandExpert(brand, random.pick(beat.spokespeople)),
      dataSource: sources[index % sources.length]?.name ?? 'Google Trends',
      platform: playbook.sourcePlatform,
      beat: beat.label,
      count: random.int(5, 12),
      sample: random.pick(['1,000', '1,500', '2,000', '2,500']),
    };
    return {
      title: writeTitle(playbook.titles, slots, index),
      description: `${brand} ${playbook.action} on ${slots.theTopic}, backing its message "${message}" for ${audience}. ${capitalize(random.pick(playbook.angles)(slots))}`,
      prCategory: prCategoryName(categoryId),
      timeline: playbook.timeline,
      difficulty: playbook.difficulty,
      storyDelivery: playbook.delivery,
      dataSources: `${sources.map((source) => source.name).join('; ')}; plus ${brand}'s own first-party data (${input.businessType.toLowerCase()} usage and customer insight).`,
      newsHook: capitalize(random.pick(playbook.hooks)(slots)),
      implementationSteps: playbook.steps.map((step) => capitalize(step(slots))),
      targetPublications: publicationsFor(beat, regions, random, random.int(4, 6)),
      requiredAssets: `${capitalize(playbook.needs.join(', '))}, plus a landing page on ${hostname(input.url)}.`,
    };
  });
  return { ideas };
}

/** The brand as the site names itself ("Apple" from "Apple (United Kingdom)" or "apple.com"). */
function brandName(input: WebsiteIdeasInput): string {
  const fromTitle = input.title?.split(/\s[-|–—:·]\s|\s\(/)[0]?.trim();
  if (fromTitle && fromTitle.length >= 2 && fromTitle.length <= 40) return fromTitle;
  const host = hostname(input.url).replace(/^www\./, '').split('.')[0] ?? input.url;
  return capitalize(host);
}

function hostname(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
