import type { MikroORM } from '@mikro-orm/postgresql';
import type { TrendingItem } from '../../src/contracts/trending.contract.js';
import { Client, type ClientFields } from '../../src/modules/clients/client.entity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

// A UK energy supplier and stored items modelled on ../shared/data's BBC and Guardian feeds
// (newspal-2018) and an r/AskReddit listing, beside UK energy headlines. The client is stored through
// the ORM: the clients API is built elsewhere.
const BRIGHTWATT: ClientFields = {
  name: 'Brightwatt',
  website: 'https://brightwatt.example',
  sector: 'Energy supplier',
  description: 'Brightwatt is a UK energy supplier serving 400,000 homes with renewable electricity, smart meters and heat pumps.',
  markets: ['GB'],
  languages: ['en'],
  spokespeople: [
    { name: 'Jane Doe', title: 'Head of Research', expertise: ['energy prices', 'price cap'], bio: '', email: null },
    { name: 'Tom Reid', title: 'Head of Smart Homes', expertise: ['smart meters', 'heat pumps'], bio: '', email: null },
  ],
  assets: ['Smart-meter readings from 40,000 homes'],
  messages: ['Fixed-price tariffs that protect households from price rises'],
  avoidTopics: ['gambling', '"crypto"'],
  competitors: ['Octopus Energy'],
  tone: 'plain-spoken',
  boilerplate: '',
  contact: { name: '', email: '', phone: '' },
};

const PRICE_CAP = 'Energy bills to rise by £200 as Ofgem lifts price cap';
const HEAT_PUMPS = 'Heat pump grants doubled to £7,500 in England';
const WEDDING = 'Game of Thrones stars marry in Scotland';
const CRYPTO = 'Crypto exchange offers energy bill discounts to UK households';
const ASK = 'How do you pass time when the power goes out?';

async function storeClient(orm: MikroORM, fields: ClientFields): Promise<number> {
  const client = new Client(fields);
  await orm.em.fork().persist(client).flush();
  return client.id;
}

describe('GET /api/trending with a client', () => {
  let testApp: TestApp;
  let clientId: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    await insertTrendingItems(testApp.orm, [
      { title: WEDDING, source: 'news', publication: 'BBC News', upvotes: null, comments: null, prScore: 90 },
      { title: PRICE_CAP, source: 'news', publication: 'BBC News', upvotes: null, comments: null, prScore: 60 },
      { title: CRYPTO, source: 'news', publication: 'The Guardian', upvotes: null, comments: null, prScore: 85 },
      { title: HEAT_PUMPS, source: 'news', publication: 'BBC News', upvotes: null, comments: null, prScore: 50 },
      { title: ASK, subreddit: 'AskReddit', prScore: 70 },
    ]);
    clientId = await storeClient(testApp.orm, BRIGHTWATT);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const get = (query: string) => fetch(`${testApp.baseUrl}/api/trending${query}`);
  const list = async (query: string) => {
    const response = await get(query);
    expect(response.status).toBe(200);
    return (await response.json()) as TrendingItem[];
  };

  it('should give every item a fit with its reasons, and leave out the item the client avoids', async () => {
    const rows = await list(`?clientId=${clientId}`);

    expect(rows.map((row) => row.title)).toEqual([WEDDING, ASK, PRICE_CAP, HEAT_PUMPS]);
    for (const row of rows) {
      expect(row.fit).toEqual({ score: expect.any(Number), reasons: expect.arrayContaining([expect.any(String)]) });
      expect(row).not.toHaveProperty('excluded');
    }
    const priceCap = rows.find((row) => row.title === PRICE_CAP)!;
    expect(priceCap.fit!.score).toBeGreaterThanOrEqual(60);
    expect(priceCap.fit!.reasons).toContain('In Brightwatt’s markets: the UK');
    expect(priceCap.fit!.reasons).toContain('Spokesperson fits: Jane Doe, Head of Research (price cap, energy prices)');
    expect(rows.find((row) => row.title === WEDDING)!.fit!.score).toBeLessThan(20);
  });

  it('should sort by fit when asked, best first', async () => {
    const rows = await list(`?clientId=${clientId}&sortBy=fit`);

    expect(rows.map((row) => row.title).slice(0, 2)).toEqual([PRICE_CAP, HEAT_PUMPS]);
    const scores = rows.map((row) => row.fit!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('should list the avoided item marked excluded, with fit 0 and the reason, when asked', async () => {
    const rows = await list(`?clientId=${clientId}&includeExcluded=true`);
    const crypto = rows.find((row) => row.title === CRYPTO);

    expect(rows).toHaveLength(5);
    expect(crypto).toMatchObject({ excluded: true, fit: { score: 0, reasons: ['Matches a topic Brightwatt avoids: “crypto”'] } });
  });

  it('should answer as before without a client: no fit, best PR score first', async () => {
    const rows = await list('');

    expect(rows.map((row) => row.title)).toEqual([WEDDING, CRYPTO, ASK, PRICE_CAP, HEAT_PUMPS]);
    expect(rows[0]).not.toHaveProperty('fit');
    expect((await list('?sortBy=prScore')).map((row) => row.id)).toEqual(rows.map((row) => row.id));
  });

  it('should answer a fit for the profile as edited, not as it was', async () => {
    const before = await list(`?clientId=${clientId}`);
    expect(before.some((row) => row.title === WEDDING)).toBe(true);

    const em = testApp.orm.em.fork();
    const client = await em.findOneOrFail(Client, { id: clientId });
    client.avoidTopics = [...client.avoidTopics, '"Game of Thrones"'];
    await em.flush();

    const after = await list(`?clientId=${clientId}`);
    expect(after.map((row) => row.title)).not.toContain(WEDDING);
    expect(after).toHaveLength(before.length - 1);
  });

  describe('when the query is wrong', () => {
    it('should answer 404 for a client that does not exist', async () => {
      const response = await get('?clientId=999999');

      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toContain('Client 999999 does not exist');
    });

    it.each(['abc', '0', '-3', '1.5'])('should answer 400 naming clientId for clientId=%s', async (value) => {
      const response = await get(`?clientId=${value}`);

      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain('clientId');
    });

    it('should answer 400 for sortBy=fit without a client, and for an unknown sort', async () => {
      const withoutClient = await get('?sortBy=fit');
      expect(withoutClient.status).toBe(400);
      expect(((await withoutClient.json()) as { message: string }).message).toContain('sortBy=fit needs a clientId');

      const unknown = await get(`?clientId=${clientId}&sortBy=relevance`);
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as { message: string }).message).toContain('sortBy');
    });
  });
});
