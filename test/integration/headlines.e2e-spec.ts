import { EMOTIONS, type HeadlineAnalysis, type WordEmotionScore } from '../../src/contracts/headlines.contract.js';
import { type FakeUpstream, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { completion } from '../support/fake-openai.js';
import { rowCounts } from '../support/row-counts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';
import { BUILTIN_MODEL } from '../../src/modules/generation/builtin/builtin-generators.js';

const BUILTIN_GENERATOR = { provider: 'builtin', model: BUILTIN_MODEL };

const HEADLINE = 'Why remote work is quietly reshaping city centres';
const METRIC_NAMES = ['emotionalImpact', 'clarity', 'seoPotential', 'clickWorthiness', 'newsValue'] as const;

function post(testApp: TestApp, path: string, body: unknown): Promise<Response> {
  return fetch(`${testApp.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('Headline Analyzer API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  describe.each(['/api/analyze-headline', '/api/headline/emotion-analysis'])('POST %s', (path) => {
    describe('when the headline is unusable', () => {
      it.each([
        ['missing', {}, 'Headline required'],
        ['empty', { headline: '' }, 'Headline required'],
        ['blank', { headline: '   \t ' }, 'Headline required'],
        ['not a string', { headline: 42 }, 'Headline required'],
        ['2 characters', { headline: 'Hi' }, 'Headline too short'],
        ['2 characters inside spaces', { headline: '  ab  ' }, 'Headline too short'],
        ['301 characters', { headline: 'a'.repeat(301) }, 'Headline too long (at most 300 characters)'],
      ])('should answer 400 for a %s headline with the message people read', async (_case, body, message) => {
        const response = await post(testApp, path, body);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ statusCode: 400, message });
      });

      it('should refuse an unknown field', async () => {
        const response = await post(testApp, path, { headline: HEADLINE, score: 10 });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toBe('Unknown field "score"');
      });
    });

    it('should accept a headline of exactly 3 and of exactly 300 characters', async () => {
      const short = await post(testApp, path, { headline: 'Wow' });
      const long = await post(testApp, path, { headline: `${'word '.repeat(59)}abcd` });
      expect([short.status, long.status]).toEqual([200, 200]);
    });
  });

  describe('POST /api/analyze-headline', () => {
    it('should answer every field of the analysis within its range, with at most 5 new alternatives that score at least the headline', async () => {
      const response = await post(testApp, '/api/analyze-headline', { headline: `  ${HEADLINE} ` });
      expect(response.status).toBe(200);
      const analysis = (await response.json()) as HeadlineAnalysis;
      expect(analysis.headline).toBe(HEADLINE);
      for (const name of METRIC_NAMES) {
        expect(analysis.metrics[name]).toBeGreaterThanOrEqual(1);
        expect(analysis.metrics[name]).toBeLessThanOrEqual(10);
      }
      expect(analysis.readability).toEqual({ wordCount: 8, characterCount: HEADLINE.length, readingLevel: expect.any(String) });
      expect(analysis.readability.readingLevel).not.toBe('');
      expect(analysis.headlineType).toBe('explainer');
      expect(Array.isArray(analysis.suggestions)).toBe(true);
      expect(analysis.alternatives.length).toBeGreaterThanOrEqual(1);
      expect(analysis.alternatives.length).toBeLessThanOrEqual(5);
      expect(analysis.alternativesBy).toEqual(BUILTIN_GENERATOR);
      const mean = (metrics: HeadlineAnalysis['metrics']) =>
        METRIC_NAMES.reduce((sum, name) => sum + metrics[name], 0) / METRIC_NAMES.length;
      for (const alternative of analysis.alternatives) {
        expect(alternative.trim().toLowerCase()).not.toBe(HEADLINE.toLowerCase());
        const rescored = (await (await post(testApp, '/api/analyze-headline', { headline: alternative })).json()) as HeadlineAnalysis;
        expect(mean(rescored.metrics)).toBeGreaterThanOrEqual(mean(analysis.metrics));
      }
      expect(new Set(analysis.alternatives.map((alternative) => alternative.toLowerCase())).size).toBe(analysis.alternatives.length);
      expect(analysis.alternativesError).toBeUndefined();
    });

    it('should give the same headline the same metrics every time', async () => {
      const first = (await (await post(testApp, '/api/analyze-headline', { headline: HEADLINE })).json()) as HeadlineAnalysis;
      const second = (await (await post(testApp, '/api/analyze-headline', { headline: HEADLINE })).json()) as HeadlineAnalysis;
      expect(second.metrics).toEqual(first.metrics);
      expect(second.readability).toEqual(first.readability);
      expect(second.suggestions).toEqual(first.suggestions);
    });
  });

  describe('POST /api/analyze-headline with a trendingItemId', () => {
    // A Hindu article whose feed description wraps its sentences in a Google News style list of links.
    const ARTICLE = {
      source: 'news' as const,
      publication: 'The Hindu',
      title: 'RBI keeps repo rate unchanged at 5.5%, flags food inflation',
      content:
        'The Reserve Bank of India kept the repo rate at 5.5% on Friday. Governor Sanjay Malhotra said vegetable prices remained the main risk. ' +
        'RBI holds repo rate Mint What the pause means for EMIs The Economic Times',
      sourceUrl: 'https://www.thehindu.com/business/Economy/rbi-repo-rate/article70001.ece',
      upvotes: null,
      comments: null,
    };
    let provider: FakeUpstream;
    let modelApp: TestApp;

    beforeAll(async () => {
      provider = await startFakeUpstream((_request, response) => {
        reply(
          response,
          200,
          completion(
            JSON.stringify({
              alternatives: [
                'RBI holds repo rate at 5.5% as food prices stay the main risk',
                'Why the RBI kept the repo rate at 5.5% this Friday',
                'Repo rate unchanged at 5.5%: what it means for borrowers in India',
              ],
            }),
          ),
        );
      });
      modelApp = await startTestApp({
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: `${provider.url}/v1`,
        OPENAI_MODEL: 'fake-model',
      });
    });

    afterAll(async () => {
      await modelApp?.close();
      await provider?.close();
    });

    it("should write the alternatives with the article's title, text, publication and market in the prompt", async () => {
      const [itemId] = await insertTrendingItems(modelApp.orm, [ARTICLE]);
      const response = await post(modelApp, '/api/analyze-headline', { headline: 'Rates stay the same', trendingItemId: itemId });
      expect(response.status).toBe(200);
      const analysis = (await response.json()) as HeadlineAnalysis;
      expect(analysis.alternativesBy).toEqual({ provider: 'openai', model: 'fake-model' });
      const sent = JSON.parse(provider.requests.at(-1)!.body) as { messages: { role: string; content: string }[] };
      const system = sent.messages.find((message) => message.role === 'system')!.content;
      const user = sent.messages.find((message) => message.role === 'user')!.content;
      expect(user).toContain(`Title: ${ARTICLE.title}`);
      expect(user).toContain('Governor Sanjay Malhotra said vegetable prices remained the main risk.');
      expect(user).toContain('Publication: The Hindu');
      expect(user).toContain('Target market: India');
      expect(system).toContain('The target market is India');
      expect(system).not.toContain('UK and US media');
    });

    it('should score the headline exactly as it scores it alone', async () => {
      const [itemId] = await insertTrendingItems(testApp.orm, [ARTICLE]);
      const withItem = (await (
        await post(testApp, '/api/analyze-headline', { headline: HEADLINE, trendingItemId: itemId })
      ).json()) as HeadlineAnalysis;
      const alone = (await (await post(testApp, '/api/analyze-headline', { headline: HEADLINE })).json()) as HeadlineAnalysis;
      expect(withItem.metrics).toEqual(alone.metrics);
    });

    it('should answer 404 for an unknown item, and ask no model and store nothing', async () => {
      const calls = provider.requests.length;
      const before = await rowCounts(modelApp.orm, ['generation_cache']);
      const response = await post(modelApp, '/api/analyze-headline', { headline: HEADLINE, trendingItemId: 2_000_000_000 });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ statusCode: 404, message: 'Trending item 2000000000 does not exist.' });
      expect(provider.requests.length).toBe(calls);
      expect(await rowCounts(modelApp.orm, ['generation_cache'])).toEqual(before);
    });

    it.each([
      ['zero', 0],
      ['negative', -3],
      ['a fraction', 1.5],
      ['a string', '12'],
      ['null', null],
      ['too big', 2_147_483_648],
    ])('should answer 400 for a trendingItemId that is %s', async (_case, trendingItemId) => {
      const response = await post(testApp, '/api/analyze-headline', { headline: HEADLINE, trendingItemId });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ statusCode: 400, message: 'trendingItemId must be a positive whole number' });
    });
  });

  describe('POST /api/headline/emotion-analysis', () => {
    it('should score every word on all 7 emotions between 0 and 1, with its intensity', async () => {
      const response = await post(testApp, '/api/headline/emotion-analysis', { headline: 'Shocking new study reveals surprising truth' });
      expect(response.status).toBe(200);
      const words = (await response.json()) as WordEmotionScore[];
      expect(words.map((word) => word.word)).toEqual(['Shocking', 'new', 'study', 'reveals', 'surprising', 'truth']);
      expect(words.map((word) => word.index)).toEqual([0, 1, 2, 3, 4, 5]);
      for (const word of words) {
        expect(Object.keys(word.emotions).sort()).toEqual(EMOTIONS.map((emotion) => emotion.name).sort());
        for (const score of Object.values(word.emotions)) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(1);
        }
        expect(word.intensity).toBe(Math.max(...Object.values(word.emotions)));
      }
    });

    it('should read "surprising" as mostly Surprise', async () => {
      const response = await post(testApp, '/api/headline/emotion-analysis', { headline: 'A surprising result' });
      const surprising = ((await response.json()) as WordEmotionScore[]).find((word) => word.word === 'surprising');
      const strongest = Object.entries(surprising!.emotions).sort((a, b) => b[1] - a[1])[0][0];
      expect(strongest).toBe('Surprise');
    });
  });

  describe('when the AI provider fails', () => {
    let provider: FakeUpstream;
    let failingApp: TestApp;

    beforeAll(async () => {
      provider = await startFakeUpstream((_request, response) => {
        reply(
          response,
          401,
          JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }),
        );
      });
      failingApp = await startTestApp({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-wrong', OPENAI_BASE_URL: `${provider.url}/v1` });
    });

    afterAll(async () => {
      await failingApp?.close();
      await provider?.close();
    });

    it('should still answer the metrics, with no alternatives and the reason', async () => {
      const response = await post(failingApp, '/api/analyze-headline', { headline: HEADLINE });
      expect(response.status).toBe(200);
      const analysis = (await response.json()) as HeadlineAnalysis;
      const expected = (await (await post(testApp, '/api/analyze-headline', { headline: HEADLINE })).json()) as HeadlineAnalysis;
      expect(analysis.metrics).toEqual(expected.metrics);
      expect(analysis.alternatives).toEqual([]);
      expect(analysis.alternativesError).toMatch(/^The AI provider failed \(HTTP 401\)/);
      expect(analysis.alternativesBy).toBeUndefined();
    });
  });
});
