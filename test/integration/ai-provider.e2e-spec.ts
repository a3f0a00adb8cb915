import type { PrAngle } from '../../src/contracts/campaigns.contract.js';
import { type FakeUpstream, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { completion, VALID_ANGLES } from '../support/fake-openai.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

describe('AI provider wiring (openai against a local fake server)', () => {
  let fakeOpenAi: FakeUpstream;
  let testApp: TestApp;
  let answer: 'valid' | 'invalid' = 'valid';

  beforeAll(async () => {
    fakeOpenAi = await startFakeUpstream((request, response) => {
      if (!request.path.endsWith('/chat/completions')) {
        reply(response, 404, '{"error":{"message":"not found"}}');
        return;
      }
      reply(response, 200, completion(answer === 'valid' ? VALID_ANGLES : '{"angles": "not a list"}'));
    });
    testApp = await startTestApp({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${fakeOpenAi.url}/v1`,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'fake-model',
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await fakeOpenAi?.close();
  });

  it('should report the provider and model in the settings status, never the key', async () => {
    const status = await (await fetch(`${testApp.baseUrl}/api/settings/status`)).json();
    expect(status).toMatchObject({ aiProvider: 'openai', aiModel: 'fake-model' });
    expect(JSON.stringify(status)).not.toContain('sk-test');
  });

  it('should store the provider’s angles and answer a repeat from the PostgreSQL cache', async () => {
    const [itemId] = await insertTrendingItems(testApp.orm, [{ title: 'UK households cut energy use by 12% as bills rise' }]);
    const callsBefore = fakeOpenAi.requests.length;
    const first = await fetch(`${testApp.baseUrl}/api/trending/${itemId}/generate-angles`, { method: 'POST' });
    expect(first.status).toBe(200);
    const angles = (await first.json()) as PrAngle[];
    expect(angles.map((angle) => angle.format)).toEqual(['Data-led Survey', 'Expert Commentary', 'Interactive Tool']);
    expect(angles.map((angle) => angle.generatedBy)).toEqual(Array(3).fill({ provider: 'openai', model: 'fake-model' }));
    const sent = JSON.parse(fakeOpenAi.requests.at(-1)!.body) as { model: string; response_format: { type: string } };
    expect(sent.model).toBe('fake-model');
    expect(sent.response_format.type).toBe('json_schema');
    expect(fakeOpenAi.requests.length).toBe(callsBefore + 1);

    const again = await fetch(`${testApp.baseUrl}/api/trending/${itemId}/generate-angles`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(fakeOpenAi.requests.length).toBe(callsBefore + 1);
    const cached = await testApp.orm.em
      .fork()
      .getConnection()
      .execute("select count(*)::int as n from generation_cache where provider = 'openai'");
    expect(cached[0].n).toBe(1);
    const generators = await testApp.orm.em.fork().getConnection().execute('select distinct generator from pr_angle');
    expect(generators).toEqual([{ generator: 'openai:fake-model' }]);
  });

  it('should retry an invalid answer once, then answer 502 with a clear message and store nothing', async () => {
    answer = 'invalid';
    try {
      const [itemId] = await insertTrendingItems(testApp.orm, [{ title: 'Nintendo confirms Switch 2 sold 10 million units' }]);
      const callsBefore = fakeOpenAi.requests.length;
      const response = await fetch(`${testApp.baseUrl}/api/trending/${itemId}/generate-angles`, { method: 'POST' });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ statusCode: 502, message: "The AI provider's answer was invalid. Please try again." });
      expect(fakeOpenAi.requests.length).toBe(callsBefore + 2);
      const stored = await testApp.orm.em
        .fork()
        .getConnection()
        .execute(`select count(*)::int as n from pr_angle where trending_item_id = ${itemId}`);
      expect(stored[0].n).toBe(0);
    } finally {
      answer = 'valid';
    }
  });
});
