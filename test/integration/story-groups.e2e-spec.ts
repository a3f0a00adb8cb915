import type { PrAngle } from '../../src/contracts/campaigns.contract.js';
import type { TrendingItem } from '../../src/contracts/trending.contract.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

// Stored items of several sources about one event, modelled on the query "Lomachenko vs Lopez" of
// ../shared/data/sources/google-trends/google-trends_US_2020-10-17_daily-rss.xml and its article
// "Vasiliy Lomachenko vs. Teofimo Lopez Jr. fight predictions ...", beside unrelated stories.
describe('GET /api/trending, one row per story', () => {
  let testApp: TestApp;
  let ids: number[];

  const QUERY = 'Lomachenko vs Lopez';
  const ARTICLE = 'Vasiliy Lomachenko vs. Teofimo Lopez Jr. fight predictions';
  const SPANISH = 'Lomachenko pierde ante López por decisión unánime en Las Vegas';
  const POST = 'Teofimo Lopez beats Vasiliy Lomachenko by unanimous decision to become undisputed lightweight champion';
  const UNRELATED = 'Peter Strzok subpoenaed by House Judiciary Committee';

  beforeAll(async () => {
    testApp = await startTestApp();
    ids = await insertTrendingItems(testApp.orm, [
      {
        title: QUERY,
        source: 'google_trends',
        publication: 'Google Trends (US)',
        sourceUrl: null,
        upvotes: null,
        comments: null,
        shares: 200_000,
        prScore: 74,
      },
      {
        title: ARTICLE,
        source: 'news',
        publication: 'CBS Sports',
        sourceUrl: 'https://sports.example/lomachenko-lopez-predictions',
        upvotes: null,
        comments: null,
        prScore: 66,
      },
      {
        title: SPANISH,
        source: 'news',
        publication: 'Deportes Hoy',
        sourceUrl: 'https://deportes.example/lomachenko-lopez',
        upvotes: null,
        comments: null,
        prScore: 61,
      },
      { title: POST, source: 'reddit', subreddit: 'Boxing', sourceUrl: 'https://www.reddit.com/r/Boxing/comments/j3k9/', prScore: 80 },
      { title: UNRELATED, source: 'news', publication: 'The Test Times', upvotes: null, comments: null, prScore: 77 },
      { title: 'Record apple harvest expected in Washington state this autumn', prScore: 40 },
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const list = async (query = '') => (await (await fetch(`${testApp.baseUrl}/api/trending${query}`)).json()) as TrendingItem[];

  it('should list the story once, led by its best item, with the others and their sources', async () => {
    const rows = await list();

    expect(rows.map((row) => row.title)).toEqual([POST, UNRELATED, 'Record apple harvest expected in Washington state this autumn']);
    expect(rows[0]).toMatchObject({
      id: ids[3],
      source: 'reddit',
      prScore: 80 + 6 + 4,
      groupScoreBoost: 10,
      alsoTrendingOn: [
        { id: ids[0], source: 'google_trends', title: QUERY, sourceUrl: null },
        { id: ids[1], source: 'news', title: ARTICLE, sourceUrl: 'https://sports.example/lomachenko-lopez-predictions' },
        { id: ids[2], source: 'news', title: SPANISH, sourceUrl: 'https://deportes.example/lomachenko-lopez' },
      ],
    });
    expect(rows[1]).not.toHaveProperty('alsoTrendingOn');
    expect(rows[1]).not.toHaveProperty('groupScoreBoost');
  });

  it('should list a story for a source filter when any of its items is from that source, led by that item', async () => {
    const rows = await list('?source=news');

    expect(rows.map((row) => row.title)).toEqual([UNRELATED, ARTICLE]);
    expect(rows[1]).toMatchObject({ prScore: 66 + 10, groupScoreBoost: 10 });
    expect(rows[1].alsoTrendingOn?.map((member) => member.id)).toEqual([ids[3], ids[0], ids[2]]);
    expect((await list('?source=google_trends')).map((row) => row.title)).toEqual([QUERY]);
  });

  it('should keep answering for each item of a story by its own id', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/trending/${ids[0]}/angles`);

    expect(response.status).toBe(200);
    expect((await response.json()) as PrAngle[]).toEqual([]);
  });
});
