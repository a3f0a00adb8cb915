import { load } from 'cheerio';

/**
 * Turns an HTML fragment (a feed description, a NewsAPI description) into one line of plain text:
 * tags and scripts gone, entities decoded, whitespace collapsed, cut at a word boundary with "…"
 * when longer than `maxChars`. Returns null when no text is left.
 */
export function htmlToPlainText(html: string | null | undefined, maxChars: number): string | null {
  if (!html) return null;
  // Only parse when there is markup or an entity: most snippets are already plain.
  let text = html;
  if (/[<&]/.test(html)) {
    const $ = load(html, null, false);
    $('script, style, noscript').remove();
    // Block ends become spaces so "</p><p>" does not glue words together.
    $('br, p, div, li, h1, h2, h3, h4, h5, h6, tr').after(' ');
    text = $.root().text();
  }
  text = text.replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
