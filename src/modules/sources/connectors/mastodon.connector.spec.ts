import { UpstreamClient } from '../../../platform/http/upstream-client.js';
import { readFixture, reply, startFakeUpstream, type FakeUpstream } from '../fixtures/fake-upstream.js';
import { MastodonConnector } from './mastodon.connector.js';

const NOW_MS = Date.parse('2026-11-22T12:00:00Z');
const LINKS = readFixture('mastodon-trends-links.json');
const TAGS = readFixture('mastodon-trends-tags.json');

function makeConnector(allowHosts: string[], options: { timeoutMs?: number } = {}): MastodonConnector {
  return new MastodonConnector({
    client: new UpstreamClient({ userAgent: 'trendjack-test/1.0', allowHosts, maxRetries: 0 }),
    maxRetries: 0,
    timeoutMs: options.timeoutMs ?? 2_000,
    now: () => NOW_MS,
  });
}

function instanceAnswering(links: [number, string], tags: [number, string]): Promise<FakeUpstream> {
  return startFakeUpstream((request, response) => {
    if (request.path.startsWith('/api/v1/trends/links')) reply(response, ...links);
    else if (request.path.startsWith('/api/v1/trends/tags')) reply(response, ...tags);
    else reply(response, 404, '{"error":"Record not found"}');
  });
}

describe(MastodonConnector.name, () => {
  let site: FakeUpstream | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  describe('fetchTrends', () => {
    describe('when an instance answers both lists', () => {
      it('should make each trending link an item whose shares are the posts of today and yesterday', async () => {
        site = await instanceAnswering([200, LINKS], [200, TAGS]);
        const host = new URL(site.url).host;

        const result = await makeConnector([host]).fetchTrends([`${site.url}/`]);

        expect(site.requests.map((request) => request.path).sort()).toEqual([
          '/api/v1/trends/links?limit=20',
          '/api/v1/trends/tags?limit=20',
        ]);
        expect(result.problems).toEqual([]);
        expect(result.items[0]).toEqual({
          source: 'mastodon',
          externalId: `${host} link https://baycourier.example.com/news/harbor-bridge-closure-cables`,
          title: 'Harbor Bridge to close for 6 weeks as inspectors find cracked cables',
          content: [
            "The city's busiest crossing shuts on Monday; ferries will add sailings.",
            'From Bay Courier.',
            `Shared in 450 posts by at least 288 people on ${host} today and yesterday.`,
          ].join('\n'),
          sourceUrl: 'https://baycourier.example.com/news/harbor-bridge-closure-cables',
          subreddit: null,
          publication: `Mastodon (${host})`,
          upvotes: null,
          comments: null,
          shares: 450,
          timestamp: '2026-11-22T12:00:00.000Z',
          rank: 1,
        });
      });

      it('should make each trending tag an item, counting only today and yesterday', async () => {
        site = await instanceAnswering([200, LINKS], [200, TAGS]);
        const host = new URL(site.url).host;

        const { items } = await makeConnector([host]).fetchTrends([site.url]);

        const tags = items.filter((item) => item.title.startsWith('#'));
        expect(tags).toEqual([
          expect.objectContaining({
            title: '#LibraryWeek',
            externalId: `${host} tag libraryweek`,
            sourceUrl: 'https://mastodon.example/tags/LibraryWeek',
            shares: 1_400,
            content: `Used in 1,400 posts by at least 512 people on ${host} today and yesterday.`,
            rank: 1,
          }),
          // 1,200 and 2,000 uses on older days do not count: #caturday is weekly, not trending now.
          expect.objectContaining({ title: '#caturday', shares: 115, rank: 2 }),
        ]);
      });

      it('should leave out a link that is not http(s)', async () => {
        site = await instanceAnswering([200, LINKS], [200, TAGS]);

        const { items } = await makeConnector([new URL(site.url).host]).fetchTrends([site.url]);

        expect(items.map((item) => item.title)).not.toContain('A card whose link is not one to keep');
        expect(items).toHaveLength(4);
      });
    });

    describe('when an instance has no trending links (an older Mastodon)', () => {
      it('should keep its tags and say the links could not be read', async () => {
        site = await instanceAnswering([404, '{"error":"Record not found"}'], [200, TAGS]);
        const host = new URL(site.url).host;

        const result = await makeConnector([host]).fetchTrends([site.url]);

        expect(result.items.map((item) => item.title)).toEqual(['#LibraryWeek', '#caturday']);
        expect(result.problems).toEqual([`The list of trending links on ${host} has no page at that address (error 404).`]);
      });
    });

    describe('when an instance is down', () => {
      it('should name the instance once', async () => {
        site = await instanceAnswering([503, 'busy'], [503, 'busy']);
        const host = new URL(site.url).host;

        const result = await makeConnector([host]).fetchTrends([site.url]);

        expect(result).toEqual({ items: [], problems: [`The Mastodon instance ${host} is down right now (error 503).`] });
      });
    });

    describe('when an instance address points inside the network', () => {
      it('should refuse it through the outbound guard without sending a request', async () => {
        site = await instanceAnswering([200, LINKS], [200, TAGS]);

        // Not allow-listed: the loopback fake is what a user-supplied instance must never reach.
        const result = await makeConnector([]).fetchTrends([site.url]);

        expect(site.requests).toHaveLength(0);
        expect(result.items).toEqual([]);
        expect(result.problems).toHaveLength(1);
        expect(result.problems[0]).toMatch(new RegExp(`^The Mastodon instance ${new URL(site.url).host} .*OUTBOUND_ALLOW_HOSTS`));
      });
    });
  });
});
