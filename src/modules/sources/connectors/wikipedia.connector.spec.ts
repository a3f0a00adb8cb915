import { UpstreamClient } from '../../../platform/http/upstream-client.js';
import { readFixture, reply, startFakeUpstream, type FakeUpstream } from '../fixtures/fake-upstream.js';
import { WikipediaConnector } from './wikipedia.connector.js';

const NOW_MS = Date.parse('2026-11-22T12:00:00Z');
const FEATURED_EN = readFixture('wikipedia-featured-en.json');

function makeConnector(site: FakeUpstream): WikipediaConnector {
  return new WikipediaConnector({
    client: new UpstreamClient({ userAgent: 'trendjack-test/1.0', allowHosts: [new URL(site.url).host], maxRetries: 0 }),
    feedUrl: `${site.url}/feed/v1/wikipedia`,
    maxRetries: 0,
    timeoutMs: 2_000,
    now: () => NOW_MS,
  });
}

/** The English feed of 2026-11-21 without its most-read block: yesterday's pageviews are not loaded yet. */
function feedWithoutMostRead(): string {
  const feed = JSON.parse(FEATURED_EN) as Record<string, unknown>;
  delete feed.mostread;
  return JSON.stringify(feed);
}

/** The English feed of the day before, whose list counts 2026-11-20. */
function feedOfTheDayBefore(): string {
  const feed = JSON.parse(FEATURED_EN) as { mostread: { date: string } };
  feed.mostread.date = '2026-11-20Z';
  return JSON.stringify(feed);
}

describe(WikipediaConnector.name, () => {
  let site: FakeUpstream | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  describe('fetchMostRead', () => {
    describe("when today's feed carries yesterday's most-read list", () => {
      it("should ask for today's UTC date, whose feed lists yesterday's most read", async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, FEATURED_EN));

        const result = await makeConnector(site).fetchMostRead(['en']);

        expect(site.requests.map((request) => request.path)).toEqual(['/feed/v1/wikipedia/en/featured/2026/11/22']);
        expect(result.problems).toEqual([]);
      });

      it('should make each article an item with its views as shares, dated at noon of the counted day', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, FEATURED_EN));

        const { items } = await makeConnector(site).fetchMostRead(['en']);

        expect(items[0]).toEqual({
          source: 'wikipedia',
          externalId: 'en:Harbor_Bridge',
          title: 'Harbor Bridge',
          content:
            "The Harbor Bridge is a suspension bridge spanning the mouth of Bay City's harbour. Opened in 1961, it carries about 110,000 vehicles a day.",
          sourceUrl: 'https://en.wikipedia.org/wiki/Harbor_Bridge',
          subreddit: null,
          publication: 'Wikipedia (en)',
          upvotes: null,
          comments: null,
          shares: 412_000,
          timestamp: '2026-11-21T12:00:00.000Z',
          rank: 1,
        });
      });

      it('should leave out the Main Page, special pages and disambiguation pages', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, FEATURED_EN));

        const { items } = await makeConnector(site).fetchMostRead(['en']);

        expect(items.map((item) => item.title)).toEqual([
          'Harbor Bridge',
          'Comet Lumen',
          'Energy price cap (Great Britain)',
          'Rovers F.C. (Northshire)',
        ]);
      });

      it('should build the article link from the title when the summary has none', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, FEATURED_EN));

        const { items } = await makeConnector(site).fetchMostRead(['en']);

        expect(items.find((item) => item.externalId === 'en:Rovers_F.C._(Northshire)')).toMatchObject({
          sourceUrl: 'https://en.wikipedia.org/wiki/Rovers_F.C._(Northshire)',
          content: expect.stringContaining('Rovers Football Club is a professional football club') as unknown,
          shares: 64_250,
          rank: 9,
        });
      });
    });

    describe("when yesterday's list is not out yet", () => {
      it("should read the day before's list and say so", async () => {
        site = await startFakeUpstream((request, response) =>
          reply(response, 200, request.path.endsWith('/2026/11/22') ? feedWithoutMostRead() : feedOfTheDayBefore()),
        );

        const result = await makeConnector(site).fetchMostRead(['en']);

        expect(site.requests.map((request) => request.path)).toEqual([
          '/feed/v1/wikipedia/en/featured/2026/11/22',
          '/feed/v1/wikipedia/en/featured/2026/11/21',
        ]);
        expect(result.items[0]?.timestamp).toBe('2026-11-20T12:00:00.000Z');
        expect(result.problems).toEqual(["Wikipedia (en) has not published yesterday's most-read list yet; the day before's is shown."]);
      });
    });

    describe('when one language edition fails', () => {
      it("should keep the other editions' items and name the one that failed", async () => {
        site = await startFakeUpstream((request, response) =>
          request.path.startsWith('/feed/v1/wikipedia/en/')
            ? reply(response, 200, FEATURED_EN)
            : reply(response, 404, '{"type":"https://mediawiki.org/wiki/HyperSwitch/errors/not_found","title":"Not found."}'),
        );

        const result = await makeConnector(site).fetchMostRead(['en', 'xx', 'EN']);

        expect(result.items).toHaveLength(4);
        expect(result.problems).toEqual(['Wikipedia (xx) has no page at that address (error 404).']);
      });
    });
  });
});
