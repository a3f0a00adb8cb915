import { UpstreamClient } from '../../../platform/http/upstream-client.js';
import { readFixture, reply, startFakeUpstream, type FakeUpstream } from '../fixtures/fake-upstream.js';
import { HackerNewsConnector } from './hackernews.connector.js';

const NOW_MS = Date.parse('2026-11-22T12:00:00Z');

function makeConnector(site: FakeUpstream, options: { timeoutMs?: number } = {}): HackerNewsConnector {
  return new HackerNewsConnector({
    client: new UpstreamClient({ userAgent: 'trendjack-test/1.0', allowHosts: [new URL(site.url).host], maxRetries: 0 }),
    apiUrl: `${site.url}/api/v1`,
    maxRetries: 0,
    timeoutMs: options.timeoutMs ?? 2_000,
    now: () => NOW_MS,
  });
}

describe(HackerNewsConnector.name, () => {
  let site: FakeUpstream | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  describe('fetchFrontPage', () => {
    describe('when Algolia answers', () => {
      it('should ask for the whole front page and map points to upvotes and comments to comments', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, readFixture('hackernews-front-page.json')));

        const items = await makeConnector(site).fetchFrontPage();

        expect(site.requests[0]?.path).toBe('/api/v1/search?tags=front_page&hitsPerPage=30');
        expect(items[0]).toEqual({
          source: 'hackernews',
          externalId: '48211093',
          title: 'Show HN: A tiny database that fits in a QR code',
          content: null,
          sourceUrl: 'https://qrdb.example.dev/',
          subreddit: null,
          publication: 'Hacker News',
          upvotes: 612,
          comments: 187,
          shares: null,
          timestamp: '2026-11-22T06:14:09.000Z',
          rank: null,
        });
        expect(items).toHaveLength(6);
      });

      it('should link an Ask HN to its discussion and keep its text as content', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, readFixture('hackernews-front-page.json')));

        const items = await makeConnector(site).fetchFrontPage();

        expect(items.find((item) => item.externalId === '48212870')).toMatchObject({
          title: 'Ask HN: How do you keep on-call from burning out a small team?',
          sourceUrl: 'https://news.ycombinator.com/item?id=48212870',
          content: 'We are four engineers covering a 24/7 service. Rotations of one week leave people exhausted. What has worked for you?',
          upvotes: 158,
          comments: 203,
        });
      });

      it('should link a story whose url is not http(s) to its discussion instead', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, readFixture('hackernews-front-page.json')));

        const items = await makeConnector(site).fetchFrontPage();

        expect(items.find((item) => item.externalId === '48213004')?.sourceUrl).toBe('https://news.ycombinator.com/item?id=48213004');
      });
    });

    describe('when Algolia fails', () => {
      it('should say Hacker News did not answer in time when it hangs', async () => {
        site = await startFakeUpstream(() => undefined);

        await expect(makeConnector(site, { timeoutMs: 200 }).fetchFrontPage()).rejects.toThrow('Hacker News did not answer in time.');
      });

      it('should say so when the answer is not a search result', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, '{"message":"Not Found","status":404}'));

        await expect(makeConnector(site).fetchFrontPage()).rejects.toThrow('Hacker News sent an answer Trendjack could not read.');
      });
    });
  });
});
