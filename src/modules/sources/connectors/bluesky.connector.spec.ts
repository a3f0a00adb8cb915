import { UpstreamClient } from '../../../platform/http/upstream-client.js';
import { readFixture, reply, startFakeUpstream, type FakeUpstream } from '../fixtures/fake-upstream.js';
import { BlueskyConnector } from './bluesky.connector.js';

const NOW_MS = Date.parse('2026-11-22T12:00:00Z');

function makeConnector(site: FakeUpstream): BlueskyConnector {
  return new BlueskyConnector({
    client: new UpstreamClient({ userAgent: 'trendjack-test/1.0', allowHosts: [new URL(site.url).host], maxRetries: 0 }),
    apiUrl: site.url,
    maxRetries: 0,
    timeoutMs: 2_000,
    now: () => NOW_MS,
  });
}

describe(BlueskyConnector.name, () => {
  let site: FakeUpstream | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  describe('fetchTopics', () => {
    describe('when topics have a display name and a description', () => {
      it('should make each trending topic an item in Bluesky order, linked on bsky.app', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, readFixture('bluesky-trending-topics.json')));

        const items = await makeConnector(site).fetchTopics();

        expect(site.requests[0]?.path).toBe('/xrpc/app.bsky.unspecced.getTrendingTopics?limit=20');
        expect(items[0]).toEqual({
          source: 'bluesky',
          externalId: 'harbor bridge closure',
          title: 'Harbor Bridge closes for repairs',
          content: 'Inspectors found cracked cables; the bridge shuts for six weeks and ferries add sailings.',
          sourceUrl: 'https://bsky.app/profile/did:plc:7xq2trendtopics4sample/feed/a1b2c3d4e5f6',
          subreddit: null,
          publication: 'Bluesky',
          upvotes: null,
          comments: null,
          shares: null,
          timestamp: '2026-11-22T12:00:00.000Z',
          rank: 1,
        });
        expect(items.map((item) => item.rank)).toEqual([1, 2, 3, 4]);
      });

      it('should keep a topic whose link is not http(s) without a link, and leave suggested topics out', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, readFixture('bluesky-trending-topics.json')));

        const items = await makeConnector(site).fetchTopics();

        expect(items.find((item) => item.title === 'Bad link sample')?.sourceUrl).toBeNull();
        expect(items.map((item) => item.title)).not.toContain('Gardening');
      });
    });

    describe('when topics have only a topic and a link (older answers)', () => {
      it('should title them with the topic and give no content', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, readFixture('bluesky-trending-topics-legacy.json')));

        const items = await makeConnector(site).fetchTopics();

        expect(items).toEqual([
          expect.objectContaining({
            title: 'Rovers vs Albion',
            content: null,
            sourceUrl: 'https://bsky.app/profile/trending.bsky.app/feed/4f2a9c',
            rank: 1,
          }),
          expect.objectContaining({
            title: '#LibraryWeek',
            externalId: '#libraryweek',
            sourceUrl: 'https://bsky.app/hashtag/LibraryWeek',
            rank: 2,
          }),
        ]);
      });
    });

    describe('when Bluesky fails', () => {
      it.each([
        [503, '{"error":"InternalServerError"}', 'Bluesky is down right now (error 503).'],
        [429, '{"error":"RateLimitExceeded"}', 'Bluesky is limiting requests right now (error 429).'],
        [200, '{"feeds":[]}', 'Bluesky sent an answer Trendjack could not read.'],
      ])('should answer HTTP %i with a message naming Bluesky', async (status, body, message) => {
        site = await startFakeUpstream((_request, response) => reply(response, status, body));

        await expect(makeConnector(site).fetchTopics()).rejects.toThrow(message);
      });
    });
  });
});
