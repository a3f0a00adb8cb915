// Feeds with bylines as the big outlets write them (fixtures modelled on the Guardian, NYT, Reuters
// and BBC RSS): the connector keeps the byline as written and the journalists module reads people from it.
import { UpstreamClient } from '../../../platform/http/upstream-client.js';
import { parseByline } from '../../journalists/index.js';
import { readFixture, reply, startFakeUpstream, type FakeUpstream } from '../fixtures/fake-upstream.js';
import { NewsConnector } from './news.connector.js';

const NOW_MS = Date.parse('2026-11-29T00:00:00Z');
const XML = { 'content-type': 'application/rss+xml; charset=utf-8' };
const FEEDS: Record<string, string> = {
  '/guardian': readFixture('guardian-world.rss'),
  '/nyt': readFixture('nyt-world.rss'),
  '/reuters': readFixture('reuters-top-news.rss'),
  '/bbc': readFixture('bbc-news-home.rss'),
};

describe(`${NewsConnector.name} bylines`, () => {
  let site: FakeUpstream;
  let bylines: Map<string, string | null | undefined>;

  beforeAll(async () => {
    site = await startFakeUpstream((request, response) => reply(response, 200, FEEDS[request.path] ?? '', XML));
    const connector = new NewsConnector({
      client: new UpstreamClient({ userAgent: 'trendjack-test/1.0', allowHosts: [new URL(site.url).host], maxRetries: 0 }),
      feedUrls: Object.keys(FEEDS).map((path) => `${site.url}${path}`),
      maxRetriesPerFeed: 0,
      now: () => NOW_MS,
    });
    const result = await connector.fetchNews();
    expect(result.failures).toEqual([]);
    bylines = new Map(result.items.map((item) => [item.title, item.byline]));
  });

  afterAll(() => site.close());

  describe('fetchNews', () => {
    it('should keep the Guardian dc:creator as written', () => {
      expect(bylines.get('EU leaders agree joint gas purchase plan after Brussels summit')).toBe(
        'Jon Henley, Daniel Boffey in Brussels and Helena Smith in Athens',
      );
    });

    it('should read people, titles and agencies out of the Guardian bylines', () => {
      expect(parseByline(bylines.get('Energy prices: households face £150 rise as Ofgem lifts cap for winter')).people).toEqual([
        { name: 'Jillian Ambrose', title: 'Energy correspondent' },
      ]);
      expect(parseByline(bylines.get('Storm Bert: thousands without power across Wales')).people).toEqual([]);
      expect(parseByline(bylines.get('Protesters rally in Lisbon over housing costs')).agencies).toEqual(['Reuters in Lisbon']);
    });

    it('should read NYT bylines with three-word names and the paper itself as no person', () => {
      expect(
        parseByline(bylines.get('Europe Braces for a Costly Winter as Gas Storage Falls')).people.map((person) => person.name),
      ).toEqual(['Stanley Reed', 'Matthew Mpoke Bigg', 'Ana de Armas Lopez']);
      expect(parseByline(bylines.get('Live Updates: Talks Resume in Geneva as Ceasefire Holds')).people).toEqual([]);
    });

    it('should join every author of an Atom entry (rss-parser alone keeps the first)', async () => {
      const atom =
        '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>heise online News</title>' +
        '<entry><title>Chipmaker opens plant</title><id>urn:uuid:1</id><link href="https://www.heise.de/news/1"/>' +
        '<updated>2026-11-28T10:00:00Z</updated><author><name>Jane Doe</name></author><author><name>John Roe</name></author></entry></feed>';
      const atomSite = await startFakeUpstream((_request, response) =>
        reply(response, 200, atom, { 'content-type': 'application/atom+xml' }),
      );
      try {
        const connector = new NewsConnector({
          client: new UpstreamClient({ userAgent: 'trendjack-test/1.0', allowHosts: [new URL(atomSite.url).host], maxRetries: 0 }),
          feedUrls: [`${atomSite.url}/atom`],
          maxRetriesPerFeed: 0,
          now: () => NOW_MS,
        });
        const [item] = (await connector.fetchNews()).items;
        expect(item?.byline).toBe('Jane Doe and John Roe');
      } finally {
        await atomSite.close();
      }
    });

    it('should give no byline for Reuters and BBC entries, whose feeds name nobody', () => {
      expect(bylines.get('Oil rises as OPEC+ signals output restraint into 2027')).toBeNull();
      expect(bylines.get('Energy bills to rise by £150 from January, regulator says')).toBeNull();
    });
  });
});
