// The byline an article page states about itself, for feeds that carry none (Reuters, BBC): the
// schema.org JSON-LD its publisher embeds for search engines first (NewsArticle.author), then
// <meta name="author"> and <meta property="article:author">. Only what the page states; nothing is guessed.
import { load } from 'cheerio';

/** The types of JSON-LD node that describe an article (schema.org Article and its news subtypes). */
const ARTICLE_TYPES =
  /^(?:NewsArticle|Article|ReportageNewsArticle|AnalysisNewsArticle|OpinionNewsArticle|BackgroundNewsArticle|BlogPosting|LiveBlogPosting|ReviewNewsArticle)$/;

/** The byline of an article page as one text ("Jane Doe and John Roe"), or null when the page names no author. */
export function pageByline(html: string): string | null {
  const $ = load(html);
  for (const script of $('script[type="application/ld+json"]').toArray()) {
    const names = jsonLdAuthors($(script).text());
    if (names.length > 0) return names.join(' and ');
  }
  for (const selector of ['meta[name="author"]', 'meta[property="article:author"]', 'meta[name="article:author"]']) {
    const names = $(selector)
      .toArray()
      .map((meta) => ($(meta).attr('content') ?? '').trim())
      // article:author is often the author's profile address, which is no name.
      .filter((content) => content !== '' && !/^https?:\/\//i.test(content));
    if (names.length > 0) return [...new Set(names)].join(' and ');
  }
  return null;
}

function jsonLdAuthors(text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  for (const node of jsonLdNodes(data)) {
    const types = [node['@type']].flat();
    if (!types.some((type) => typeof type === 'string' && ARTICLE_TYPES.test(type))) continue;
    const names = [node.author]
      .flat()
      .map((author) => (typeof author === 'string' ? author : isRecord(author) && typeof author.name === 'string' ? author.name : ''))
      .map((name) => name.trim())
      .filter((name) => name !== '' && !/^https?:\/\//i.test(name));
    if (names.length > 0) return [...new Set(names)];
  }
  return [];
}

/** Every object of a JSON-LD document: a node, a list of nodes, or a graph (`@graph`). */
function jsonLdNodes(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data.flatMap(jsonLdNodes);
  if (!isRecord(data)) return [];
  return [data, ...(Array.isArray(data['@graph']) ? data['@graph'].flatMap(jsonLdNodes) : [])];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
