import { readFileSync } from 'node:fs';
import type { Generated } from '../../src/contracts/generation.contract.js';
import type { WebsiteAnalysis, WebsiteCampaignIdea } from '../../src/contracts/website.contract.js';
import { type FakeUpstream, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { BUILTIN_MODEL } from '../../src/modules/generation/builtin/builtin-generators.js';
import { WEBSITE_IDEAS_MAX, WEBSITE_IDEAS_MIN } from '../../src/modules/generation/tasks/website-ideas.task.js';

const BUILTIN_GENERATOR = { provider: 'builtin', model: BUILTIN_MODEL };

const fixture = (name: string) => readFileSync(new URL(`../../src/modules/website/fixtures/${name}`, import.meta.url), 'utf8');
const HTML = { 'content-type': 'text/html; charset=utf-8' };

const LOOPBACK_REFUSAL = 'That address points to this server itself (loopback), which Trendjack is not allowed to reach.';
const METADATA_REFUSAL = 'That address points to a cloud metadata service, which Trendjack is not allowed to reach.';

describe('Website analyzer API', () => {
  let site: FakeUpstream;
  let sitePort: string;
  /** Lets the fake site through the guard, as OUTBOUND_ALLOW_HOSTS does in tests. */
  let testApp: TestApp;
  /** No allow list: the guard's production rules. */
  let strictApp: TestApp;

  beforeAll(async () => {
    site = await startFakeUpstream((request, response) => {
      switch (request.path) {
        case '/flowdesk':
          reply(response, 200, fixture('saas-flowdesk.html'), HTML);
          return;
        case '/bakery':
          reply(response, 200, fixture('local-bakery-rosemary.html'), HTML);
          return;
        case '/no-title':
          reply(response, 200, fixture('no-title-landing.html'), HTML);
          return;
        case '/moved':
          reply(response, 301, '', { location: '/flowdesk' });
          return;
        case '/to-metadata':
          reply(response, 302, '', { location: 'http://169.254.169.254/latest/meta-data/' });
          return;
        case '/to-localhost':
          reply(response, 302, '', { location: `http://localhost/flowdesk` });
          return;
        case '/data.json':
          reply(response, 200, '{"name":"Flowdesk"}', { 'content-type': 'application/json' });
          return;
        default:
          reply(response, 404, 'Not found', HTML);
      }
    });
    sitePort = new URL(site.url).port;
    [testApp, strictApp] = await Promise.all([startTestApp({ OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${sitePort}` }), startTestApp()]);
  });

  afterAll(async () => {
    await Promise.all([testApp?.close(), strictApp?.close()]);
    await site?.close();
  });

  const analyze = (app: TestApp, body: unknown) =>
    fetch(`${app.baseUrl}/api/website-analysis`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const generateIdeas = (id: string | number) => fetch(`${testApp.baseUrl}/api/website-analysis/${id}/generate-ideas`, { method: 'POST' });
  const storedCount = async (app: TestApp) => {
    const rows = await app.orm.em.fork().getConnection().execute('select count(*)::int as n from website_analysis');
    return rows[0].n as number;
  };

  describe('POST /api/website-analysis', () => {
    describe('when the page is reachable', () => {
      it('should analyze it, store it and answer the analysis', async () => {
        const response = await analyze(testApp, { url: `${site.url}/flowdesk` });
        expect(response.status).toBe(201);
        const analysis = (await response.json()) as WebsiteAnalysis;
        expect(analysis).toEqual({
          id: expect.any(Number),
          url: `${site.url}/flowdesk`,
          title: 'Flowdesk | Project management software for fast-moving teams',
          description: 'Flowdesk is the work management platform that helps teams plan, track and ship projects. Start a free trial today.',
          brand: 'Flowdesk',
          businessType: 'SaaS / Software',
          targetAudience: expect.stringContaining('B2B'),
          keyMessages: expect.arrayContaining(['Ship projects faster with your whole team']),
          createdAt: expect.any(String),
        });
        expect(new Date(analysis.createdAt).toISOString()).toBe(analysis.createdAt);
        const rows = await testApp.orm.em
          .fork()
          .getConnection()
          .execute('select url, title, language from website_analysis where id = ?', [analysis.id]);
        expect(rows).toEqual([{ url: `${site.url}/flowdesk`, title: analysis.title, language: 'en-US' }]);
      });

      it('should answer a null title for a page without one', async () => {
        const response = await analyze(testApp, { url: `${site.url}/no-title` });
        expect(response.status).toBe(201);
        const analysis = (await response.json()) as WebsiteAnalysis;
        expect(analysis.title).toBeNull();
        expect(analysis.description).toBe('Hand-thrown stoneware mugs, bowls and plates from a small studio in Devon.');
      });

      it('should store the address the page was finally read from after a redirect', async () => {
        const response = await analyze(testApp, { url: `${site.url}/moved` });
        expect(response.status).toBe(201);
        expect(((await response.json()) as WebsiteAnalysis).url).toBe(`${site.url}/flowdesk`);
      });
    });

    describe('when the address is missing or not a URL', () => {
      it.each([
        ['a blank address', { url: '   ' }, 'Please enter a website URL to analyze.'],
        ['a missing address', {}, 'Please enter a website URL to analyze.'],
        ['text that is not a URL', { url: 'not a website' }, 'Please enter a valid website URL.'],
        ['a scheme without a host', { url: 'http://' }, 'Please enter a valid website URL.'],
      ])('should refuse %s with 400 and the spec message, storing nothing', async (_case, body, message) => {
        const before = await storedCount(testApp);
        const response = await analyze(testApp, body);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ statusCode: 400, message });
        expect(await storedCount(testApp)).toBe(before);
      });
    });

    describe('when the guard refuses the address (no allow list)', () => {
      it.each([
        ['the loopback fake site', () => `http://127.0.0.1:${sitePort}/flowdesk`, () => LOOPBACK_REFUSAL],
        ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/', () => METADATA_REFUSAL],
        ['the loopback address in decimal notation', () => 'http://2130706433/', () => LOOPBACK_REFUSAL],
        [
          'localhost on a non-standard port',
          () => `http://localhost:${sitePort}/flowdesk`,
          () => `Only addresses on the standard web ports (80 and 443) can be analyzed; this one uses port ${sitePort}.`,
        ],
        ['a name that resolves to loopback', () => 'http://localhost/', () => LOOPBACK_REFUSAL],
        ['a non-web scheme', () => 'file:///etc/passwd', () => 'Only http and https addresses can be analyzed.'],
      ])('should refuse %s with 400 and say why, storing nothing', async (_case, url, message) => {
        // The table is built before beforeAll picks the fake site's port, hence the functions.
        const response = await analyze(strictApp, { url: url() });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ statusCode: 400, message: message() });
        expect(await storedCount(strictApp)).toBe(0);
      });
    });

    describe('when an allowed page leads somewhere the guard refuses', () => {
      it.each([
        ['a redirect to the cloud metadata address', '/to-metadata', METADATA_REFUSAL],
        ['a redirect to a name that resolves to loopback', '/to-localhost', LOOPBACK_REFUSAL],
        ['a non-HTML content type', '/data.json', 'That address does not serve a web page (content type application/json).'],
      ])('should refuse %s with 400, storing nothing', async (_case, path, message) => {
        const before = await storedCount(testApp);
        const response = await analyze(testApp, { url: `${site.url}${path}` });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ statusCode: 400, message });
        expect(await storedCount(testApp)).toBe(before);
      });
    });

    describe('when the site answers with an error', () => {
      it('should answer 502 with the site status, storing nothing', async () => {
        const before = await storedCount(testApp);
        const response = await analyze(testApp, { url: `${site.url}/missing` });
        expect(response.status).toBe(502);
        expect(((await response.json()) as { message: string }).message).toMatch(/HTTP 404/);
        expect(await storedCount(testApp)).toBe(before);
      });
    });
  });

  describe('GET /api/website-analysis', () => {
    it('should list the stored analyses newest first', async () => {
      const first = (await (await analyze(testApp, { url: `${site.url}/flowdesk` })).json()) as WebsiteAnalysis;
      const second = (await (await analyze(testApp, { url: `${site.url}/bakery` })).json()) as WebsiteAnalysis;
      const response = await fetch(`${testApp.baseUrl}/api/website-analysis`);
      expect(response.status).toBe(200);
      const list = (await response.json()) as WebsiteAnalysis[];
      expect(list.length).toBe(await storedCount(testApp));
      expect(list[0]).toEqual(second);
      expect(list[1]).toEqual(first);
      const times = list.map((entry) => Date.parse(entry.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });
  });

  describe('POST /api/website-analysis/:id/generate-ideas', () => {
    it('should answer 1-5 ideas with every field filled and grounded in the analysis', async () => {
      const analysis = (await (await analyze(testApp, { url: `${site.url}/flowdesk` })).json()) as WebsiteAnalysis;
      const response = await generateIdeas(analysis.id);
      expect(response.status).toBe(200);
      const ideas = (await response.json()) as Generated<WebsiteCampaignIdea>[];
      expect(ideas.length).toBeGreaterThanOrEqual(WEBSITE_IDEAS_MIN);
      expect(ideas.length).toBeLessThanOrEqual(WEBSITE_IDEAS_MAX);
      for (const idea of ideas) {
        expect(Object.keys(idea).sort()).toEqual(
          [
            'dataSources',
            'description',
            'difficulty',
            'generatedBy',
            'implementationSteps',
            'newsHook',
            'prCategory',
            'requiredAssets',
            'storyDelivery',
            'targetPublications',
            'timeline',
            'title',
          ].sort(),
        );
        expect(idea.generatedBy).toEqual(BUILTIN_GENERATOR);
        for (const text of [
          idea.title,
          idea.description,
          idea.prCategory,
          idea.timeline,
          idea.difficulty,
          idea.storyDelivery,
          idea.dataSources,
          idea.newsHook,
          idea.requiredAssets,
        ]) {
          expect(text.trim()).not.toBe('');
        }
        expect(idea.implementationSteps.length).toBeGreaterThan(0);
        expect(idea.targetPublications.length).toBeGreaterThan(0);
        expect(idea.implementationSteps.every((step) => step.trim() !== '')).toBe(true);
        expect(idea.targetPublications.every((publication) => publication.trim() !== '')).toBe(true);
        const grounded =
          idea.description.includes('Flowdesk') || analysis.keyMessages.some((message) => idea.description.includes(message));
        expect(grounded).toBe(true);
      }
    });

    it('should answer 404 with a message for an unknown analysis', async () => {
      const response = await generateIdeas(999999);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ statusCode: 404, message: 'Website analysis 999999 does not exist.' });
    });

    it.each(['abc', '0', '-1', '1.5'])('should answer 400 for the id %s', async (id) => {
      const response = await generateIdeas(id);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe('The website analysis id must be a positive whole number.');
    });
  });
});
