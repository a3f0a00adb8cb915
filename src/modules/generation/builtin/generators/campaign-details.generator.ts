import { PR_CATEGORIES, THEMES, type PrCategoryId, type ThemeKey } from '../../../../contracts/ideas.contract.js';
import type { CampaignDetailsInput } from '../../tasks/campaign-details.task.js';
import { canonicalJson } from '../../../../platform/ai/generation-cache.js';
import { classifyBeat } from '../beat-classifier.js';
import { BEATS, THEME_BEATS } from '../knowledge/beats.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import { regionsMentioned, regionsNamed, type RegionKey } from '../knowledge/regions.js';
import { capitalize, type Slots } from '../knowledge/slots.js';
import { THEME_TOPICS } from '../knowledge/theme-topics.js';
import { modifierForm, phraseNumber } from '../noun-phrase.js';
import { SeededRandom } from '../seeded-random.js';
import { analysisSlots, audienceIn, dataSourcesFor, phraseSlots, publicationsFor, regionWording } from '../slot-builder.js';
import { analyzeText } from '../text-analysis.js';
import { escapeRegExp } from '../../../../common/text/escape-reg-exp.js';

// Rough budgets by effort, so the resources line is something a PR lead can plan with.
const BUDGETS = {
  Low: 'Budget: under £1,000 (mostly team time).',
  Medium: 'Budget: £2,000-£6,000 (survey panel or data collection, design).',
  High: 'Budget: £8,000-£20,000 (participants, filming, prizes and design).',
} as const;

/**
 * Why each kind of campaign earns coverage, opening on the campaign's own topic: the headline sits right
 * above this line on screen, so it says what this topic gives which desk, not the headline again or the
 * category's general hook (which the headline's own hook line already shows).
 */
const COVERAGE_REASONS: Readonly<Record<PrCategoryId, (s: Slots) => string>> = {
  1: (s) =>
    `${topicIs(s)} a subject where the claims outrun the evidence: ${s.expert}, correcting what ${s.audience} get wrong with a figure from ${s.dataSource} each time, gives ${s.beat} desks a corrective story they can quote the same day.`,
  2: (s) =>
    `${topicIs(s)} a price story every region can run: a ranked, like-for-like index built on ${s.dataSource} shows ${s.audience} where they pay most and least, and gives each regional outlet a line about its own area.`,
  3: (s) =>
    `${topicIs(s)} easy to turn into a puzzle readers time themselves on: they share their score, publishers embed the image, and the piece keeps travelling on online desks after launch.`,
  4: (s) =>
    `${topicIs(s)} back in the news every year, and the figures most articles quote date quickly: an update with the newest ${s.dataSource} release gives ${s.beat} and features desks a reason to run it again now.`,
  5: (s) =>
    `${topicIs(s)} a story that returns with every new study or policy change; when it does, ${s.beat} desks need a reaction and a fresh fact within hours, and a ready comment from ${s.expert} anchored on ${s.dataSource} is the one that gets used.`,
  6: (s) =>
    `${topicIs(s)} argued about but rarely measured: a controlled test with ${s.count} ${s.audience}, measured before and after and filmed, gives ${s.beat} desks evidence, pictures and a "we tested it" headline editors trust.`,
  7: (s) =>
    `${topicIs(s)} made for short-form video: a tested take from ${s.expert}, in the format ${s.audience} already watch, stands out from the reaction clips and gives online trends reporters something to embed.`,
  8: (s) =>
    `${topicIs(s)} debated in public threads by people nobody polls: counting what ${s.audience} actually say there turns the chatter into data, with anonymised quotes ${s.beat} desks can use.`,
  9: (s) =>
    `${topicIs(s)} already a joke online, and jokes spread faster than facts: pairing each meme with a figure from ${s.dataSource} gives online desks a light story with substance.`,
  10: (s) =>
    `${topicIs(s)} something ${s.audience} have their own stories and pictures of: a challenge collects their entries, and the best of them, with the totals, make a visual round-up for ${s.beat} and lifestyle desks.`,
};

/** The built-in answer of the campaign-details task: the category's playbook applied to the headline. */
export function generateCampaignDetails(input: CampaignDetailsInput) {
  const random = new SeededRandom(`campaign-details|${canonicalJson(input)}`);
  const analysis = analyzeText(input.headline);
  const themeKey = resolveTheme(input.theme, analysis.words);
  const beat = themeKey ? BEATS[THEME_BEATS[themeKey]] : classifyBeat(analysis.words);
  const categoryId = resolveCategory(input.category, input.headline);
  const playbook = PR_CATEGORY_PLAYBOOKS[categoryId];
  // A headline about Germany and France is planned with German and French sources and outlets.
  const named = [
    ...new Set<RegionKey>([...regionsMentioned(input.headline), ...regionsNamed(input.headline, { caseSensitiveUs: true })]),
  ].filter((region) => region !== 'global');
  const regions: RegionKey[] = named.length > 0 ? named : ['UK', 'US'];
  const wording = regionWording(regions);
  const sources = dataSourcesFor(themeKey ? [themeKey, ...beat.themes] : beat.themes, analysis.words, regions, random, random.int(3, 5));
  // A theme headline is written around one of its theme's topics and audiences: read them back rather
  // than guess them from the wording ("second-hand shopping", not "hand shopping").
  const topic = themeTopicIn(input.headline, themeKey);
  const participants = /\b(\d{1,3}) (?:volunteers|participants|testers)\b/i.exec(input.headline);

  const slots: Slots = {
    ...(topic ? phraseSlots(topic) : analysisSlots(analysis)),
    audience:
      themeAudienceIn(input.headline, themeKey) ??
      audienceIn(random.pick(themeKey ? THEME_TOPICS[themeKey].audiences : beat.audiences), regions),
    people: wording.people,
    place: analysis.places[0] ?? wording.name,
    region: wording.name,
    number: analysis.numbers[0] ?? null,
    brand: 'your brand',
    expert: random.pick(beat.spokespeople),
    dataSource: sources[0]?.name ?? 'Google Trends',
    platform: playbook.sourcePlatform,
    beat: beat.label,
    comments: null,
    count: participants ? Number(participants[1]) : random.int(5, 12),
    sample: random.pick(['1,000', '1,500', '2,000', '3,000']),
  };

  return {
    coverageHook: COVERAGE_REASONS[categoryId](slots),
    dataPlan: [
      ...playbook.steps.map((step) => capitalize(step(slots))),
      `Publish the methodology and source list (${sources.map((source) => source.name).join('; ')}) alongside the results.`,
    ],
    dataSources: sources.map((source) => ({ name: source.name, description: source.description })),
    timeline: playbook.timeline,
    resources: `People: a campaign lead, a data analyst and ${slots.expert} as spokesperson. Needs: ${playbook.needs.join(', ')}. ${BUDGETS[playbook.effort]}`,
    targetPublications: publicationsFor(beat, regions, random, random.int(4, 6)),
  };
}

/**
 * "Commuting costs are", "Sleep is": what the campaign is about, opening a sentence with its verb. A
 * theme topic is subject and topic at once; for a headline of its own, the subject when it is a thing
 * ("UK inflation rises as food prices jump"), else the topic ("Apple launches free repair program").
 */
function topicIs(slots: Slots): string {
  const [phrase, ref] = slots.subjectKind === 'thing' ? [slots.subject, slots.theSubject] : [slots.topic, slots.theTopic];
  return `${capitalize(ref)} ${phraseNumber(phrase) === 'plural' ? 'are' : 'is'}`;
}

/**
 * The theme topic the headline is written around: the longest one of any theme it names in full, else
 * one of its own theme's it names by the short form ("the posture puzzle" for "posture at the desk");
 * null for a headline of its own. Short forms stay within the theme: "AI" alone is not "AI in the classroom".
 */
function themeTopicIn(headline: string, themeKey: ThemeKey | null): string | null {
  const named = Object.values(THEME_TOPICS)
    .flatMap((theme) => theme.topics)
    .filter((topic) => wordPattern(topic).test(headline))
    .sort((a, b) => b.length - a.length);
  if (named.length > 0) return named[0]!;
  if (!themeKey) return null;
  return (
    THEME_TOPICS[themeKey].topics.find((topic) => {
      const short = modifierForm(topic);
      return short !== null && short !== topic && wordPattern(short).test(headline);
    }) ?? null
  );
}

/** The theme audience the headline names, the longest first, with its region as written ("US online shoppers"). */
function themeAudienceIn(headline: string, themeKey: ThemeKey | null): string | null {
  if (!themeKey) return null;
  for (const audience of [...THEME_TOPICS[themeKey].audiences].sort((a, b) => b.length - a.length)) {
    const match = wordPattern(audience).exec(headline);
    if (match) return `${/\b(?:UK|US) $/.exec(headline.slice(0, match.index))?.[0] ?? ''}${match[0]}`;
  }
  return null;
}

function wordPattern(phrase: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}-])`, 'iu');
}

function resolveTheme(theme: string, words: ReadonlySet<string>): ThemeKey | null {
  const wanted = theme.trim().toLowerCase();
  const match = THEMES.find((entry) => entry.key === wanted || entry.label.toLowerCase() === wanted);
  if (match) return match.key;
  const beat = classifyBeat(words).key;
  return (Object.keys(THEME_BEATS) as ThemeKey[]).find((key) => THEME_BEATS[key] === beat) ?? null;
}

// Words in a headline that give away its category when the request names none we know.
const CATEGORY_CUES: ReadonlyArray<[RegExp, PrCategoryId]> = [
  [/\b(price|cost|cheapest|priciest|index)\b/i, 2],
  [/\b(quiz|puzzle|spot|solve)\b/i, 3],
  [/\b(tested|test|experiment|tried|volunteers)\b/i, 6],
  [/\b(tiktok|instagram|trend)\b/i, 7],
  [/\b(reddit|comments|replies|thread|communities|discord)\b/i, 8],
  [/\b(memes?|jokes)\b/i, 9],
  [/\b(challenge|entries)\b/i, 10],
  [/\b(myths?|experts?|fact)\b/i, 1],
  [/\b(guide|explained|things)\b/i, 4],
];

function resolveCategory(category: string, headline: string): PrCategoryId {
  const wanted = category.trim().toLowerCase();
  const byName = PR_CATEGORIES.find(
    (entry) => entry.name.toLowerCase() === wanted || String(entry.id) === wanted || `category ${entry.id}` === wanted,
  );
  if (byName) return byName.id;
  return CATEGORY_CUES.find(([pattern]) => pattern.test(headline))?.[1] ?? 5;
}
