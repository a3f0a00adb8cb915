import { readFileSync } from 'node:fs';
import { AppException } from '../../common/errors/app.exception.js';
import { COMMON_FEED_PATHS, discoverFeed, type FeedPageAnswer, type FeedPageFetcher, feedLinks, readFeed } from './feed-discovery.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const NEWSROOM_HOME = fixture('newsroom-home.html');
const GAZETTE_RSS = fixture('latest.rss');
const STUDIO_HOME = fixture('studio-blog-home.html');
const STUDIO_ATOM = fixture('studio-notes.atom');
const BAKERY_HOME = fixture('bakery-home.html');
const SITEMAP = fixture('sitemap.xml');

type Route = Omit<FeedPageAnswer, 'url'> & { url?: string };
const html = (body: string): Route => ({ status: 200, contentType: 'text/html', body });
const rss = (body: string): Route => ({ status: 200, contentType: 'application/rss+xml', body });
const atom = (body: string): Route => ({ status: 200, contentType: 'application/atom+xml', body });

/** A site in memory: each address answers its route (404 otherwise); `asked` lists the addresses fetched, in order. */
function fakeSite(routes: Record<string, Route>): { fetchPage: FeedPageFetcher; asked: string[] } {
  const asked: string[] = [];
  const fetchPage: FeedPageFetcher = (url) => {
    asked.push(url);
    const route = routes[url] ?? { status: 404, contentType: 'text/html', body: '<html><body>Not found</body></html>' };
    return Promise.resolve({ url: route.url ?? url, status: route.status, contentType: route.contentType, body: route.body });
  };
  return { fetchPage, asked };
}

describe(discoverFeed.name, () => {
  describe('when the address is an RSS feed itself', () => {
    it('should take it with its decoded title and its site, asking nothing else', async () => {
      const site = fakeSite({ 'https://gazette.example.org/news/latest.rss': rss(GAZETTE_RSS) });

      const feed = await discoverFeed(new URL('https://gazette.example.org/news/latest.rss'), site.fetchPage);

      expect(feed).toEqual({
        url: 'https://gazette.example.org/news/latest.rss',
        title: 'Harbour Gazette & Coast',
        siteUrl: 'https://gazette.example.org/news/',
      });
      expect(site.asked).toEqual(['https://gazette.example.org/news/latest.rss']);
    });
  });

  describe('when the address is an Atom feed served as text/plain', () => {
    it('should take it by what it parses as, not by its label', async () => {
      const site = fakeSite({ 'https://studio.example.com/feed': { ...atom(STUDIO_ATOM), contentType: 'text/plain' } });

      const feed = await discoverFeed(new URL('https://studio.example.com/feed'), site.fetchPage);

      expect(feed).toEqual({ url: 'https://studio.example.com/feed', title: 'Studio Notes', siteUrl: 'https://studio.example.com/' });
    });
  });

  describe('when a feed address redirects', () => {
    it('should store the address the feed answered from', async () => {
      const site = fakeSite({
        'http://gazette.example.org/rss': { ...rss(GAZETTE_RSS), url: 'https://gazette.example.org/news/latest.rss' },
      });

      const feed = await discoverFeed(new URL('http://gazette.example.org/rss'), site.fetchPage);

      expect(feed?.url).toBe('https://gazette.example.org/news/latest.rss');
    });
  });

  describe('when the page announces feeds in link tags', () => {
    it('should take the first RSS or Atom one, resolving its relative href against the page', async () => {
      const site = fakeSite({
        'https://gazette.example.org/news/': html(NEWSROOM_HOME),
        'https://gazette.example.org/news/latest.rss': rss(GAZETTE_RSS),
      });

      const feed = await discoverFeed(new URL('https://gazette.example.org/news/'), site.fetchPage);

      expect(feed).toEqual({
        url: 'https://gazette.example.org/news/latest.rss',
        title: 'Harbour Gazette & Coast',
        siteUrl: 'https://gazette.example.org/news/',
      });
      // The JSON Feed link is passed over and no common path is tried.
      expect(site.asked).toEqual(['https://gazette.example.org/news/', 'https://gazette.example.org/news/latest.rss']);
    });

    it('should resolve against the address the page answered from after a redirect', async () => {
      const site = fakeSite({
        'https://gazette.example.org/': { ...html(NEWSROOM_HOME), url: 'https://gazette.example.org/news/' },
        'https://gazette.example.org/news/latest.rss': rss(GAZETTE_RSS),
      });

      const feed = await discoverFeed(new URL('https://gazette.example.org/'), site.fetchPage);

      expect(feed?.url).toBe('https://gazette.example.org/news/latest.rss');
    });

    it('should pass over a link whose address is no feed and take the next one', async () => {
      const page = `<html><head>
        <link rel="alternate" type="application/rss+xml" href="/sitemap.xml">
        <link rel="alternate" type="application/rss+xml" href="/gone.rss">
        <link rel="alternate" type="application/atom+xml" href="https://studio.example.com/feed">
      </head><body></body></html>`;
      const site = fakeSite({
        'https://studio.example.com/': html(page),
        'https://studio.example.com/sitemap.xml': { status: 200, contentType: 'application/xml', body: SITEMAP },
        'https://studio.example.com/feed': atom(STUDIO_ATOM),
      });

      const feed = await discoverFeed(new URL('https://studio.example.com/'), site.fetchPage);

      expect(feed?.url).toBe('https://studio.example.com/feed');
      expect(feed?.title).toBe('Studio Notes');
    });

    it('should treat a link whose fetch fails (a refused address) as no feed', async () => {
      const page = `<html><head>
        <link rel="alternate" type="application/rss+xml" href="http://10.0.0.5/feed">
        <link rel="alternate" type="application/rss+xml" href="/news/latest.rss">
      </head></html>`;
      const site = fakeSite({
        'https://gazette.example.org/': html(page),
        'https://gazette.example.org/news/latest.rss': rss(GAZETTE_RSS),
      });
      const fetchPage: FeedPageFetcher = (url) =>
        url.startsWith('http://10.') ? Promise.reject(new AppException('invalid-input', 'refused')) : site.fetchPage(url);

      const feed = await discoverFeed(new URL('https://gazette.example.org/'), fetchPage);

      expect(feed?.url).toBe('https://gazette.example.org/news/latest.rss');
    });
  });

  describe('when the page announces no feed but one sits at a common path', () => {
    it('should find it there, the first path in the list winning', async () => {
      const site = fakeSite({
        'https://studio.example.com/': html(STUDIO_HOME),
        'https://studio.example.com/atom.xml': atom(STUDIO_ATOM),
        'https://studio.example.com/feeds/posts/default': atom(STUDIO_ATOM.replace('<title>Studio Notes</title>', '<title>Other</title>')),
      });

      const feed = await discoverFeed(new URL('https://studio.example.com/'), site.fetchPage);

      expect(feed).toEqual({ url: 'https://studio.example.com/atom.xml', title: 'Studio Notes', siteUrl: 'https://studio.example.com/' });
    });

    it('should look on the origin of a page deeper in the site', async () => {
      const site = fakeSite({
        'https://studio.example.com/about/team': html(STUDIO_HOME),
        'https://studio.example.com/feed': atom(STUDIO_ATOM),
      });

      const feed = await discoverFeed(new URL('https://studio.example.com/about/team'), site.fetchPage);

      expect(feed?.url).toBe('https://studio.example.com/feed');
    });

    it('should not take a path that answers every address with the home page', async () => {
      const everyPath: Record<string, Route> = Object.fromEntries(
        COMMON_FEED_PATHS.map((path) => [`https://bakery.example.com${path}`, html(BAKERY_HOME)]),
      );
      const site = fakeSite({ 'https://bakery.example.com/': html(BAKERY_HOME), ...everyPath });

      await expect(discoverFeed(new URL('https://bakery.example.com/'), site.fetchPage)).resolves.toBeNull();
    });
  });

  describe('when the site has no feed at all', () => {
    it('should answer null after trying every common path once', async () => {
      const site = fakeSite({ 'https://bakery.example.com/': html(BAKERY_HOME) });

      await expect(discoverFeed(new URL('https://bakery.example.com/'), site.fetchPage)).resolves.toBeNull();
      expect(site.asked).toEqual(['https://bakery.example.com/', ...COMMON_FEED_PATHS.map((path) => `https://bakery.example.com${path}`)]);
    });
  });

  describe('when the address answers with an error', () => {
    it.each([
      [404, 'invalid-input', 'bakery.example.com has no page at that address (error 404). Check the address.'],
      [503, 'upstream-failed', 'bakery.example.com is down right now (error 503). Try again later.'],
    ])('should say so for %i', async (status, code, message) => {
      const site = fakeSite({ 'https://bakery.example.com/menu': { status, contentType: 'text/html', body: '' } });

      const failure = discoverFeed(new URL('https://bakery.example.com/menu'), site.fetchPage);

      await expect(failure).rejects.toBeInstanceOf(AppException);
      await expect(failure).rejects.toMatchObject({ code, message });
    });
  });
});

describe(feedLinks.name, () => {
  it('should list RSS and Atom alternates in document order, resolved and without repeats', () => {
    expect(feedLinks(NEWSROOM_HOME, 'https://gazette.example.org/news/')).toEqual([
      'https://gazette.example.org/news/latest.rss',
      'https://gazette.example.org/news/comments.rss',
    ]);
  });

  it('should resolve against the page base href and keep http(s) links only', () => {
    const page = `<html><head><base href="https://cdn.example.net/blog/">
      <link rel="alternate" type="application/atom+xml; charset=utf-8" href="atom.xml">
      <link rel="alternate" type="application/rss+xml" href="javascript:alert(1)">
      <link rel="stylesheet alternate" type="application/rss+xml" href="//feeds.example.net/all">
      <link rel="alternate" type="text/html" href="/print">
    </head></html>`;

    expect(feedLinks(page, 'https://example.net/blog/')).toEqual([
      'https://cdn.example.net/blog/atom.xml',
      'https://feeds.example.net/all',
    ]);
  });

  it('should find nothing on a page without feed links', () => {
    expect(feedLinks(STUDIO_HOME, 'https://studio.example.com/')).toEqual([]);
  });
});

describe(readFeed.name, () => {
  it('should read an RSS feed and an Atom feed', async () => {
    await expect(readFeed(GAZETTE_RSS, 'https://gazette.example.org/news/latest.rss')).resolves.toEqual({
      title: 'Harbour Gazette & Coast',
      siteUrl: 'https://gazette.example.org/news/',
    });
    await expect(readFeed(STUDIO_ATOM, 'https://studio.example.com/feed')).resolves.toEqual({
      title: 'Studio Notes',
      siteUrl: 'https://studio.example.com/',
    });
  });

  it('should refuse HTML, a sitemap and an empty feed', async () => {
    await expect(readFeed(BAKERY_HOME, 'https://bakery.example.com/feed')).resolves.toBeNull();
    await expect(readFeed(SITEMAP, 'https://gazette.example.org/sitemap.xml')).resolves.toBeNull();
    const empty = '<?xml version="1.0"?><rss version="2.0"><channel><title> </title></channel></rss>';
    await expect(readFeed(empty, 'https://gazette.example.org/empty.rss')).resolves.toBeNull();
  });

  it('should name a feed without a title after its host when it has entries', async () => {
    const untitled =
      '<rss version="2.0"><channel><item><title>Harbour reopens</title><link>https://x.example/1</link></item></channel></rss>';

    await expect(readFeed(untitled, 'https://gazette.example.org/untitled.rss')).resolves.toEqual({
      title: 'gazette.example.org',
      siteUrl: null,
    });
  });
});
