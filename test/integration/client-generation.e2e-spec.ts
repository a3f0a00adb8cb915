import type { CampaignIdea, PitchEmail, PrAngle, SavedItem } from '../../src/contracts/campaigns.contract.js';
import type { Client } from '../../src/contracts/clients.contract.js';
import type { Generated } from '../../src/contracts/generation.contract.js';
import type { BriefCampaignIdea } from '../../src/contracts/ideas.contract.js';
import { ENERGY_CLIENT } from '../support/client-profile.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

/** Issue 27 must-have 5, built-in generator: everything written for a client is written for it. */
describe('Ideas written for a client (built-in generator)', () => {
  let testApp: TestApp;
  let client: Client;
  let energyId: number;
  let avoidedId: number;
  let otherId: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    client = (await api<Client>('POST', '/api/clients', ENERGY_CLIENT)).body;
    [energyId, avoidedId, otherId] = await insertTrendingItems(testApp.orm, [
      {
        title: 'Energy price cap to rise 5% in January, Ofgem confirms',
        content:
          'The typical household bill will go up by £85 a year. Smart meter owners in 400,000 homes can see their use change by the hour.',
        source: 'news',
        publication: 'BBC News',
        sourceUrl: 'https://www.bbc.co.uk/news/business-1',
      },
      { title: 'Bookmakers report record gambling losses over the Christmas period', source: 'news', publication: 'The Guardian' },
      { title: 'Nintendo confirms Switch 2 sold 10 million units in its first month', source: 'news', publication: 'BBC News' },
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${testApp.baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  it("should write the angles for the client: its spokesperson by name, its own data, its markets' outlets, stored with it", async () => {
    const { status, body: angles } = await api<PrAngle[]>('POST', `/api/trending/${energyId}/generate-angles`, { clientId: client.id });
    expect(status).toBe(200);
    expect(angles.length).toBeGreaterThanOrEqual(2);
    for (const angle of angles) expect(angle.clientId).toBe(client.id);
    const text = JSON.stringify(angles);
    // The price-cap story is in Priya Nair's field: she speaks, by name, and no invented role does.
    expect(text).toContain('Priya Nair (Head of Research, Brightwell Energy)');
    expect(text).not.toMatch(/our head of|we work with|\[Your/i);
    // The smart-meter readings share the story's words: the client's own data is offered.
    expect(text).toContain("Brightwell Energy's own smart-meter readings from 400,000 homes");

    // The client's angles are listed for it, and not among the angles written for no client.
    expect((await api<PrAngle[]>('GET', `/api/trending/${energyId}/angles?clientId=${client.id}`)).body).toHaveLength(angles.length);
    expect((await api<PrAngle[]>('GET', `/api/trending/${energyId}/angles`)).body).toHaveLength(0);
  });

  it('should sign the pitch with the pitch contact and end it with the boilerplate, with no sender field left', async () => {
    const angles = (await api<PrAngle[]>('GET', `/api/trending/${energyId}/angles?clientId=${client.id}`)).body;
    const angle = angles.find((entry) => entry.format === 'Expert Commentary')!;
    const { status, body: pitch } = await api<PitchEmail>('POST', `/api/angles/${angle.id}/generate-pitch`, { clientId: client.id });
    expect(status).toBe(200);
    expect(pitch.body).toContain('Priya Nair');
    expect(pitch.body).toMatch(/Sarah Quinn\nBrightwell Energy\npress@brightwell\.example · \+44 20 7946 0000/);
    expect(pitch.body.endsWith(`Notes to editors\nAbout Brightwell Energy: ${ENERGY_CLIENT.boilerplate}`)).toBe(true);
    expect(pitch.body).not.toMatch(/\[Your/i);

    // Without clientId in the body, the angle's own client signs it.
    const again = await api<PitchEmail>('POST', `/api/angles/${angle.id}/generate-pitch`, {});
    expect(again.body.body).toContain('Sarah Quinn');
  });

  it('should refuse a story on a topic the client avoids with a 409 in words, and store nothing', async () => {
    const refused = await api<{ message: string }>('POST', `/api/trending/${avoidedId}/generate-angles`, { clientId: client.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Brightwell Energy avoids “gambling”, and this story touches it, so Trendjack writes nothing on it for Brightwell Energy. Choose another story, or no client.',
    );
    const campaign = await api<{ message: string }>('POST', `/api/trending/${avoidedId}/generate-campaign`, { clientId: client.id });
    expect(campaign.status).toBe(409);
    const rows = await testApp.orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from pr_angle where trending_item_id = ?', [avoidedId]);
    expect(rows[0].n).toBe(0);
    // Without the client the story is fine.
    expect((await api<PrAngle[]>('POST', `/api/trending/${avoidedId}/generate-angles`)).status).toBe(200);
  });

  it.each([
    ['an unknown client', { clientId: 999999 }, 404, 'Client 999999 does not exist. It may have been deleted.'],
    ['a malformed clientId', { clientId: 'acme' }, 400, 'clientId must be the id of a client (a whole number from 1).'],
  ])('should refuse %s', async (_name, body, status, message) => {
    const response = await api<{ message: string }>('POST', `/api/trending/${otherId}/generate-angles`, body);
    expect(response).toEqual({ status, body: expect.objectContaining({ message }) });
  });

  it("should store the campaign with its client, from the client's own plan, and list a client's campaigns", async () => {
    const { status, body: campaign } = await api<CampaignIdea>('POST', `/api/trending/${energyId}/generate-campaign`, {
      clientId: client.id,
    });
    expect(status).toBe(200);
    expect(campaign.clientId).toBe(client.id);
    expect(`${campaign.title} ${campaign.description}`).toContain('Priya Nair');
    const listed = (await api<CampaignIdea[]>('GET', `/api/campaigns?clientId=${client.id}`)).body;
    expect(listed.map((entry) => entry.id)).toEqual([campaign.id]);
    expect((await api<CampaignIdea[]>('GET', '/api/campaigns')).body.length).toBeGreaterThanOrEqual(1);
  });

  it('should filter saved angles by client', async () => {
    const [angle] = (await api<PrAngle[]>('GET', `/api/trending/${energyId}/angles?clientId=${client.id}`)).body;
    const [unclientedAngle] = (await api<PrAngle[]>('POST', `/api/trending/${otherId}/generate-angles`)).body;
    await api('POST', '/api/saved-items', { trendingItemId: energyId, prAngleId: angle!.id, userId: 1 });
    await api('POST', '/api/saved-items', { trendingItemId: otherId, prAngleId: unclientedAngle!.id, userId: 1 });
    const mine = (await api<SavedItem[]>('GET', `/api/saved-items?clientId=${client.id}`)).body;
    expect(mine.map((saved) => [saved.prAngleId, saved.clientId])).toEqual([[angle!.id, client.id]]);
    expect((await api<SavedItem[]>('GET', '/api/saved-items')).body).toHaveLength(2);
  });

  it("should fill a brief's blank fields from the client and keep its spokesperson and markets", async () => {
    const { status, body: ideas } = await api<Generated<BriefCampaignIdea>[]>('POST', '/api/generate-campaign-ideas', {
      brand_name: 'Brightwell Energy',
      sector_or_niche: 'energy supplier',
      clientId: client.id,
      n_ideas: 5,
    });
    expect(status).toBe(200);
    const text = JSON.stringify(ideas);
    expect(text).toContain('Priya Nair');
    expect(text).not.toMatch(/gambling|fracking/i);
  });

  it('should keep what was written for a deleted client, for no client', async () => {
    const other = (await api<Client>('POST', '/api/clients', { ...ENERGY_CLIENT, name: 'Short-lived Client' })).body;
    const angles = (await api<PrAngle[]>('POST', `/api/trending/${otherId}/generate-angles`, { clientId: other.id })).body;
    expect(angles[0]!.clientId).toBe(other.id);
    expect((await api('DELETE', `/api/clients/${other.id}`)).status).toBe(204);
    const kept = (await api<PrAngle[]>('GET', `/api/trending/${otherId}/angles`)).body;
    expect(kept.map((angle) => angle.id)).toEqual(expect.arrayContaining(angles.map((angle) => angle.id)));
    expect(kept.every((angle) => angle.clientId === null)).toBe(true);
  });
});
