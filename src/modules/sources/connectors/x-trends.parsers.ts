// Parsers for public X-trend pages. None of them is an API: their markup changes without notice, so
// each parser is small, the layout is chosen by host and then by sniffing, and a page that yields no
// trend counts as failed (the connector then tries the next page).
import { load, type CheerioAPI } from 'cheerio';

export type TrendPageLayout = 'trends24' | 'getdaytrends' | 'trending-archive' | 'search-links';

export type ParsedTrend = {
  name: string;
  /** 1 = top of the page's list. */
  rank: number;
  /** Post volume as shown ("125K posts" → 125000); null when the page shows none. */
  volume: number | null;
};

export type ParsedTrendPage = {
  layout: TrendPageLayout;
  /** When the page says its list was captured (ISO 8601), or null when it does not say. */
  capturedAt: string | null;
  trends: ParsedTrend[];
};

const MAX_TREND_NAME_CHARS = 200;
/** Snapshot headings and "updated N minutes ago" lines that a loose selector can pick up. */
const NOISE = /^(\d+\s*(sec|secs|seconds?|min|mins|minutes?|hours?|h|m)\s+ago|updated\b.*)$/i;

const PARSERS: Record<TrendPageLayout, ($: CheerioAPI) => Omit<ParsedTrendPage, 'layout'>> = {
  trends24: parseTrends24,
  getdaytrends: parseGetDayTrends,
  'trending-archive': parseTrendingArchive,
  'search-links': parseSearchLinks,
};

/** Picks the layout the host is known for, else the one whose markup the page carries. */
export function detectTrendPageLayout(html: string, pageUrl: string): TrendPageLayout {
  const host = hostOf(pageUrl);
  if (host === 'trends24.in' || host.endsWith('.trends24.in')) return 'trends24';
  if (host === 'getdaytrends.com' || host.endsWith('.getdaytrends.com')) return 'getdaytrends';
  if (host === 'twitter-trending.com' || host.endsWith('.twitter-trending.com')) return 'trending-archive';
  if (html.includes('trend-card__list')) return 'trends24';
  if (html.includes('tek_tablo')) return 'trending-archive';
  if (/<table[^>]*class="[^"]*\btrends\b/.test(html)) return 'getdaytrends';
  return 'search-links';
}

/**
 * Parses a trend page: the detected layout first, then every other layout in turn, so a site that
 * moved to a markup we know still parses. Returns an empty trend list when nothing matched.
 */
export function parseTrendPage(html: string, pageUrl: string): ParsedTrendPage {
  const $ = load(html);
  const first = detectTrendPageLayout(html, pageUrl);
  const order: TrendPageLayout[] = [first, ...(Object.keys(PARSERS) as TrendPageLayout[]).filter((layout) => layout !== first)];
  for (const layout of order) {
    const parsed = PARSERS[layout]($);
    if (parsed.trends.length > 0) return { layout, ...parsed };
  }
  return { layout: first, capturedAt: null, trends: [] };
}

/**
 * trends24.in: one `div.list-container` per hourly snapshot, newest first; `h3.title[data-timestamp]`
 * (Unix seconds), then `ol.trend-card__list > li` with `a.trend-link` and `span.tweet-count`.
 */
function parseTrends24($: CheerioAPI): Omit<ParsedTrendPage, 'layout'> {
  const latest = $('.list-container').first();
  // Older pages have no snapshot containers: then the whole page is the one list.
  const within = (selector: string): ReturnType<CheerioAPI> => (latest.length > 0 ? latest.find(selector) : $(selector));
  const timestamp = Number.parseFloat(within('h3.title').first().attr('data-timestamp') ?? '');
  const names: { name: string; volume: number | null }[] = [];
  within('ol.trend-card__list')
    .first()
    .children('li')
    .each((_index, element) => {
      const item = $(element);
      const count = item.find('.tweet-count').first();
      names.push({
        name: item.find('a.trend-link, .trend-name a').first().text(),
        volume: parseTrendVolume(count.attr('data-count') || count.text()),
      });
    });
  return { capturedAt: Number.isFinite(timestamp) ? new Date(timestamp * 1000).toISOString() : null, trends: rankInOrder(names) };
}

/** getdaytrends.com: `table.trends tbody tr`, rank in the row's first cell, `td.main a` and a volume line. */
function parseGetDayTrends($: CheerioAPI): Omit<ParsedTrendPage, 'layout'> {
  const trends: ParsedTrend[] = [];
  $('table.trends')
    .first()
    .find('tbody tr')
    .each((index, element) => {
      const row = $(element);
      const name = cleanName(row.find('td.main a').first().text());
      if (name === null) return;
      const shownRank = Number.parseInt(row.children('th, td').first().text().trim(), 10);
      const volumeText = row.find('td.main .desc, td.main div span').first().text();
      trends.push({
        name,
        rank: Number.isInteger(shownRank) && shownRank > 0 ? shownRank : index + 1,
        volume: parseTrendVolume(volumeText),
      });
    });
  return { capturedAt: null, trends: dedupe(trends) };
}

/**
 * The twitter-trending.com archive: `div.tek_tablo` per snapshot with a `div.trend_baslik611` "HH:MM"
 * heading, rows `tr.tr_table` (rank `td.sira611`, name `span.word_ars`), each followed by a
 * `tr.tr_table1` that holds `span.volume61` when a volume is known. The page's date sits in its
 * canonical URL (dd-mm-yyyy) or title (dd/mm/yyyy). We take the latest snapshot of the page.
 */
function parseTrendingArchive($: CheerioAPI): Omit<ParsedTrendPage, 'layout'> {
  const blocks = $('div.tek_tablo').toArray();
  let latest: { block: (typeof blocks)[number]; minutes: number } | null = null;
  for (const [index, block] of blocks.entries()) {
    const heading = /(\d{1,2}):(\d{2})/.exec($(block).find('.trend_baslik611').first().text());
    // Without a time heading, document order stands in for time.
    const minutes = heading ? Number(heading[1]) * 60 + Number(heading[2]) : index;
    if (!latest || minutes >= latest.minutes) latest = { block, minutes };
  }
  if (!latest) return { capturedAt: null, trends: [] };

  const trends: ParsedTrend[] = [];
  $(latest.block)
    .find('tr.tr_table')
    .each((index, element) => {
      const row = $(element);
      const name = cleanName(row.find('span.word_ars').first().text());
      if (name === null) return;
      const shownRank = Number.parseInt(row.find('td.sira611').first().text().trim(), 10);
      const detail = row.next('tr.tr_table1');
      trends.push({
        name,
        rank: Number.isInteger(shownRank) && shownRank > 0 ? shownRank : index + 1,
        volume: parseTrendVolume(detail.find('span.volume61').first().text()),
      });
    });

  const hasTime = /\d{1,2}:\d{2}/.test($(latest.block).find('.trend_baslik611').first().text());
  const date = archiveDate($);
  const capturedAt = date && hasTime ? new Date(date + latest.minutes * 60_000).toISOString() : null;
  return { capturedAt, trends: dedupe(trends) };
}

/** Any page: links to an X (or Twitter) search, the trend being the `q` value, in page order. */
function parseSearchLinks($: CheerioAPI): Omit<ParsedTrendPage, 'layout'> {
  const names: { name: string; volume: number | null }[] = [];
  $('a[href]').each((_index, element) => {
    const href = $(element).attr('href') ?? '';
    let url: URL;
    try {
      url = new URL(href, 'https://x.com');
    } catch {
      return;
    }
    const host = url.hostname.replace(/^(www|mobile)\./, '');
    if ((host !== 'x.com' && host !== 'twitter.com') || url.pathname !== '/search') return;
    const query = url.searchParams.get('q');
    if (query) names.push({ name: query.replace(/^"(.*)"$/, '$1'), volume: null });
  });
  return { capturedAt: null, trends: rankInOrder(names) };
}

/**
 * Reads a post-volume label: "125K posts" → 125000, "1.2M" → 1200000, "1,2 M" → 1200000,
 * "12.345" or "12,345 Tweets" → 12345 (a separator followed by exactly three digits groups thousands),
 * "1.800.000 tweet" → 1800000. Returns null when there is no number ("Under 10K" reads as 10000).
 */
export function parseTrendVolume(text: string | undefined): number | null {
  if (!text) return null;
  const match = /(\d(?:[\d.,\s\u00a0\u202f]*\d)?)\s*(?:([KMB])(?![a-z]))?/i.exec(text);
  if (!match?.[1]) return null;
  const digits = match[1].replace(/[\s\u00a0\u202f]/g, '');
  const suffix = match[2]?.toUpperCase();
  const multiplier = suffix === 'K' ? 1e3 : suffix === 'M' ? 1e6 : suffix === 'B' ? 1e9 : 1;
  const value = readNumber(digits, suffix !== undefined);
  return value === null ? null : Math.round(value * multiplier);
}

/**
 * "12.345" and "1,800,000" group thousands (one separator kind, three digits after each); with a
 * K/M/B suffix the separator is a decimal point ("1,2M"). With both kinds, the last one is decimal.
 */
function readNumber(digits: string, hasSuffix: boolean): number | null {
  let normalized: string;
  if (!hasSuffix && /^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(digits)) {
    normalized = digits.replace(/[.,]/g, '');
  } else {
    const lastSeparator = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
    normalized = lastSeparator < 0 ? digits : `${digits.slice(0, lastSeparator).replace(/[.,]/g, '')}.${digits.slice(lastSeparator + 1)}`;
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

function rankInOrder(entries: readonly { name: string; volume: number | null }[]): ParsedTrend[] {
  const trends: ParsedTrend[] = [];
  for (const entry of entries) {
    const name = cleanName(entry.name);
    if (name !== null) trends.push({ name, rank: trends.length + 1, volume: entry.volume });
  }
  return dedupe(trends);
}

/** Keeps the first (best-ranked) appearance of each name, compared case-insensitively. */
function dedupe(trends: readonly ParsedTrend[]): ParsedTrend[] {
  const seen = new Set<string>();
  return trends.filter((trend) => {
    const key = trend.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function cleanName(raw: string): string | null {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (name === '' || name.length > MAX_TREND_NAME_CHARS || NOISE.test(name)) return null;
  return name;
}

/** The archive page's date at 00:00 UTC, in milliseconds; the site does not state its time zone. */
function archiveDate($: CheerioAPI): number | null {
  const sources = [$('link[rel="canonical"]').attr('href') ?? '', $('title').text()];
  for (const source of sources) {
    const match = /(\d{2})[-/.](\d{2})[-/.](\d{4})/.exec(source);
    if (match) {
      const ms = Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1]));
      if (Number.isFinite(ms)) return ms;
    }
  }
  return null;
}

function hostOf(pageUrl: string): string {
  try {
    return new URL(pageUrl).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}
