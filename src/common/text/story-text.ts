// A story's own words, without the lists of links that feeds and posts wrap around them. A Google
// News or Google Trends bundle, a Reddit post's "Sources:" list or a Hacker News text carry anchors,
// bullets and bare URLs; flattened into the text they read as one garbled sentence and crowd out
// what the story says. The list goes; every sentence stays.
import { load } from 'cheerio';

/** A list item or line that is only a link: an anchor, a markdown link or a URL, with maybe an outlet after it. */
const LINK_ONLY_LINE = /^(?:\[[^\]\n]*\]\([^)\s]+\)|<?https?:\/\/\S+>?)(?:\s*[-–—|:(]?\s*[\p{L}\p{N} .&'’-]{0,40}\)?)?$/u;
const BULLET = /^\s*(?:[-*+•·▪‣◦]|\d{1,2}[.)])\s+/;
const MARKDOWN_LINK = /\[([^\]\n]*)\]\([^)\s]+\)/g;
const BARE_URL = /<?\b(?:https?:\/\/|www\.)[^\s<>()]+(?:\([^\s()]*\))?[^\s<>().,;:!?'"]*>?/gi;
/** A short label that introduced a list ("Sources:", "More coverage:"); it goes with its list. */
const LIST_LABEL = /^[\p{L}\p{N} '’&/-]{1,40}:$/u;

/**
 * The readable text of an item's description or post: HTML or plain text in, plain text out, with
 * paragraphs on their own lines. Lists whose items are links (anchors, markdown links, URLs) are
 * dropped with the label that introduced them; a link inside a sentence keeps its words; bare URLs go.
 * Cut at a word boundary with "…" past `maxChars`. Null when no sentence is left.
 */
export function storyText(raw: string | null | undefined, maxChars: number): string | null {
  if (!raw) return null;
  const lines = (/<[a-z][^>]*>/i.test(raw) || /&[a-z#0-9]+;/i.test(raw) ? htmlLines(raw) : raw.split(/\r?\n/))
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  const kept: string[] = [];
  for (const line of lines) {
    const unbulleted = line.replace(BULLET, '');
    if (LINK_ONLY_LINE.test(unbulleted)) {
      // The label of a list that was only links ("Sources:") says nothing without it.
      if (kept.length > 0 && LIST_LABEL.test(kept[kept.length - 1]!)) kept.pop();
      continue;
    }
    const text = unbulleted
      .replace(MARKDOWN_LINK, '$1')
      .replace(BARE_URL, '')
      .replace(/\(\s*\)/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (/[\p{L}\p{N}]/u.test(text)) kept.push(text);
  }
  while (kept.length > 0 && LIST_LABEL.test(kept[kept.length - 1]!)) kept.pop();
  const text = kept.join('\n');
  if (text === '') return null;
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** An HTML fragment as lines of text: lists of links removed, one line per block. */
function htmlLines(html: string): string[] {
  const $ = load(html, null, false);
  $('script, style, noscript, img, iframe').remove();
  // A list whose items all open on a link is a list of links (Google News' related coverage, a
  // "Read more" box), whatever follows each link (an outlet name, a date).
  $('ul, ol').each((_, list) => {
    const items = $(list).children('li');
    const linkItems = items.filter((__, item) => {
      const first = $(item)
        .contents()
        .filter((___, node) => node.type !== 'text' || $(node).text().trim() !== '')
        .first();
      return first.is('a') || first.find('a').length > 0;
    });
    if (items.length > 0 && linkItems.length === items.length) $(list).remove();
  });
  // A link whose words are its address says nothing.
  $('a').each((_, anchor) => {
    if (/^\s*(?:https?:\/\/|www\.)\S*\s*$/i.test($(anchor).text())) $(anchor).remove();
  });
  $('br, p, div, li, h1, h2, h3, h4, h5, h6, tr, blockquote, ul, ol').after('\n');
  $('li').before('\n- ');
  return $.root().text().split('\n');
}
