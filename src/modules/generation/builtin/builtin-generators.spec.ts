import { pitchRefusal } from '../../../contracts/generation.contract.js';
import { PR_CATEGORIES, THEMES, THEME_HEADLINE_COUNT } from '../../../contracts/ideas.contract.js';
import {
  SAMPLE_BRIEF_INPUTS,
  SAMPLE_DETAILS_INPUTS,
  SAMPLE_HEADLINE_INPUTS,
  SAMPLE_THEME_INPUTS,
  SAMPLE_TRENDING_ITEMS,
  SAMPLE_WEBSITE_INPUTS,
} from '../../../../bench/ai/ai-sample-inputs.js';
import { checkAnswer, type AiTask } from '../../../platform/ai/ai-task.js';
import { canonicalJson } from '../../../platform/ai/generation-cache.js';
import { classifySensitivity, isSensitive } from '../../brand-safety/index.js';
import { analyzeHeadline } from '../../headline-analysis/headline-analysis.js';
import { containsEmailAddress, normalizedText } from '../tasks/answer-fields.js';
import { briefIdeasInput, briefIdeasTask } from '../tasks/brief-ideas.task.js';
import { campaignDetailsTask } from '../tasks/campaign-details.task.js';
import { headlineAlternativesInput, headlineAlternativesTask } from '../tasks/headline-alternatives.task.js';
import { pitchEmailTask, wordCount, type PitchEmailInput } from '../tasks/pitch-email.task.js';
import { openingOf, prAnglesTask, type GeneratedAngle } from '../tasks/pr-angles.task.js';
import { themeHeadlinesTask } from '../tasks/theme-headlines.task.js';
import { trendingCampaignTask } from '../tasks/trending-campaign.task.js';
import { withStoryMarket, type AiTrendingItem } from '../tasks/trending-item.input.js';
import { websiteIdeasTask } from '../tasks/website-ideas.task.js';
import { createBuiltinProvider } from './builtin-generators.js';
import { NATIONAL_SOURCES, THEME_DATA_SOURCES } from './knowledge/data-sources.js';

const provider = createBuiltinProvider();

/** The builtin answer, validated the way the engine validates it. */
async function generate<TInput, TOutput, TAnswer>(task: AiTask<TInput, TOutput, TAnswer>, input: TInput) {
  const answer = await provider.generate(task, input);
  const checked = checkAnswer(task, input, answer);
  if (!checked.ok) throw new Error(`${task.name} answer failed validation: ${checked.problems.join('; ')}`);
  return { answer, output: checked.output };
}

function item(title: string, overrides: Partial<Omit<AiTrendingItem, 'country' | 'targetMarket'>> = {}): AiTrendingItem {
  return withStoryMarket({
    title,
    content: null,
    source: 'reddit',
    subreddit: 'news',
    publication: null,
    topicName: 'News & Politics',
    engagement: { upvotes: 12000, comments: 900, shares: null },
    sensitivity: [],
    light: false,
    sourceUrl: null,
    publishedAt: '2026-11-27T09:00:00.000Z',
    ...overrides,
  });
}

type PlannedPitchInput = PitchEmailInput & { plan: NonNullable<PitchEmailInput['plan']> };
let pitchInputs: PlannedPitchInput[] = [];

beforeAll(async () => {
  // Only the angles the product would pitch: hold-back, help and reactive drafts get no pitch.
  const inputs = await Promise.all(
    SAMPLE_TRENDING_ITEMS.map(async (sample) => {
      const { output } = await generate(prAnglesTask, sample);
      const angle = output.find((candidate) => pitchRefusal(candidate.format, 'builtin') === null);
      return angle ? ({ angle, plan: angle.plan, item: sample } satisfies PlannedPitchInput) : null;
    }),
  );
  pitchInputs = inputs.filter((input) => input !== null);
});

type Case = { task: AiTask<never, unknown, unknown>; inputs: () => readonly unknown[] };

const CASES: Case[] = [
  { task: prAnglesTask, inputs: () => SAMPLE_TRENDING_ITEMS },
  { task: pitchEmailTask, inputs: () => pitchInputs },
  { task: trendingCampaignTask, inputs: () => SAMPLE_TRENDING_ITEMS.map((sample) => ({ item: sample, plan: null })) },
  { task: briefIdeasTask, inputs: () => SAMPLE_BRIEF_INPUTS },
  { task: themeHeadlinesTask, inputs: () => SAMPLE_THEME_INPUTS },
  { task: campaignDetailsTask, inputs: () => SAMPLE_DETAILS_INPUTS },
  { task: websiteIdeasTask, inputs: () => SAMPLE_WEBSITE_INPUTS },
  { task: headlineAlternativesTask, inputs: () => SAMPLE_HEADLINE_INPUTS },
] as unknown as Case[];

describe('built-in generators', () => {
  describe('generate', () => {
    describe.each(CASES.map((entry) => [entry.task.name, entry] as const))('when the task is %s', (_name, { task, inputs }) => {
      it('should answer every sample input with an answer that passes the task validator', async () => {
        for (const input of inputs()) {
          const answer = await provider.generate(task, input as never);
          const checked = checkAnswer(task, input as never, answer);
          expect({ input, problems: checked.ok ? [] : checked.problems }).toEqual({ input, problems: [] });
        }
      });

      it('should give the same answer for the same input', async () => {
        for (const input of inputs().slice(0, 10)) {
          const first = await provider.generate(task, input as never);
          const second = await provider.generate(task, structuredClone(input) as never);
          expect(canonicalJson(second)).toBe(canonicalJson(first));
        }
      });

      it('should give a different answer for every different input', async () => {
        const samples = inputs();
        const answers = new Set<string>();
        // An empty answer is the same for every input: headline alternatives offer none when no rewrite beats the original.
        const answered = [];
        for (const input of samples) answered.push(canonicalJson(await provider.generate(task, input as never)));
        const nonEmpty = answered.filter((answer) => !/^\{"[a-z]+":\[\]\}$/.test(answer));
        for (const answer of nonEmpty) answers.add(answer);
        expect(nonEmpty.length).toBeGreaterThan(0);
        expect(answers.size).toBe(nonEmpty.length);
      });
    });

    describe('when the free text of a request is as long as the API accepts', () => {
      // Quoting a 500-character timing constraint into a 200-character timeline once made the
      // built-in answer fail its own validator: a valid brief answered 502.
      const longText = (length: number) => 'launch before the spring budget and the summer holidays '.repeat(20).slice(0, length).trim();

      it('should answer a brand brief with every text field at its limit with an answer that passes the validator', async () => {
        const input = briefIdeasInput({
          brand_name: longText(120),
          sector_or_niche: longText(120),
          primary_expertise: longText(500),
          target_regions: longText(200),
          core_audience: longText(500),
          available_assets: longText(500),
          timing_constraints: longText(500),
          tone: longText(200),
          n_ideas: 15,
        });
        const { output } = await generate(briefIdeasTask, input);
        expect(output[0]!.timeline).toMatch(/\(planned around: launch before .*…\)$/);
      });

      it('should answer campaign details for a 300-character headline with an answer that passes the validator', async () => {
        const { output } = await generate(campaignDetailsTask, { headline: longText(300), theme: 'remote-work', category: longText(100) });
        // generate() ran the task's validator; the hook opens on the topic, never on the headline shown above it.
        expect(output.coverageHook).not.toContain(longText(300).slice(0, 40));
      });
    });

    it('should have at least 50 varied sample inputs for every task that takes free input', () => {
      expect(SAMPLE_TRENDING_ITEMS.length).toBeGreaterThanOrEqual(50);
      expect(SAMPLE_BRIEF_INPUTS.length).toBeGreaterThanOrEqual(50);
      expect(SAMPLE_DETAILS_INPUTS.length).toBeGreaterThanOrEqual(50);
      expect(SAMPLE_WEBSITE_INPUTS.length).toBeGreaterThanOrEqual(50);
      expect(SAMPLE_HEADLINE_INPUTS.length).toBeGreaterThanOrEqual(50);
    });

    describe('when the task is pr-angles', () => {
      it("should build the angles on the item's own subject, names and figures", async () => {
        const apple = await generate(
          prAnglesTask,
          item('Apple launches free repair program for MacBook and MacBook Pro keyboards', {
            subreddit: 'technology',
            topicName: 'Technology',
          }),
        );
        const venice = await generate(
          prAnglesTask,
          item('Venice starts charging day-trippers €10 to enter the city on peak days', { subreddit: 'travel', topicName: 'Lifestyle' }),
        );
        const lakers = await generate(
          prAnglesTask,
          item('Lakers fans furious as ticket prices for the home opener hit $1,200', { subreddit: 'nba', topicName: 'NBA' }),
        );

        const text = (angles: GeneratedAngle[]) => angles.map((angle) => `${angle.angle} ${angle.headline}`).join(' ');
        expect(text(apple.output)).toContain('Apple');
        expect(text(venice.output)).toContain('Venice');
        expect(text(venice.output)).toContain('€10');
        expect(text(lakers.output)).toContain('Lakers');
        expect(text(lakers.output)).toContain('$1,200');
      });

      it('should mention something from its own title in the angles of every sample item', async () => {
        for (const sample of SAMPLE_TRENDING_ITEMS) {
          const { output } = await generate(prAnglesTask, sample);
          const text = output
            .map((angle) => `${angle.angle} ${angle.headline}`)
            .join(' ')
            .toLowerCase();
          const titleWords = sample.title.toLowerCase().match(/[#\p{L}\p{N}$£€][\p{L}\p{N},.'’-]{3,}/gu) ?? [];
          expect({ title: sample.title, mentioned: titleWords.some((word) => text.includes(word.replace(/[.,]+$/, ''))) }).toEqual({
            title: sample.title,
            mentioned: true,
          });
        }
      });

      it('should build the angles on what a title opening on "Man" is about', async () => {
        const { output } = await generate(
          prAnglesTask,
          item('Man builds "superdome" of 15 noctuas. Decreases temp by 20°C while gaming', {
            subreddit: 'pcmasterrace',
            topicName: 'Technology',
          }),
        );
        const text = output.map((angle) => `${angle.angle} ${angle.headline}`).join(' ');
        expect(text).toContain('superdome');
        expect(text).not.toMatch(/\bthe Man\b|\bMan (explained|story|challenge)|about Man\b/);
      });

      it('should write no explainer headline for a question to the crowd or for a person', async () => {
        const question = await generate(
          prAnglesTask,
          item('What movie never gets old, no matter how many times you watch it?', { subreddit: 'AskReddit', topicName: null }),
        );
        const person = await generate(prAnglesTask, item('Lewis Hamilton at Coachella', { subreddit: 'formula1', topicName: 'Sports' }));
        for (const { output } of [question, person]) {
          expect(output.map((angle) => angle.headline).join(' | ')).not.toMatch(/explained in five minutes|, explained/i);
        }
      });

      it('should present a trend list as demand, never as an outlet running the story', async () => {
        const trendItems = [
          item('Tom Brady', {
            source: 'wikipedia',
            subreddit: null,
            publication: 'Wikipedia (en)',
            engagement: { upvotes: null, comments: null, shares: 397850 },
          }),
          item('Premier League', {
            source: 'google_trends',
            subreddit: null,
            publication: 'Google Trends (US)',
            engagement: { upvotes: null, comments: null, shares: 500000 },
          }),
          item('Websites that look like desktop GUIs', {
            source: 'hackernews',
            subreddit: null,
            publication: 'Hacker News',
            engagement: { upvotes: 848, comments: 157, shares: null },
          }),
        ];
        for (const trendItem of trendItems) {
          const text = (await generate(prAnglesTask, trendItem)).output.map((angle) => angle.angle).join(' ');
          // Before: "Wikipedia (en) is already running it", "It is live on Google Trends (US)".
          expect(text).not.toMatch(/already running it|It is live on|\((en|US)\)/);
        }
        const wikipedia = (await generate(prAnglesTask, trendItems[0]!)).output.map((angle) => angle.angle).join(' ');
        expect(wikipedia).toMatch(/most-read articles yesterday, with 397,850 views/);
      });

      it('should not make a cyberattack on water systems a meme', async () => {
        const attack = item('Iran linked to Minnesota water cyberattacks', { source: 'bluesky', subreddit: null, publication: 'Bluesky' });
        const kinds = classifySensitivity(attack.title);
        expect(isSensitive(kinds)).toBe(true);
        const angles = (await generate(prAnglesTask, { ...attack, sensitivity: kinds })).output;
        expect(angles.map((angle) => `${angle.headline} ${angle.angle}`).join(' ')).not.toMatch(/meme|puzzle|challenge|quiz/i);
      });

      it('should name a grave story by its event, never its victim by a descriptor, in angles and campaign alike', async () => {
        const shooting = item('White homeowner accused of shooting a Black teen who rang his doorbell turns himself in', {
          sensitivity: ['violence'],
        });
        const angles = (await generate(prAnglesTask, shooting)).output;
        const campaign = (await generate(trendingCampaignTask, { item: shooting, plan: angles[0]!.plan })).output;
        // Before: "With the black teen in the news, …" and the campaign "Black Teen in Context".
        for (const text of [...angles.map((angle) => `${angle.angle} ${angle.headline}`), campaign.title]) {
          expect(text).not.toMatch(/black teen(?! who)/i);
        }
        expect(`${angles.map((angle) => angle.angle).join(' ')} ${campaign.title}`).toMatch(/shooting/i);
      });

      it('should advise holding back on a death, and on an attack as harm, with a holding line for when a journalist asks', async () => {
        const obituary = (await generate(prAnglesTask, item('Pantera drummer Vinnie Paul dies aged 54', { sensitivity: ['death'] })))
          .output;
        expect(obituary.map((angle) => angle.format)).toEqual(['Hold Back']);
        expect(obituary[0]!.angle).toMatch(/sincere tribute/);
        expect(obituary[0]!.headline).toBe('If asked: "We are saddened by the news."');
        // Before: "Remembering Abiy Ahmed", a living prime minister named in the body of a story about a grenade attack.
        const attack = item('Ethiopia: One dead and dozens hurt in grenade attack at pro-PM rally', {
          content: 'Prime Minister Abiy Ahmed was unhurt.',
          sensitivity: ['death', 'violence'],
        });
        const angles = (await generate(prAnglesTask, attack)).output;
        expect(angles[0]!.format).toBe('Hold Back');
        expect(angles[0]!.angle).toMatch(/people have been harmed/);
        expect(angles.map((angle) => `${angle.angle} ${angle.headline}`).join(' ')).not.toMatch(/tribute|Abiy/i);
        // Many dead in one event is harm, not "a death is not a PR moment" (blind grading: 55 dead in a fire).
        const fire = (await generate(prAnglesTask, item('Fire at Hong Kong tower block leaves 55 dead', { sensitivity: ['death'] })))
          .output;
        expect(fire[0]!.angle).toMatch(/people have died/);
        // An outbreak is a public-health story, not "someone's health".
        const outbreak = (
          await generate(
            prAnglesTask,
            item('CDC says 37 infants hospitalized in botulism outbreak', {
              sensitivity: ['serious-illness'],
              source: 'news',
              subreddit: null,
              publication: 'ABC News',
            }),
          )
        ).output;
        expect(outbreak[0]!.angle).toMatch(/public-health story/);
      });

      it('should say where to get help only for a story kind it knows, and pause scheduled posts only where people are hurt', async () => {
        const news = (title: string, content: string, publication = 'NYT > World News') =>
          item(title, {
            content,
            source: 'news',
            subreddit: null,
            publication,
            sensitivity: classifySensitivity(title, content),
          });
        // Before: "Olympic medals: practical advice for those affected".
        const medals = (
          await generate(
            prAnglesTask,
            news(
              'Olympic Medals Offer Ukraine a Brief Respite From War',
              'Ukraine has won 10 medals so far at the Paris Olympics. Each has been celebrated in the war-torn country as a symbol of resilience and defiance.',
            ),
          )
        ).output;
        expect(medals.map((angle) => angle.format)).toEqual(['Hold Back']);
        expect(medals[0]!.angle).not.toMatch(/scheduled social posts/);
        // Nobody was harmed in a medal table: the advice says what the story is, not "people have been harmed".
        expect(medals[0]!.angle).toMatch(/conflict and security/);
        expect(medals[0]!.angle).not.toMatch(/people have been harmed/);

        const strikes = (
          await generate(
            prAnglesTask,
            news(
              'Israel-Hamas War: At Least 16 Killed in Israeli Strikes Near Gaza School Buildings',
              'The strikes were among several across Gaza that killed at least 40 people, Palestinian officials said.',
            ),
          )
        ).output;
        expect(strikes[0]!.angle).toMatch(/scheduled social posts or ads/);

        const flood = (
          await generate(
            prAnglesTask,
            news('Flood warnings across Somerset as Storm Bert brings heavy rain', 'Dozens of homes were evacuated overnight.', 'BBC News'),
          )
        ).output;
        expect(flood.map((angle) => angle.format)).toEqual(['Hold Back', 'Service Information']);
        expect(flood[1]!.angle).toMatch(/Met Office warnings/);
      });

      it('should keep memes to social conversations and open calls to things people experience', async () => {
        // Before: "Every Tom Brady meme, ranked by how true it is" and "share their take on Thomas Edward Patrick Brady Jr".
        const brady = (
          await generate(
            prAnglesTask,
            item('Tom Brady', {
              content:
                'Thomas Edward Patrick Brady Jr. (born August 3, 1977) is an American football quarterback for the New England Patriots.',
              source: 'wikipedia',
              subreddit: null,
              publication: 'Wikipedia (en)',
              topicName: 'Sports',
              engagement: { upvotes: null, comments: null, shares: null },
            }),
          )
        ).output;
        expect(brady.map((angle) => angle.format)).not.toContain('Social Visual');
        expect(brady.map((angle) => angle.format)).not.toContain('Reader Stories');
      });

      it("should never repeat a sentence or an opening across one item's angles", async () => {
        const { output } = await generate(
          prAnglesTask,
          item('Why do people spend so much money on big weddings?', { subreddit: 'AskReddit', topicName: null }),
        );
        const sentences = output.flatMap((angle) => angle.angle.split(/(?<=\.)\s+/).slice(1));
        expect(new Set(sentences).size).toBe(sentences.length);
        expect(new Set(output.map((angle) => openingOf(angle.angle))).size).toBe(output.length);
      });

      it('should give each angle a different PR tactic and headline', async () => {
        const { output } = await generate(prAnglesTask, SAMPLE_TRENDING_ITEMS[0]!);
        expect(new Set(output.map((angle) => angle.headline)).size).toBe(output.length);
        expect(new Set(output.map((angle) => angle.angle.split(':')[0])).size).toBe(output.length);
      });

      it('should title a campaign after the trend, not after another name its news mentions', async () => {
        const trend = item('Manchester United', {
          content:
            'Newcastle United 1-4 Manchester United: Bruno Fernandes scores twice (BBC Sport): Manchester United came from behind to beat Newcastle United.',
          source: 'google_trends',
          subreddit: null,
          publication: 'Google Trends (GB)',
          topicName: 'Sports',
          engagement: { upvotes: null, comments: null, shares: null },
        });
        // Before: "Rapid Response: Newcastle United" on the Manchester United trend, and headlines such as
        // "Experts clash over Newcastle United". Several seeds, each a different whitespace variant of the title.
        for (let variant = 0; variant < 6; variant += 1) {
          const { output } = await generate(trendingCampaignTask, {
            item: { ...trend, title: `${trend.title}${' '.repeat(variant)}` },
            plan: null,
          });
          expect(JSON.stringify(output)).not.toMatch(/Newcastle/);
        }
      });

      it('should point to official help in a campaign only where the story reports people hurt or in danger', async () => {
        const lawsuit = item('Dominion still has pending lawsuits against election deniers such as Rudy Giuliani and Sidney Powell', {
          source: 'news',
          subreddit: null,
          publication: 'CNN.com - RSS Channel',
          sensitivity: ['partisan-politics'],
        });
        const campaign = (await generate(trendingCampaignTask, { item: lawsuit, plan: null })).output;
        expect(campaign.description).not.toMatch(/official help/);
      });

      it('should target outlets of the beat the item belongs to', async () => {
        const tech = await generate(trendingCampaignTask, {
          item: item('Microsoft confirms Windows 10 support ends in October', { subreddit: 'technology', topicName: 'Technology' }),
          plan: null,
        });
        const sport = await generate(trendingCampaignTask, {
          item: item('Man City beat Arsenal 3-1 as Haaland scores twice', { subreddit: 'soccer', topicName: 'Soccer & Football' }),
          plan: null,
        });
        const techOutlets = [
          'BBC News Technology',
          'The Register',
          'TechRadar',
          'Wired UK',
          'The Guardian Technology',
          'Stuff',
          'Computer Weekly',
          'The Verge',
          'Wired',
          'TechCrunch',
          'Engadget',
          'Ars Technica',
          'CNET',
          'Gizmodo',
          'Reuters Technology',
          'Bloomberg Technology',
          'MIT Technology Review',
        ];
        expect(tech.output.targetPublications.every((outlet) => techOutlets.includes(outlet))).toBe(true);
        expect(sport.output.targetPublications.some((outlet) => techOutlets.includes(outlet))).toBe(false);
      });
    });

    describe('when the task is pitch-email', () => {
      it('should write a subject under 60 characters and a body with one checkable fact and one concrete offer', async () => {
        expect(pitchInputs.length).toBeGreaterThan(10);
        for (const input of pitchInputs) {
          const { output } = await generate(pitchEmailTask, input);
          expect(output.subject.length).toBeLessThan(60);
          // The item's own report, quoted with its source, then who can say what, by when.
          expect(output.body).toMatch(/^Hi,\n\n.*"[^"]+".*\.\n\n/);
          expect(output.body.toLowerCase()).toContain(input.plan.spokesperson.replace(/^(?:a|an) /, '').toLowerCase());
          expect(output.body).toMatch(/phone interview today, or can send a written comment/);
          expect(output.body).not.toMatch(/hold back/i);
          expect(wordCount(output.body)).toBeLessThanOrEqual(200);
          expect(output.body).toContain('[Your name]');
        }
      });

      it("should name a trend source's counts in its own words", async () => {
        const cases: [AiTrendingItem, string][] = [
          [
            item('Harbor Bridge', {
              source: 'wikipedia',
              subreddit: null,
              publication: 'Wikipedia (en)',
              engagement: { upvotes: null, comments: null, shares: 412_000 },
            }),
            '412,000 views: "Harbor Bridge" was among Wikipedia\'s most-read articles yesterday.',
          ],
          [
            item('Show HN: A tiny database that fits in a QR code', {
              source: 'hackernews',
              subreddit: null,
              publication: 'Hacker News',
              engagement: { upvotes: 612, comments: 187, shares: null },
            }),
            '612 points and 187 comments: "Show HN: A tiny database that fits in a QR code" is on the Hacker News front page.',
          ],
          [
            item('harbor bridge closure', {
              source: 'google_trends',
              subreddit: null,
              publication: 'Google Trends (US)',
              engagement: { upvotes: null, comments: null, shares: 50_000 },
            }),
            '50,000+ searches: "harbor bridge closure" is a top search on Google.',
          ],
        ];
        for (const [trend, fact] of cases) {
          const angle = (await generate(prAnglesTask, trend)).output.find((candidate) => candidate.format !== 'Hold Back')!;
          const { output } = await generate(pitchEmailTask, { angle, plan: angle.plan, item: trend });
          expect(output.body).toContain(fact);
        }
      });

      it('should leave no pitch for the angles that hold back, point to help or react to a story it does not know', () => {
        expect(pitchRefusal('Hold Back', 'openai')).toMatch(/advises holding back/);
        expect(pitchRefusal('Holding statement', 'openai')).toMatch(/advises holding back/);
        expect(pitchRefusal('Expert Commentary', 'openai')).toBeNull();
        expect(pitchRefusal('Reactive Comment', 'builtin')).toMatch(/Connect a model in Settings/);
        expect(pitchRefusal('Service Information', 'builtin')).not.toBeNull();
        // A model connected since writes the pitch for an offline draft's reactive angle.
        expect(pitchRefusal('Reactive Comment', 'openai')).toBeNull();
        expect(pitchRefusal('Expert Commentary', 'builtin')).toBeNull();
      });

      it("should give the journalist the story's link without the feed's tracking parameters", async () => {
        const story = item('Bank of England holds interest rates at 4%', {
          source: 'news',
          subreddit: null,
          publication: 'BBC News',
          sourceUrl: 'https://www.bbc.co.uk/news/articles/c0abc?at_medium=RSS&at_campaign=rss&utm_source=rss&page=2',
        });
        const angle = (await generate(prAnglesTask, story)).output[0]!;
        const { output } = await generate(pitchEmailTask, { angle, plan: angle.plan, item: story });
        expect(output.body).toContain('(https://www.bbc.co.uk/news/articles/c0abc?page=2)');
      });

      it('should list key contacts as roles, never names or e-mail addresses', async () => {
        for (const input of pitchInputs) {
          const { output } = await generate(pitchEmailTask, input);
          for (const contact of output.keyContacts) {
            expect(contact).toMatch(/editor|reporter|correspondent|desk|writer/i);
            expect(containsEmailAddress(contact)).toBe(false);
          }
          expect(containsEmailAddress(output.body)).toBe(false);
        }
      });
    });

    describe('when the task is brief-ideas', () => {
      it('should give exactly n_ideas ideas, only in the allowed categories', async () => {
        for (const input of SAMPLE_BRIEF_INPUTS) {
          const { output } = await generate(briefIdeasTask, input);
          expect(output).toHaveLength(input.brief.n_ideas);
          expect(output.every((idea) => input.allowedCategories.includes(idea.category))).toBe(true);
        }
      });

      it('should honour excluded categories even when only one category is left', async () => {
        const input = briefIdeasInput({
          brand_name: 'Acme',
          sector_or_niche: 'saas',
          exclude_categories: [1, 2, 3, 4, 5, 6, 7, 8, 9],
          n_ideas: 6,
        });
        const { output } = await generate(briefIdeasTask, input);
        expect(output.map((idea) => idea.category)).toEqual([10, 10, 10, 10, 10, 10]);
        expect(new Set(output.map((idea) => idea.title)).size).toBe(6);
      });

      it("should write the brief's brand, audience, regions, tone, assets and timing into the ideas", async () => {
        const input = briefIdeasInput({
          brand_name: 'Moneybox',
          sector_or_niche: 'fintech',
          primary_expertise: 'saving for a first home',
          core_audience: 'first-time buyers under 35',
          target_regions: 'UK',
          tone: 'warm and practical',
          available_assets: 'a panel of 50,000 app users',
          timing_constraints: 'before the spring Budget',
          n_ideas: 5,
        });
        const { output } = await generate(briefIdeasTask, input);
        for (const idea of output) {
          expect(idea.one_sentence_pitch).toContain('Moneybox');
          expect(idea.one_sentence_pitch).toContain('first-time buyers under 35');
          expect(idea.one_sentence_pitch).toContain('the UK');
          // The tone shapes the wording; its own words are never echoed (issue #13).
          expect(idea.one_sentence_pitch).not.toContain('warm and practical');
          // The expertise opens the pitch of an expert-led idea, or closes the hook as the brand's proof.
          expect(`${idea.one_sentence_pitch} ${idea.hook}`).toContain('saving for a first home');
          expect(idea.required_assets).toContain('a panel of 50,000 app users');
          expect(idea.timeline).toContain('before the spring Budget');
        }
      });

      it('should link ideas only to the grounding trends it was given', async () => {
        const trends = [
          {
            title: '#NoSpendJanuary',
            source_platform: 'TikTok',
            trend_link: 'https://www.tiktok.com/tag/nospendjanuary',
            time_to_live_days: 9,
            sensitivity: [],
          },
        ];
        const { output } = await generate(briefIdeasTask, briefIdeasInput({ brand_name: 'Monzo', sector_or_niche: 'fintech' }, trends));
        expect(output[0]).toMatchObject({ source_platform: 'TikTok', trend_link: trends[0]!.trend_link, time_to_live_days: 9 });
        expect(output.slice(1).every((idea) => idea.trend_link === undefined)).toBe(true);
      });
    });

    describe('when the task is theme-headlines', () => {
      it('should put "the" before a singular topic in running text', async () => {
        const { output } = await generate(themeHeadlinesTask, { theme: 'remote-work' });
        const text = output.map((headline) => `${headline.headline} ${headline.hook}`).join(' ');
        expect(text).not.toMatch(/\b(about|on|of|with|behind|around|for|testing) (four-day week|return-to-office push)\b/);
      });

      it.each(THEMES.map((theme) => theme.key))('should give 10 numbered headlines with real PR categories for %s', async (theme) => {
        const { output } = await generate(themeHeadlinesTask, { theme });
        expect(output).toHaveLength(THEME_HEADLINE_COUNT);
        expect(output.map((headline) => headline.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        const names: string[] = PR_CATEGORIES.map((category) => category.name);
        expect(output.every((headline) => names.includes(headline.category))).toBe(true);
      });
    });

    describe('when the task is campaign-details', () => {
      it('should plan a test of the topic, not of "the experiment experiment"', async () => {
        const { output } = await generate(campaignDetailsTask, {
          headline: 'The workplace loneliness experiment: does it really work?',
          theme: 'remote-work',
          category: 'Experiment or Challenge Study',
        });
        const text = output.dataPlan.join(' ');
        expect(text).toContain('workplace loneliness');
        expect(text).not.toMatch(/experiment experiment|testing workplace loneliness experiment/);
      });

      // The headline's words decide the plan when the request names no category we know.
      it.each([
        ['What investment apps taught 11 volunteers in one week', 'Run the experiment'],
        ['What UK first-time buyers really think about credit card debt, thread by thread', 'Code comments into themes'],
        ["Buy now, pay later: the internet's best jokes, fact-checked", 'Collect the meme formats'],
      ])('should plan %p as the tactic its words name', async (headline, step) => {
        const { output } = await generate(campaignDetailsTask, { headline, theme: 'finance', category: 'unknown' });
        expect(output.dataPlan.join(' ')).toContain(step);
      });

      it('should cite only real public data sources from its tables', async () => {
        const known = new Set([...Object.values(THEME_DATA_SOURCES).flat(), ...NATIONAL_SOURCES].map((source) => source.name));
        for (const input of SAMPLE_DETAILS_INPUTS) {
          const { output } = await generate(campaignDetailsTask, input);
          expect(output.dataSources.every((source) => known.has(source.name))).toBe(true);
        }
      });
    });

    describe('when the task is website-ideas', () => {
      it('should build every idea on the business the site belongs to', async () => {
        const { output } = await generate(websiteIdeasTask, SAMPLE_WEBSITE_INPUTS[0]!);
        expect(output.every((idea) => idea.description.includes('Apple'))).toBe(true);
      });

      it('should write 1 to 3 ideas for every site, fewer for a business it does not know', async () => {
        const counts = await Promise.all(
          SAMPLE_WEBSITE_INPUTS.map(async (input) => (await generate(websiteIdeasTask, input)).output.length),
        );
        expect(counts.every((count) => count >= 1 && count <= 3)).toBe(true);
        expect(counts.filter((count) => count === 1).length).toBeGreaterThan(0);
      });

      it("should never quote a site's description or key messages back as a claim", async () => {
        for (const input of SAMPLE_WEBSITE_INPUTS) {
          const { output } = await generate(websiteIdeasTask, input);
          const copy = [input.description ?? '', ...input.keyMessages].filter((line) => line.split(/\s+/).length >= 4);
          for (const idea of output) {
            for (const line of copy) expect(`${idea.title} ${idea.description}`).not.toContain(line.replace(/[.!]$/, ''));
          }
        }
      });
    });

    describe('when the task is headline-alternatives', () => {
      it('should keep the facts of the headline, in under 100 characters', async () => {
        const headline = 'Energy bills to rise by 2% in October';
        const { output } = await generate(headlineAlternativesTask, headlineAlternativesInput(headline, analyzeHeadline(headline).metrics));
        expect(output.length).toBeGreaterThan(0);
        expect(output.every((alternative) => alternative.includes('2% in October') && alternative.length < 100)).toBe(true);
      });

      it('should never repeat the original headline', async () => {
        for (const input of SAMPLE_HEADLINE_INPUTS) {
          const { output } = await generate(headlineAlternativesTask, input);
          expect(output.map(normalizedText)).not.toContain(normalizedText(input.headline));
        }
      });
    });
  });
});
