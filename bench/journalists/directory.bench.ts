// npm run bench:journalists [SHARED_DATA_DIR]
// The journalist directory built from the recorded news feeds of ../shared/data (never copied into the
// repo): each feed is served from loopback and followed as an own feed (News Scraper), one fetch reads
// them through the real pipeline, and the figures are read back through the API: people, outlets, the
// share of news items with a person in their byline, and one story's Who covers this with its reasons.
// The feeds are years old, so each is moved in time until its newest entry is an hour old (spacing
// kept): "recent" then means what it means on a live install. Article pages are on the internet,
// which a bench does not reach, so the page fallback finds nothing here; the figures are feed bylines.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { JournalistPage, StoryJournalist } from '../../src/contracts/journalists.contract.js';
import type { TrendingItem } from '../../src/contracts/trending.contract.js';
import { JournalistsService } from '../../src/modules/journalists/journalists.service.js';
import { DEFAULT_REDDIT_DIR, startBenchApp } from '../support/bench-app.js';

const dataDir = process.argv[2] ?? path.resolve('../shared/data');
const FEEDS = [
  'rss/rss-parser/guardian.rss',
  'sources/news-rss/nyt-world_2024-08-08.xml',
  'sources/news-rss/cnn-topstories_2024-08-08.xml',
  ...['bbc', 'breitbart', 'cnnrss', 'fox_politics', 'guardian', 'mcclatchy', 'msnbc', 'politico', 'reuters', 'thehill'].map(
    (name) => `rss/newspal-2018/${name}.xml`,
  ),
];
if (!existsSync(path.join(dataDir, FEEDS[0]!))) {
  console.error(`No recorded feeds under ${dataDir}: pass the shared data folder.`);
  process.exit(1);
}

/** The feed with every RFC 822 and ISO date moved by one offset, so its newest entry is an hour old. */
function movedToNow(xml: string): string {
  const rfc822 = /(<pubDate>)([^<]+)(<\/pubDate>)/g;
  const iso = /(<dc:date>|<updated>|<published>)([^<]+)(<\/dc:date>|<\/updated>|<\/published>)/g;
  const times = [...xml.matchAll(rfc822), ...xml.matchAll(iso)].map((match) => Date.parse(match[2]!)).filter((ms) => !Number.isNaN(ms));
  if (times.length === 0) return xml;
  const offset = Date.now() - 60 * 60 * 1000 - Math.max(...times);
  const move = (_: string, open: string, value: string, close: string) => {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? `${open}${value}${close}` : `${open}${new Date(ms + offset).toUTCString()}${close}`;
  };
  return xml.replace(rfc822, move).replace(iso, (_, open: string, value: string, close: string) => {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? `${open}${value}${close}` : `${open}${new Date(ms + offset).toISOString()}${close}`;
  });
}

const served = new Map(FEEDS.map((feed, index) => [`/feed-${index}.xml`, movedToNow(readFileSync(path.join(dataDir, feed), 'utf8'))]));
const feedServer = createServer((request, response) => {
  const body = served.get(request.url ?? '');
  response.writeHead(body ? 200 : 404, { 'content-type': 'application/rss+xml; charset=utf-8' });
  response.end(body ?? 'not found');
});
await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
const feedHost = `127.0.0.1:${(feedServer.address() as AddressInfo).port}`;

const app = await startBenchApp({
  items: 0,
  redditDir: DEFAULT_REDDIT_DIR,
  env: { OUTBOUND_ALLOW_HOSTS: feedHost, X_TRENDS_URLS: `http://${feedHost}/no-trends`, NEWS_RSS_URLS: '' },
});
const api = async <T>(route: string, method = 'GET', body?: unknown): Promise<T> => {
  const response = await fetch(`${app.url}${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

try {
  for (const feedPath of served.keys()) await api('/api/feeds', 'POST', { url: `http://${feedHost}${feedPath}` });
  await api('/api/fetch-content', 'POST', { enabledSources: ['x_trending'], xTrending: { useFallback: false, maxResults: 1 } }).catch(
    () => null,
  );
  const figures = await app.nest.get(JournalistsService).directoryFigures();
  const directory = await api<JournalistPage>('/api/journalists');
  console.log(`Feeds: ${FEEDS.length} recorded feeds from ${dataDir}`);
  console.log(`News items stored: ${figures.newsItems}`);
  console.log(
    `With a person in the byline: ${figures.newsItemsWithPerson} (${((100 * figures.newsItemsWithPerson) / Math.max(1, figures.newsItems)).toFixed(0)} %)`,
  );
  console.log(`People: ${figures.people} at ${figures.outlets} outlets`);
  console.log('Most recent bylines:');
  for (const journalist of directory.items.slice(0, 8)) {
    console.log(
      `  ${journalist.name} (${journalist.outlet}): ${journalist.articleCount} ${journalist.articleCount === 1 ? 'article' : 'articles'}, beats ${journalist.beats.map((beat) => `${beat.topic} ${beat.count}`).join(', ')}`,
    );
  }

  // The story whose Who covers this names most people for its subject's words (not only its broad topic), among the first 200 news items.
  const news = (await api<TrendingItem[]>('/api/trending?source=news')).slice(0, 200);
  let best: { item: TrendingItem; entries: StoryJournalist[] } | null = null;
  for (const item of news) {
    const entries = await api<StoryJournalist[]>(`/api/trending/${item.id}/journalists`);
    const onSubject = (list: StoryJournalist[]) => list.filter((entry) => entry.reason.includes('“')).length;
    if (
      !best ||
      onSubject(entries) > onSubject(best.entries) ||
      (onSubject(entries) === onSubject(best.entries) && entries.length > best.entries.length)
    ) {
      best = { item, entries };
    }
  }
  if (best) {
    console.log(`Who covers this: "${best.item.title}" (${best.item.publication})`);
    for (const entry of best.entries.slice(0, 8)) {
      console.log(`  ${entry.score}  ${entry.journalist.name} (${entry.journalist.outlet}): ${entry.reason}`);
    }
  }
} finally {
  await app.stop();
  feedServer.close();
}
