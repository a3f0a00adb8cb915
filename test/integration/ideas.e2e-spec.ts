import type { Generated } from '../../src/contracts/generation.contract.js';
import {
  BRIEF_DEFAULTS,
  PR_CATEGORIES,
  THEMES,
  type BriefCampaignIdea,
  type CampaignDetails,
  type ThemeHeadlines,
} from '../../src/contracts/ideas.contract.js';
import type { ItemSource } from '../../src/contracts/trending.contract.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { BUILTIN_MODEL } from '../../src/modules/generation/builtin/builtin-generators.js';

const BUILTIN_GENERATOR = { provider: 'builtin', model: BUILTIN_MODEL };

const HOUR_MS = 60 * 60 * 1000;
const TREND_FIELDS = ['source_platform', 'trend_link', 'time_to_live_days'] as const;

/** Publishers of real public data; every data source a plan names should come from one of them. */
const PUBLIC_DATA_PUBLISHER =
  /\b(ONS|Office for National Statistics|Bureau|Census|Eurostat|OECD|Google Trends|WFH Research|FRED|Federal Reserve|Ofgem|Ofcom|WHO|NHS|CDC|World Bank|IMF|UN|UNWTO|Our World in Data|Pew|Met Office|NOAA|Copernicus|IEA|EIA|HESA|UNESCO|ITU|Stanford|Bank of England|FCA|Department|Sport England|NCES)\b/;

type StoredTrend = {
  source: ItemSource;
  title: string;
  url: string;
  prScore: number;
  hoursAgo: number;
  publication?: string;
  subreddit?: string;
};

describe('Campaign idea generators API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${testApp.baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  async function generateIdeas(brief: Record<string, unknown>): Promise<Generated<BriefCampaignIdea>[]> {
    const response = await post('/api/generate-campaign-ideas', brief);
    expect(response.status).toBe(200);
    return (await response.json()) as Generated<BriefCampaignIdea>[];
  }

  async function expectBadRequest(path: string, body: unknown, message: string | RegExp): Promise<void> {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string };
    if (typeof message === 'string') {
      expect(answer.message).toBe(message);
    } else {
      expect(answer.message).toMatch(message);
    }
  }

  async function storeTrends(trends: StoredTrend[]): Promise<void> {
    const em = testApp.orm.em.fork();
    for (const [index, trend] of trends.entries()) {
      await boundQuery(
        em,
        `insert into trending_item (source, external_id, subreddit, publication, source_url, title, content, upvotes, comments, pr_score, timestamp, fetched_at)
         values ($1, $2, $3, $4, $5, $6, null, 1000, 100, $7, $8, now())`,
        [
          trend.source,
          `ideas-${Date.now()}-${index}`,
          trend.subreddit ?? null,
          trend.publication ?? null,
          trend.url,
          trend.title,
          trend.prScore,
          new Date(Date.now() - trend.hoursAgo * HOUR_MS).toISOString(),
        ],
      );
    }
  }

  describe('POST /api/generate-campaign-ideas with a theme', () => {
    it('should answer ten numbered headlines, each with a PR category and a hook', async () => {
      const response = await post('/api/generate-campaign-ideas', { theme: 'remote-work' });
      expect(response.status).toBe(200);
      const { headlines, generatedBy } = (await response.json()) as ThemeHeadlines;
      expect(generatedBy).toEqual(BUILTIN_GENERATOR);
      expect(headlines.map((headline) => headline.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const categoryNames = PR_CATEGORIES.map((category) => category.name) as string[];
      for (const headline of headlines) {
        expect(headline.headline.length).toBeGreaterThan(10);
        expect(categoryNames).toContain(headline.category);
        expect(headline.hook.length).toBeGreaterThan(10);
      }
      expect(new Set(headlines.map((headline) => headline.headline)).size).toBe(10);
    });

    it('should give different headlines for different themes', async () => {
      const read = async (theme: string) =>
        ((await (await post('/api/generate-campaign-ideas', { theme })).json()) as ThemeHeadlines).headlines.map((h) => h.headline);
      const [remote, food] = await Promise.all([read('remote-work'), read('food-nutrition')]);
      expect(remote.filter((headline) => food.includes(headline))).toEqual([]);
    });

    it('should refuse a theme that is not one of the ten, naming them', async () => {
      await expectBadRequest(
        '/api/generate-campaign-ideas',
        { theme: 'space-travel' },
        `theme must be one of: ${THEMES.map((t) => t.key).join(', ')}`,
      );
    });

    it('should refuse unknown fields', async () => {
      await expectBadRequest('/api/generate-campaign-ideas', { theme: 'climate', count: 20 }, 'Unknown field "count"');
    });
  });

  describe('POST /api/generate-campaign-ideas with neither shape', () => {
    it.each([
      ['an empty object', {}],
      ['unrelated fields', { headline: 'Hello' }],
      ['a list', [{ theme: 'climate' }]],
    ])('should answer 400 saying what to send for %s', async (_name, body) => {
      await expectBadRequest(
        '/api/generate-campaign-ideas',
        body,
        'Send either a theme or a brand brief (brand_name and sector_or_niche).',
      );
    });

    it('should refuse a body with both a theme and a brief', async () => {
      await expectBadRequest(
        '/api/generate-campaign-ideas',
        { theme: 'climate', brand_name: 'Acme' },
        'Send either a theme or a brand brief, not both.',
      );
    });
  });

  describe('POST /api/generate-campaign-ideas with a brand brief', () => {
    describe('when required fields are missing', () => {
      it('should say "Brand name is required" for a missing or blank brand name', async () => {
        await expectBadRequest('/api/generate-campaign-ideas', { sector_or_niche: 'fintech' }, 'Brand name is required');
        await expectBadRequest('/api/generate-campaign-ideas', { brand_name: '   ', sector_or_niche: 'fintech' }, 'Brand name is required');
      });

      it('should say "Sector is required" for a missing or blank sector', async () => {
        await expectBadRequest('/api/generate-campaign-ideas', { brand_name: 'Acme Pay' }, 'Sector is required');
        await expectBadRequest('/api/generate-campaign-ideas', { brand_name: 'Acme Pay', sector_or_niche: '' }, 'Sector is required');
      });

      it('should list both messages when both are missing', async () => {
        await expectBadRequest('/api/generate-campaign-ideas', { n_ideas: 8 }, 'Brand name is required; Sector is required');
      });
    });

    describe('when n_ideas is given or not', () => {
      it('should give 8 ideas by default', async () => {
        const ideas = await generateIdeas({ brand_name: 'Acme Pay', sector_or_niche: 'fintech' });
        expect(ideas).toHaveLength(BRIEF_DEFAULTS.n_ideas);
      });

      it.each([5, 15])('should give exactly %i ideas when asked', async (count) => {
        const ideas = await generateIdeas({ brand_name: 'Acme Pay', sector_or_niche: 'fintech', n_ideas: count });
        expect(ideas).toHaveLength(count);
        expect(new Set(ideas.map((idea) => idea.title)).size).toBe(count);
      });

      it.each([4, 16, 7.5, '8'])('should refuse n_ideas %p', async (count) => {
        await expectBadRequest(
          '/api/generate-campaign-ideas',
          { brand_name: 'Acme Pay', sector_or_niche: 'fintech', n_ideas: count },
          'Number of ideas must be a whole number from 5 to 15',
        );
      });
    });

    it('should refuse unknown fields and a bad timeframe', async () => {
      await expectBadRequest(
        '/api/generate-campaign-ideas',
        { brand_name: 'Acme', sector_or_niche: 'saas', budget: 5000 },
        'Unknown field "budget"',
      );
      await expectBadRequest(
        '/api/generate-campaign-ideas',
        { brand_name: 'Acme', sector_or_niche: 'saas', trend_timeframe_days: 0 },
        'trend_timeframe_days must be a whole number from 1 to 90',
      );
    });

    it('should give every idea all the required fields with valid levels', async () => {
      const ideas = await generateIdeas({ brand_name: 'Acme Pay', sector_or_niche: 'fintech' });
      for (const idea of ideas) {
        expect(idea.title).toEqual(expect.any(String));
        expect(PR_CATEGORIES.map((category) => category.id as number)).toContain(idea.category);
        expect(['Low', 'Medium', 'High']).toContain(idea.effort_level);
        if (idea.speed_required !== undefined) {
          expect(['Same-day', '48h', '1 week']).toContain(idea.speed_required);
        }
        for (const field of ['one_sentence_pitch', 'hook', 'required_assets', 'timeline', 'difficulty'] as const) {
          expect(idea[field].length).toBeGreaterThan(2);
        }
        expect(Object.values(idea)).not.toContain(null);
        expect(idea.generatedBy).toEqual(BUILTIN_GENERATOR);
      }
    });

    describe('when categories are excluded', () => {
      it('should use none of the excluded categories', async () => {
        const ideas = await generateIdeas({
          brand_name: 'Acme Pay',
          sector_or_niche: 'fintech',
          n_ideas: 15,
          exclude_categories: [1, 2, 3, 5],
        });
        expect(ideas).toHaveLength(15);
        for (const idea of ideas) {
          expect([1, 2, 3, 5]).not.toContain(idea.category);
        }
      });

      it('should use the one category left when nine are excluded', async () => {
        const ideas = await generateIdeas({
          brand_name: 'Acme Pay',
          sector_or_niche: 'fintech',
          n_ideas: 5,
          exclude_categories: [1, 2, 3, 4, 5, 6, 7, 8, 9],
        });
        expect(ideas.map((idea) => idea.category)).toEqual([10, 10, 10, 10, 10]);
      });

      it('should refuse a brief that excludes all ten categories', async () => {
        await expectBadRequest(
          '/api/generate-campaign-ideas',
          { brand_name: 'Acme Pay', sector_or_niche: 'fintech', exclude_categories: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
          'Every PR category is excluded; keep at least one.',
        );
      });

      it('should refuse a category number that does not exist', async () => {
        await expectBadRequest(
          '/api/generate-campaign-ideas',
          { brand_name: 'Acme Pay', sector_or_niche: 'fintech', exclude_categories: [11] },
          'exclude_categories must list PR category numbers from 1 to 10',
        );
      });
    });

    it('should write the brief into the ideas, and different briefs give different ideas', async () => {
      const fintech = await generateIdeas({
        brand_name: 'Acme Pay',
        sector_or_niche: 'fintech',
        primary_expertise: 'household budgeting data',
        core_audience: 'first-time savers',
        available_assets: 'anonymised spending data from 40,000 users',
        timing_constraints: 'before the spring budget',
        target_regions: 'UK',
      });
      const travel = await generateIdeas({
        brand_name: 'Wanderly',
        sector_or_niche: 'travel',
        primary_expertise: 'last-minute city breaks',
      });
      const fintechText = JSON.stringify(fintech);
      for (const fragment of [
        'Acme Pay',
        'household budgeting data',
        'first-time savers',
        'anonymised spending data from 40,000 users',
        'before the spring budget',
      ]) {
        expect(fintechText).toContain(fragment);
      }
      expect(JSON.stringify(travel)).toContain('Wanderly');
      expect(JSON.stringify(travel)).not.toContain('Acme Pay');
      const fintechTitles = new Set(fintech.map((idea) => idea.title));
      expect(travel.filter((idea) => fintechTitles.has(idea.title))).toEqual([]);
    });
  });

  describe('grounding in stored trends', () => {
    const fitting: StoredTrend[] = [
      {
        source: 'reddit',
        subreddit: 'gaming',
        title: 'Xbox Game Pass price rise angers gamers',
        url: 'https://www.reddit.com/r/gaming/comments/g1/xbox/',
        prScore: 91,
        hoursAgo: 5,
      },
      { source: 'x_trending', title: '#NintendoDirect', url: 'https://x.com/search?q=%23NintendoDirect', prScore: 84, hoursAgo: 3 },
      {
        source: 'news',
        publication: 'BBC News',
        title: 'Esports prize pools hit a record',
        url: 'https://www.bbc.co.uk/news/technology-g3',
        prScore: 77,
        hoursAgo: 30,
      },
    ];
    const tooOld: StoredTrend = {
      source: 'reddit',
      subreddit: 'gaming',
      title: 'PlayStation showcase recap',
      url: 'https://www.reddit.com/r/gaming/comments/g4/old/',
      prScore: 99,
      hoursAgo: 20 * 24,
    };
    const unrelated: StoredTrend = {
      source: 'reddit',
      subreddit: 'science',
      title: 'Scientists find 3,000 new species',
      url: 'https://www.reddit.com/r/science/comments/s1/',
      prScore: 98,
      hoursAgo: 2,
    };

    beforeAll(async () => {
      await storeTrends([...fitting, tooOld, unrelated]);
    });

    it('should ground ideas in recent trends that fit the sector, with platform, link and shelf life from the item', async () => {
      const ideas = await generateIdeas({ brand_name: 'Pixel Forge', sector_or_niche: 'gaming', n_ideas: 8 });
      const grounded = ideas.filter((idea) => idea.trend_link !== undefined);
      expect(grounded.map((idea) => idea.trend_link).sort()).toEqual(fitting.map((trend) => trend.url).sort());
      const byLink = new Map(grounded.map((idea) => [idea.trend_link, idea]));
      expect(byLink.get(fitting[0]!.url)).toMatchObject({ source_platform: 'Reddit', time_to_live_days: 4 });
      expect(byLink.get(fitting[1]!.url)).toMatchObject({ source_platform: 'X (Twitter)', time_to_live_days: 2 });
      expect(byLink.get(fitting[2]!.url)).toMatchObject({ source_platform: 'BBC News', time_to_live_days: 6 });
      for (const idea of ideas.filter((entry) => entry.trend_link === undefined)) {
        for (const field of TREND_FIELDS) {
          expect(idea).not.toHaveProperty(field);
        }
      }
    });

    it('should reach older fitting trends when the timeframe is widened', async () => {
      const ideas = await generateIdeas({ brand_name: 'Pixel Forge', sector_or_niche: 'gaming', trend_timeframe_days: 30 });
      const links = ideas.map((idea) => idea.trend_link).filter(Boolean);
      expect(links).toContain(tooOld.url);
      expect(ideas.find((idea) => idea.trend_link === tooOld.url)).toMatchObject({ source_platform: 'Reddit', time_to_live_days: 1 });
    });

    it('should leave out every trend field when no stored trend fits the sector', async () => {
      const ideas = await generateIdeas({ brand_name: 'Harbour Homes', sector_or_niche: 'proptech' });
      expect(ideas).toHaveLength(8);
      for (const idea of ideas) {
        for (const field of TREND_FIELDS) {
          expect(idea).not.toHaveProperty(field);
        }
      }
    });

    it('should never link an unrelated trend, however well it scores', async () => {
      const ideas = await generateIdeas({ brand_name: 'Pixel Forge', sector_or_niche: 'gaming', n_ideas: 15, trend_timeframe_days: 90 });
      expect(ideas.map((idea) => idea.trend_link)).not.toContain(unrelated.url);
    });
  });

  describe('grounding with regions and brand safety', () => {
    const irish: StoredTrend = {
      source: 'news',
      publication: 'RTÉ News',
      title: 'Irish banks raise savings rates',
      url: 'https://www.rte.ie/news/business/savings-1',
      prScore: 70,
      hoursAgo: 4,
    };
    const american: StoredTrend = {
      source: 'news',
      publication: 'CNBC',
      title: 'US mortgage rates hit a 20-year high',
      url: 'https://www.cnbc.com/mortgage-1',
      prScore: 95,
      hoursAgo: 4,
    };
    const grave: StoredTrend = {
      source: 'news',
      publication: 'BBC News',
      title: 'Bank worker killed in motorway crash',
      url: 'https://www.bbc.co.uk/news/uk-crash-1',
      prScore: 97,
      hoursAgo: 4,
    };

    beforeAll(async () => {
      await storeTrends([irish, american, grave]);
    });

    it('should peg only trends that fit the target regions and are safe, and cover every region with its own outlets', async () => {
      const ideas = await generateIdeas({ brand_name: 'Cleo Pay', sector_or_niche: 'fintech', target_regions: 'UK, Ireland', n_ideas: 6 });
      const links = ideas.map((idea) => idea.trend_link);
      expect(links).toContain(irish.url);
      expect(links).not.toContain(american.url);
      expect(links).not.toContain(grave.url);
      for (const idea of ideas) {
        expect(idea.target_publications?.some((outlet) => /Irish|RTÉ|Business Post/.test(outlet))).toBe(true);
        if (idea.trend_link === undefined) expect(idea.hook).toMatch(/evergreen/i);
      }
    });
  });

  describe('GET /api/docs-json', () => {
    it('should document both payload shapes of the one path', async () => {
      const document = (await (await fetch(`${testApp.baseUrl}/api/docs-json`)).json()) as {
        paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: { oneOf?: { $ref: string }[] } }> } } }>;
      };
      const schema = document.paths['/api/generate-campaign-ideas']?.post?.requestBody?.content['application/json']?.schema;
      expect(schema?.oneOf?.map((entry) => entry.$ref)).toEqual([
        '#/components/schemas/ThemeHeadlinesDto',
        '#/components/schemas/BrandBriefDto',
      ]);
      expect(document.paths['/api/generate-campaign-details']?.post).toBeDefined();
    });
  });

  describe('POST /api/generate-campaign-details', () => {
    it('should answer an implementation plan with ordered steps and real public data sources', async () => {
      const response = await post('/api/generate-campaign-details', {
        headline: 'The UK Towns Where Remote Workers Save the Most',
        theme: 'remote-work',
        category: 'Cost Index / Price-Comparison Data',
      });
      expect(response.status).toBe(200);
      const details = (await response.json()) as Generated<CampaignDetails>;
      expect(Object.keys(details).sort()).toEqual([
        'coverageHook',
        'dataPlan',
        'dataSources',
        'generatedBy',
        'resources',
        'targetPublications',
        'timeline',
      ]);
      expect(details.generatedBy).toEqual(BUILTIN_GENERATOR);
      expect(details.coverageHook.length).toBeGreaterThan(20);
      expect(details.dataPlan.length).toBeGreaterThanOrEqual(3);
      expect(details.dataSources.length).toBeGreaterThanOrEqual(2);
      for (const source of details.dataSources) {
        expect(source.name).toMatch(PUBLIC_DATA_PUBLISHER);
        expect(source.description.length).toBeGreaterThan(10);
      }
      expect(details.timeline.length).toBeGreaterThan(2);
      expect(details.resources.length).toBeGreaterThan(2);
      expect(details.targetPublications.length).toBeGreaterThanOrEqual(3);
    });

    it.each([
      [{ theme: 'remote-work', category: 'Evergreen Topic Refresh' }, 'headline is required'],
      [{ headline: '  ', theme: 'remote-work', category: 'Evergreen Topic Refresh' }, 'headline is required'],
      [{ headline: 'A headline', theme: 'remote-work' }, 'category is required'],
      [{ headline: 'A headline', theme: 'mars', category: 'Evergreen Topic Refresh' }, /^theme must be one of: remote-work, /],
    ])('should refuse %p', async (body, message) => {
      await expectBadRequest('/api/generate-campaign-details', body, message);
    });
  });
});
