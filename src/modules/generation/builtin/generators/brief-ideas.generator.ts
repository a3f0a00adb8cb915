import type { BriefCampaignIdea } from '../../../../contracts/ideas.contract.js';
import type { BriefIdeasInput, GroundingTrend } from '../../tasks/brief-ideas.task.js';
import { canonicalJson } from '../../../../platform/ai/generation-cache.js';
import { classifyBeat, wordsOf } from '../beat-classifier.js';
import { rankCategories } from '../category-ranking.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import { parseTargetRegions } from '../knowledge/regions.js';
import { titleCase, capitalize, type Slots } from '../knowledge/slots.js';
import { writeTitle } from '../headline-writer.js';
import { withArticle } from '../noun-phrase.js';
import { THEME_TOPICS } from '../knowledge/theme-topics.js';
import { SeededRandom } from '../seeded-random.js';
import { analysisSlots, audienceIn, brandExpert, dataSourcesFor, phraseSlots, publicationsFor, regionWording, shortTitle } from '../slot-builder.js';
import { analyzeText } from '../text-analysis.js';

type IdeaAnswer = { [K in keyof BriefCampaignIdea]-?: Exclude<BriefCampaignIdea[K], undefined> | null };

/**
 * The built-in answer of the brief-ideas task: n ideas over the allowed categories (best fit for the
 * sector first), each on its own topic, with the brief's brand, audience, regions, tone, assets and
 * timing written into it, and riding a grounding trend where one is given.
 */
export function generateBriefIdeas(input: BriefIdeasInput) {
  const { brief } = input;
  const random = new SeededRandom(`brief-ideas|${canonicalJson(input)}`);
  const words = wordsOf(brief.sector_or_niche, brief.primary_expertise, brief.core_audience);
  const beat = classifyBeat(words, { sector: brief.sector_or_niche });
  const regions = parseTargetRegions(brief.target_regions);
  const wording = regionWording(regions);
  const dataSources = dataSourcesFor(beat.themes, words, regions, random, 4);
  const categories = rankCategories({ beat: beat.key }, random, input.allowedCategories);
  const topics = topicPool(input, random, beat.themes[0]!);
  const audience = brief.core_audience ?? audienceIn(random.pick(beat.audiences), regions);

  const ideas: IdeaAnswer[] = [];
  for (let index = 0; index < brief.n_ideas; index += 1) {
    const categoryId = categories[index % categories.length]!;
    const playbook = PR_CATEGORY_PLAYBOOKS[categoryId];
    const trend: GroundingTrend | undefined = input.trends[index];
    // A trend whose title names nothing ("This is pathetic.") still grounds the idea; its topic comes from the pool.
    const trendAnalysis = trend ? analyzeText(trend.title) : null;
    const fromTrend = trendAnalysis !== null && trendAnalysis.subjectKind !== 'none';
    const topic = fromTrend ? trendAnalysis.subject : topics[index % topics.length]!;
    const round = Math.floor(index / categories.length);
    const expertise = brief.primary_expertise;
    const phrases = fromTrend ? analysisSlots(trendAnalysis) : phraseSlots(topic);
    const slots: Slots = {
      ...phrases,
      ...(expertise ? { topic: expertise, theTopic: withArticle(expertise), topicKind: 'thing' as const } : {}),
      form: 'evergreen',
      audience,
      people: wording.people,
      place: wording.name,
      region: wording.name,
      number: null,
      brand: brief.brand_name,
      expert: brandExpert(brief.brand_name, random.pick(beat.spokespeople)),
      dataSource: dataSources[index % dataSources.length]?.name ?? 'Google Trends',
      platform: trend?.source_platform ?? playbook.sourcePlatform,
      beat: beat.label,
      count: random.int(5, 12),
      sample: random.pick(['1,000', '1,500', '2,000', '2,500']),
    };

    const title = writeTitle(playbook.titles, slots, round);
    ideas.push({
      title: ideas.some((idea) => idea.title === title) ? `${title}: ${titleCase(topic)}` : title,
      category: categoryId,
      effort_level: playbook.effort,
      speed_required: playbook.speed,
      one_sentence_pitch: `${brief.brand_name} ${playbook.action} on ${slots.theSubject} for ${audience} in ${wording.name}, told in ${article(brief.tone)} ${brief.tone} voice.`,
      hook: fitSentences(
        [
          trend ? `Rides the "${shortTitle(trend.title, 90)}" trend on ${trend.source_platform}.` : null,
          capitalize(random.pick(playbook.hooks)(slots)),
          expertise ? `${brief.brand_name}'s expertise in ${expertise} makes it credible.` : null,
        ],
        MAX_HOOK,
      ),
      required_assets: `${capitalize(playbook.needs.join(', '))}.${brief.available_assets ? ` Already available: ${brief.available_assets}.` : ''}`,
      target_publications: publicationsFor(beat, regions, random, random.int(4, 6)),
      timeline: `${playbook.timeline}${brief.timing_constraints ? ` (planned around: ${brief.timing_constraints})` : ''}`,
      difficulty: playbook.difficulty,
      implementation_steps: [
        ...playbook.steps.map((step) => capitalize(step(slots))),
        `Write every asset in ${brief.brand_name}'s ${brief.tone} tone and get sign-off before launch.`,
      ],
      risk_notes: playbook.risks.join(' '),
      source_platform: trend?.source_platform ?? playbook.sourcePlatform,
      trend_link: trend?.trend_link ?? null,
      time_to_live_days: trend?.time_to_live_days ?? Math.min(playbook.shelfLifeDays, Math.max(brief.trend_timeframe_days, 2) * 6),
    });
  }
  return { ideas };
}

/** Topics for ideas without a trend: the brief's expertise first, then the sector's recurring stories. */
function topicPool(input: BriefIdeasInput, random: SeededRandom, theme: keyof typeof THEME_TOPICS): string[] {
  const pool = random.shuffle(THEME_TOPICS[theme].topics);
  const expertise = input.brief.primary_expertise;
  return expertise ? [expertise, ...pool.filter((topic) => topic !== expertise)] : pool;
}

/** The task's limit on a hook. */
const MAX_HOOK = 500;

/** The sentences that fit under the limit, in order; the first one given always stays. */
function fitSentences(sentences: ReadonlyArray<string | null>, max: number): string {
  const kept: string[] = [];
  for (const sentence of sentences) {
    if (sentence && (kept.length === 0 || [...kept, sentence].join(' ').length <= max)) kept.push(sentence);
  }
  return kept.join(' ');
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

