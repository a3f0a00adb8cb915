import { UpstreamClient } from '../../../platform/http/upstream-client.js';
import { readFixture, reply, startFakeUpstream, type FakeUpstream } from '../fixtures/fake-upstream.js';
import { NewsConnector, describeOwnFeedFailures } from './news.connector.js';

const NOW_MS = Date.parse('2026-11-22T12:00:00Z');
const RSS = readFixture('news-rss.xml');
const XML = { 'content-type': 'application/rss+xml; charset=utf-8' };

describe(NewsConnector.name, () => {
  let site: FakeUpstream | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  const connectorFor = (upstream: FakeUpstream) =>
    new NewsConnector({
      client: new UpstreamClient({ userAgent: 'trendjack-test/1.0', allowHosts: [new URL(upstream.url).host], maxRetries: 0 }),
      feedUrls: [`${upstream.url}/configured.xml`],
      maxRetriesPerFeed: 0,
      now: () => NOW_MS,
    });

  describe('readOwnFeeds', () => {
    describe('when every feed answers', () => {
      it('should publish their items under the stored feed name, one result per feed, and read no configured feed', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, RSS, XML));

        const results = await connectorFor(site).readOwnFeeds([
          { url: `${site.url}/a.xml`, publication: 'Harbour Gazette' },
          { url: `${site.url}/b.xml`, publication: 'Studio Notes' },
        ]);

        expect(results.map((result) => [result.url, result.failure, result.items.length])).toEqual([
          [`${site.url}/a.xml`, null, 3],
          [`${site.url}/b.xml`, null, 3],
        ]);
        expect(new Set(results[0]!.items.map((item) => item.publication))).toEqual(new Set(['Harbour Gazette']));
        expect(results[0]!.items.every((item) => item.source === 'news')).toBe(true);
        expect(site.requests.map((request) => request.path).sort()).toEqual(['/a.xml', '/b.xml']);
      });
    });

    describe('when one feed fails', () => {
      it('should report it and still read the others', async () => {
        site = await startFakeUpstream((request, response) =>
          request.path === '/broken.xml' ? reply(response, 503, 'down', { 'content-type': 'text/plain' }) : reply(response, 200, RSS, XML),
        );

        const results = await connectorFor(site).readOwnFeeds([
          { url: `${site.url}/broken.xml`, publication: 'Broken' },
          { url: `${site.url}/good.xml`, publication: 'Good' },
        ]);

        expect(results[0]).toEqual({ url: `${site.url}/broken.xml`, items: [], failure: 'is down right now (error 503)' });
        expect(results[1]!.items).toHaveLength(3);
      });
    });

    describe('when the caller runs out of time', () => {
      it('should fail the feeds still unread with "did not answer in time" and keep the ones read', async () => {
        site = await startFakeUpstream((request, response) => {
          if (request.path === '/fast.xml') reply(response, 200, RSS, XML);
          // /hung.xml never answers.
        });

        const results = await connectorFor(site).readOwnFeeds(
          [
            { url: `${site.url}/fast.xml`, publication: 'Fast' },
            { url: `${site.url}/hung.xml`, publication: 'Hung' },
          ],
          AbortSignal.timeout(300),
        );

        expect(results[0]!.failure).toBeNull();
        expect(results[1]).toEqual({ url: `${site.url}/hung.xml`, items: [], failure: 'did not answer in time' });
      });
    });
  });
});

describe(describeOwnFeedFailures.name, () => {
  it('should name one failed feed by its title', () => {
    expect(describeOwnFeedFailures([{ title: 'Harbour Gazette', message: 'is down right now (error 503)' }])).toBe(
      'Your feed "Harbour Gazette" is down right now (error 503).',
    );
  });

  it('should count several and name each', () => {
    expect(
      describeOwnFeedFailures([
        { title: 'Harbour Gazette', message: 'is down right now (error 503)' },
        { title: 'Studio Notes', message: 'did not answer in time' },
      ]),
    ).toBe('2 of your feeds could not be read: "Harbour Gazette" is down right now (error 503); "Studio Notes" did not answer in time.');
  });
});
