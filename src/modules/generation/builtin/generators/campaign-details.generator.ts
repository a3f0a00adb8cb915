import { PR_CATEGORIES, THEMES, type PrCategoryId, type ThemeKey } from '../../../../contracts/ideas.contract.js';
import type { CampaignDetailsInput } from '../../tasks/campaign-details.task.js';
import { canonicalJson } from '../../../../platform/ai/generation-cache.js';
import { classifyBeat } from '../beat-classifier.js';
import { BEATS, THEME_BEATS } from '../knowledge/beats.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import { regionsMentioned, regionsNamed, type RegionKey } from '../knowledge/regions.js';
import { capitalize, clipText, lowerFirst, type Slots } from '../knowledge/slots.js';
import { SeededRandom } from '../seeded-random.js';
import { analysisSlots, audienceIn, dataSourcesFor, publicationsFor, regionWording } from '../slot-builder.js';
import { analyzeText } from '../text-analysis.js';

// Rough budgets by effort, so the resources line is something a PR lead can plan with.
const BUDGETS = {
  Low: 'Budget: under £1,000 (mostly team time).',
  Medium: 'Budget: £2,000-£6,000 (survey panel or data collection, design).',
  High: 'Budget: £8,000-£20,000 (participants, filming, prizes and design).',
} as const;

/** The campaign-details task's limit on coverageHook. */
const MAX_COVERAGE_HOOK = 800;

/** The built-in answer of the campaign-details task: the category's playbook applied to the headline. */
export function generateCampaignDetails(input: CampaignDetailsInput) {
  const random = new SeededRandom(`campaign-details|${canonicalJson(input)}`);
  const analysis = analyzeText(input.headline);
  const themeKey = resolveTheme(input.theme, analysis.words);
  const beat = themeKey ? BEATS[THEME_BEATS[themeKey]] : classifyBeat(analysis.words);
  const categoryId = resolveCategory(input.category, input.headline);
  const playbook = PR_CATEGORY_PLAYBOOKS[categoryId];
  // A headline about Germany and France is planned with German and French sources and outlets.
  const named = [...new Set<RegionKey>([...regionsMentioned(input.headline), ...regionsNamed(input.headline, { caseSensitiveUs: true })])].filter(
    (region) => region !== 'global',
  );
  const regions: RegionKey[] = named.length > 0 ? named : ['UK', 'US'];
  const wording = regionWording(regions);
  const sources = dataSourcesFor(themeKey ? [themeKey, ...beat.themes] : beat.themes, analysis.words, regions, random, random.int(3, 5));

  const slots: Slots = {
    ...analysisSlots(analysis),
    audience: audienceIn(random.pick(beat.audiences), regions),
    people: wording.people,
    place: analysis.places[0] ?? wording.name,
    region: wording.name,
    number: analysis.numbers[0] ?? null,
    brand: 'your brand',
    expert: random.pick(beat.spokespeople),
    dataSource: sources[0]?.name ?? 'Google Trends',
    platform: playbook.sourcePlatform,
    beat: beat.label,
    count: random.int(5, 12),
    sample: random.pick(['1,000', '1,500', '2,000', '3,000']),
  };

  const because = `earns coverage because ${lowerFirst(random.pick(playbook.hooks)(slots), [slots.subject, slots.theSubject])} ${playbook.tactic}`;
  return {
    // A 300-character headline quoted in full would push the hook past what its answer is checked against.
    coverageHook: `"${clipText(input.headline, MAX_COVERAGE_HOOK - because.length - 3)}" ${because}`,
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
  [/\b(tested|experiment|tried)\b/i, 6],
  [/\b(tiktok|instagram|trend)\b/i, 7],
  [/\b(reddit|comments|communities|discord)\b/i, 8],
  [/\bmemes?\b/i, 9],
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
