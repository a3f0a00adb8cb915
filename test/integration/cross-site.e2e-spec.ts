import type { PrAngle } from '../../src/contracts/campaigns.contract.js';
import { rowCounts as countRows } from '../support/row-counts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

// A page on another site must not make a visitor's browser change anything here: the body-less
// generation routes spend the AI budget, and the others change stored data.

const TABLES = ['pr_angle', 'campaign_idea', 'saved_item', 'website_analysis', 'generation_cache', 'ai_setting'];

describe('Cross-site requests', () => {
  let testApp: TestApp;
  let itemId: number;
  let angleId: number;
  let savedId: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    [itemId] = await insertTrendingItems(testApp.orm, [{ title: 'Energy bills fall 12% as wholesale gas prices ease' }]);
    const angles = (await (
      await fetch(`${testApp.baseUrl}/api/trending/${itemId}/generate-angles`, { method: 'POST' })
    ).json()) as PrAngle[];
    angleId = angles[0].id;
    const saved = await fetch(`${testApp.baseUrl}/api/saved-items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trendingItemId: itemId, prAngleId: angleId }),
    });
    savedId = ((await saved.json()) as { id: number }).id;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const rowCounts = () => countRows(testApp.orm, TABLES);

  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    fetch(`${testApp.baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const otherSites: [string, Record<string, string>][] = [
    ['another site (Sec-Fetch-Site cross-site)', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['another site over plain http (Origin only)', { origin: 'http://evil.example' }],
    ['a sibling subdomain (Sec-Fetch-Site same-site)', { origin: 'https://other.trendjack.example', 'sec-fetch-site': 'same-site' }],
  ];
  const writes: [string, string, () => string, unknown][] = [
    ['POST generate-angles', 'POST', () => `/api/trending/${itemId}/generate-angles`, undefined],
    ['POST generate-campaign', 'POST', () => `/api/trending/${itemId}/generate-campaign`, undefined],
    ['POST generate-pitch', 'POST', () => `/api/angles/${angleId}/generate-pitch`, undefined],
    ['POST website generate-ideas', 'POST', () => '/api/website-analysis/1/generate-ideas', undefined],
    [
      'POST generate-campaign-ideas',
      'POST',
      () => '/api/generate-campaign-ideas',
      { brand_name: 'Acme Energy', sector_or_niche: 'sustainability' },
    ],
    ['DELETE saved item', 'DELETE', () => `/api/saved-items/${savedId}`, undefined],
    // Another site must not point the AI calls (and their prompts) at its own server.
    ['PUT settings/ai', 'PUT', () => '/api/settings/ai', { provider: 'openai', baseUrl: 'https://evil.example/v1', apiKey: 'sk-evil-key' }],
    ['POST settings/ai/test', 'POST', () => '/api/settings/ai/test', { provider: 'openai', baseUrl: 'https://evil.example/v1' }],
    ['DELETE settings/reddit', 'DELETE', () => '/api/settings/reddit', undefined],
  ];
  const cases = otherSites.flatMap(([site, headers]) =>
    writes.map(([name, method, path, body]) => [name, site, method, path, headers, body] as const),
  );

  describe('when a page on another site sends a state-changing request', () => {
    it.each(cases)('should refuse %s from %s with 403 and change nothing', async (_name, _site, method, path, headers, body) => {
      const before = await rowCounts();

      const response = await send(method, path(), headers, body);

      expect(response.status).toBe(403);
      const answer = (await response.json()) as { statusCode: number; message: string };
      expect(answer.statusCode).toBe(403);
      expect(answer.message).toMatch(
        /^Refused: this request came from another website \(https?:\/\/[a-z.]+\)\. Trendjack only accepts changes from its own pages\./,
      );
      expect(await rowCounts()).toEqual(before);
    });
  });

  describe('when another site only reads', () => {
    it('should answer, since a read changes nothing and CORS keeps the answer from that page', async () => {
      const response = await send('GET', '/api/trending', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });

      expect(response.status).toBe(200);
    });
  });

  describe('when the request comes from Trendjack own pages', () => {
    it('should generate angles for a same-origin page', async () => {
      const response = await send('POST', `/api/trending/${itemId}/generate-angles`, {
        origin: testApp.baseUrl,
        'sec-fetch-site': 'same-origin',
      });

      expect(response.status).toBe(200);
      expect(((await response.json()) as PrAngle[]).length).toBeGreaterThan(0);
    });

    it('should accept Origin alone when it names this server (plain http, no Sec-Fetch-Site)', async () => {
      const response = await send(
        'POST',
        '/api/analyze-headline',
        { origin: testApp.baseUrl },
        { headline: 'Energy bills fall 12% as gas prices ease' },
      );

      expect(response.status).toBe(200);
    });

    it('should accept a page served through an https reverse proxy that sets X-Forwarded-Host and X-Forwarded-Proto', async () => {
      const response = await send(
        'POST',
        '/api/analyze-headline',
        { origin: 'https://trendjack.example.com', 'x-forwarded-host': 'trendjack.example.com', 'x-forwarded-proto': 'https' },
        { headline: 'Energy bills fall 12% as gas prices ease' },
      );

      expect(response.status).toBe(200);
    });

    it('should refuse an https page when the server is reached over plain http and no proxy says otherwise', async () => {
      const response = await send(
        'POST',
        '/api/analyze-headline',
        { origin: 'https://trendjack.example.com', 'x-forwarded-host': 'trendjack.example.com' },
        { headline: 'Energy bills fall 12% as gas prices ease' },
      );

      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toContain('X-Forwarded-Proto');
    });
  });

  describe('when a script or curl sends the request without Origin or Sec-Fetch-Site', () => {
    it('should accept it and create the campaign', async () => {
      const before = await rowCounts();

      const response = await send('POST', `/api/trending/${itemId}/generate-campaign`, {});

      expect(response.status).toBe(200);
      expect((await rowCounts()).campaign_idea).toBe(before.campaign_idea + 1);
    });
  });
});
