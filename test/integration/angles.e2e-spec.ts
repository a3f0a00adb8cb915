import type { CampaignIdea, PitchEmail, PrAngle, SavedItem } from '../../src/contracts/campaigns.contract.js';
import { CAMPAIGN_FORMATS } from '../../src/contracts/campaigns.contract.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';
import { BUILTIN_MODEL } from '../../src/modules/generation/builtin/builtin-generators.js';

const BUILTIN_GENERATOR = { provider: 'builtin', model: BUILTIN_MODEL };

describe('Angles, pitches, campaigns and saved items API', () => {
  let testApp: TestApp;
  let itemId: number;
  let otherItemId: number;
  let graveItemId: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    [itemId, otherItemId, graveItemId] = await insertTrendingItems(testApp.orm, [
      {
        title: 'UK households cut energy use by 12% as bills rise for a third winter',
        content: 'Ofgem data shows demand falling in every region.',
      },
      { title: 'Nintendo confirms Switch 2 sold 10 million units in its first month', source: 'news', publication: 'BBC News' },
      { title: 'Three children killed in knife attack at dance class', source: 'news', publication: 'BBC News' },
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const api = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${testApp.baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  describe('POST /api/trending/:id/generate-angles', () => {
    it("should store the offline draft's angles about the item (at most 3) and not duplicate them on a second run", async () => {
      const first = await api<PrAngle[]>('POST', `/api/trending/${itemId}/generate-angles`);
      expect(first.status).toBe(200);
      expect(first.body.length).toBeGreaterThanOrEqual(1);
      expect(first.body.length).toBeLessThanOrEqual(3);
      for (const angle of first.body) {
        expect(angle.trendingItemId).toBe(itemId);
        expect(angle.angle.length).toBeGreaterThan(20);
        expect(angle.generatedBy).toEqual(BUILTIN_GENERATOR);
      }
      // The item's own subject shows up: these are not generic angles.
      expect(JSON.stringify(first.body)).toMatch(/energy|bills|12%|household/i);

      const second = await api<PrAngle[]>('POST', `/api/trending/${itemId}/generate-angles`);
      expect(second.body.map((angle) => angle.id)).toEqual(first.body.map((angle) => angle.id));
      const listed = await api<PrAngle[]>('GET', `/api/trending/${itemId}/angles`);
      expect(listed.body).toHaveLength(first.body.length);
    });

    it('should give a different item different angles', async () => {
      const mine = await api<PrAngle[]>('GET', `/api/trending/${itemId}/angles`);
      const other = await api<PrAngle[]>('POST', `/api/trending/${otherItemId}/generate-angles`);
      const texts = new Set(mine.body.map((angle) => angle.angle));
      expect(other.body.some((angle) => texts.has(angle.angle))).toBe(false);
    });

    it.each([
      ['an unknown id', '/api/trending/999999/generate-angles', 404],
      ['a non-numeric id', '/api/trending/abc/generate-angles', 400],
      ['a negative id', '/api/trending/-4/angles', 400],
    ])('should refuse %s', async (_name, path, status) => {
      const method = path.endsWith('/angles') ? 'GET' : 'POST';
      const response = await api<{ message: string }>(method, path);
      expect(response.status).toBe(status);
      expect(response.body.message.length).toBeGreaterThan(5);
    });
  });

  describe('POST /api/angles/:id/generate-pitch', () => {
    it('should draft a pitch with a short subject and contacts as roles', async () => {
      const [angle] = (await api<PrAngle[]>('GET', `/api/trending/${itemId}/angles`)).body;
      const response = await api<PitchEmail>('POST', `/api/angles/${angle.id}/generate-pitch`);
      expect(response.status).toBe(200);
      expect(response.body.subject.length).toBeLessThan(60);
      expect(response.body.body.length).toBeGreaterThan(100);
      expect(response.body.targetPublications.length).toBeGreaterThan(0);
      expect(response.body.keyContacts.join(' ')).not.toMatch(/@/);
      expect(response.body.generatedBy).toEqual(BUILTIN_GENERATOR);
    });

    it('should write no pitch for an angle that advises holding back, saying why, and store nothing', async () => {
      const angles = (await api<PrAngle[]>('POST', `/api/trending/${graveItemId}/generate-angles`)).body;
      expect(angles[0]!.format).toBe('Hold Back');
      const response = await api<{ message: string }>('POST', `/api/angles/${angles[0]!.id}/generate-pitch`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('This angle advises holding back, so there is no pitch to write.');
    });

    it('should answer 404 for an unknown angle', async () => {
      expect((await api('POST', '/api/angles/999999/generate-pitch')).status).toBe(404);
    });
  });

  describe('saved items', () => {
    it('should refuse missing ids with the spec messages', async () => {
      const noAngle = await api<{ message: string }>('POST', '/api/saved-items', { trendingItemId: itemId, userId: 1 });
      expect(noAngle).toEqual({ status: 400, body: { statusCode: 400, message: 'Cannot save angle: Missing angle ID' } });
      const noItem = await api<{ message: string }>('POST', '/api/saved-items', { prAngleId: 1, userId: 1 });
      expect(noItem.body.message).toBe('Cannot save angle: Missing trending item ID');
    });

    it('should refuse an angle of another item, and unknown ids, without saving anything', async () => {
      const [angle] = (await api<PrAngle[]>('GET', `/api/trending/${itemId}/angles`)).body;
      expect((await api('POST', '/api/saved-items', { trendingItemId: otherItemId, prAngleId: angle.id, userId: 1 })).status).toBe(404);
      expect(await api('POST', '/api/saved-items', { trendingItemId: 999999, prAngleId: angle.id, userId: 1 })).toEqual({
        status: 404,
        body: { statusCode: 404, message: 'Trending item 999999 does not exist.' },
      });
      expect((await api<{ message: string }>('POST', '/api/saved-items', { trendingItemId: itemId, prAngleId: 999999 })).body.message).toBe(
        'PR angle 999999 does not exist.',
      );
      expect((await api('POST', '/api/saved-items', { trendingItemId: itemId, prAngleId: 'x', userId: 1 })).status).toBe(400);
      expect((await api<SavedItem[]>('GET', '/api/saved-items')).body).toEqual([]);
    });

    it('should save once, list it, hide it from the angles, and bring it back on removal', async () => {
      const angles = (await api<PrAngle[]>('GET', `/api/trending/${itemId}/angles`)).body;
      const target = angles[0];
      const saved = await api<SavedItem>('POST', '/api/saved-items', { trendingItemId: itemId, prAngleId: target.id, userId: 1 });
      expect(saved.status).toBe(201);
      const again = await api<SavedItem>('POST', '/api/saved-items', { trendingItemId: itemId, prAngleId: target.id, userId: 1 });
      expect(again.body.id).toBe(saved.body.id);

      const list = (await api<SavedItem[]>('GET', '/api/saved-items')).body;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ prAngleId: target.id, description: target.angle, headline: target.headline, format: target.format });
      expect(list[0].name).toMatch(/energy/);
      expect(list[0]).toHaveProperty('sourceUrl');
      expect(Date.parse(list[0].createdAt)).not.toBeNaN();

      const withoutSaved = (await api<PrAngle[]>('GET', `/api/trending/${itemId}/angles`)).body;
      expect(withoutSaved.map((angle) => angle.id)).not.toContain(target.id);

      expect((await api('DELETE', `/api/saved-items/${saved.body.id}`)).status).toBe(200);
      expect((await api('DELETE', `/api/saved-items/${saved.body.id}`)).status).toBe(404);
      const back = (await api<PrAngle[]>('GET', `/api/trending/${itemId}/angles`)).body;
      expect(back.map((angle) => angle.id)).toContain(target.id);
    });
  });

  describe('campaigns', () => {
    it('should generate a campaign idea for the item and list it newest first', async () => {
      const created = await api<CampaignIdea>('POST', `/api/trending/${itemId}/generate-campaign`);
      expect(created.status).toBe(200);
      expect(CAMPAIGN_FORMATS).toContain(created.body.format);
      expect(created.body.trendingItemId).toBe(itemId);
      expect(created.body.headlines.length).toBeGreaterThan(0);
      const second = await api<CampaignIdea>('POST', `/api/trending/${otherItemId}/generate-campaign`);
      const list = (await api<CampaignIdea[]>('GET', '/api/campaigns')).body;
      expect(list.map((campaign) => campaign.id).slice(0, 2)).toEqual([second.body.id, created.body.id]);
    });

    it('should answer 404 for an unknown trending item and store nothing', async () => {
      const before = (await api<CampaignIdea[]>('GET', '/api/campaigns')).body;
      expect(await api('POST', '/api/trending/999999/generate-campaign')).toEqual({
        status: 404,
        body: { statusCode: 404, message: 'Trending item 999999 does not exist.' },
      });
      expect((await api<CampaignIdea[]>('GET', '/api/campaigns')).body).toEqual(before);
    });

    it('should document generate-campaign with the campaign routes', async () => {
      const document = (await api<{ paths: Record<string, { post?: { tags?: string[] } }> }>('GET', '/api/docs-json')).body;
      expect(document.paths['/api/trending/{id}/generate-campaign']?.post?.tags).toEqual(['campaigns']);
    });
  });
});
