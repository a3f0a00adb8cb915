/**
 * A field's text as literal Markdown text, for exported fields come from users, feeds and AI
 * providers. It stays on its line (every run of whitespace becomes one space), so it cannot open a
 * heading, list or HTML block of its own. `<` and `>` become character references, which every
 * Markdown renderer shows as text (raw HTML never survives, even where backslash escapes are not
 * understood). An `&` is left as typed ("Q&A" reads "Q&A" in the file and rendered) unless it would
 * start a character reference ("&lt;" typed stays "&lt;" when rendered). Characters that open inline
 * syntax (links, images, emphasis, code, tables, strikethrough) get CommonMark's backslash escape, so
 * `[x](javascript:…)` reads as typed; so do the marks that would make a numbered step start a
 * heading or a nested list.
 */
export function markdownText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&(?=#?[a-z0-9]+;)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~#]/g, '\\$&')
    .replace(/^([-+=])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/** A label linked only to an http(s) address (percent-encoded, so it cannot leave `<…>`); else the label and the address as text. */
export function markdownLink(label: string, link: string | null | undefined): string {
  if (!link) return markdownText(label);
  const url = parsedUrl(link);
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') return `${markdownText(label)} (${markdownText(link)})`;
  return `[${markdownText(label)}](<${url.href}>)`;
}

function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
