import * as cheerio from 'cheerio';

/** The minimal view of cheerio's parsed nodes (domhandler) that the page reader needs. */
export type DomNode = {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
  parent?: DomNode | null;
};

/** The parts of a page the analyzer reads, gathered in one walk over the parsed document. */
export type PageParts = {
  htmlAttributes: Record<string, string>;
  /** The first `<title>` outside inline SVG (icons carry their own titles). */
  title: DomNode | null;
  /** Meta `content` by lower-cased name, property or http-equiv (first one wins). */
  meta: ReadonlyMap<string, string>;
  jsonLdSources: string[];
  h1: DomNode[];
  h2: DomNode[];
  h3: DomNode[];
  /** Paragraphs in hero sections, taglines, slogans, subtitles and `p.lead`, in document order. */
  hero: DomNode[];
  body: DomNode;
};

/** Elements whose content is never page text. */
export const NON_TEXT_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'canvas', 'head']);
/** Inline elements do not separate words; every other element does. */
export const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  'font',
]);
/** Page furniture: headings in these are navigation or chrome, not messages. */
const FURNITURE_TAGS = new Set(['nav', 'footer', 'aside', 'form', 'dialog']);
const FURNITURE_ROLES = new Set(['navigation', 'contentinfo', 'search', 'dialog', 'alertdialog']);
/** Class or id fragments of screen-reader-only text, cookie banners, modals, search boxes and footers. */
const FURNITURE_MARKERS =
  /(?:^|[\s_-])(?:sr-only|visually-?hidden|screen-reader|offscreen|cookie|consent|gdpr|modal|newsletter|footer|search)/i;
const HERO_CONTAINER = /hero/i;
const HERO_TEXT = /tagline|slogan|subtitle|subhead/i;
/** Utility classes that hide an element outright ("hidden", "d-none"); "hidden-xs" only hides it on phones. */
const HIDDEN_CLASS = /(?:^|\s)(?:hidden|d-none|dn|is-hidden)(?:\s|$)/;

/**
 * Parses HTML the way browsers do (parse5 through cheerio, so broken markup lands where a browser
 * puts it) and gathers the parts in a single walk: one pass costs far less on a 2 MB page than a CSS
 * query per part.
 */
export function readPageParts(html: string): PageParts {
  const root = cheerio.load(html).root()[0] as unknown as DomNode;
  const parts: PageParts = {
    htmlAttributes: {},
    title: null,
    meta: new Map(),
    jsonLdSources: [],
    h1: [],
    h2: [],
    h3: [],
    hero: [],
    body: root,
  };
  const meta = parts.meta as Map<string, string>;
  const stack: { node: DomNode; inHero: boolean; inSvg: boolean }[] = [{ node: root, inHero: false, inSvg: false }];
  while (stack.length > 0) {
    const { node, inHero, inSvg } = stack.pop()!;
    const attribs = node.attribs ?? {};
    if (node.type === 'script') {
      if (/ld\+json/i.test(attribs.type ?? '')) {
        parts.jsonLdSources.push((node.children ?? []).map((child) => child.data ?? '').join(''));
      }
      continue;
    }
    if (node.type !== 'tag' && node.type !== 'root') {
      continue;
    }
    const className = attribs.class ?? '';
    switch (node.name) {
      case 'html':
        parts.htmlAttributes = attribs;
        break;
      case 'body':
        parts.body = node;
        break;
      case 'title':
        if (!inSvg && parts.title === null) {
          parts.title = node;
        }
        break;
      case 'meta': {
        const content = attribs.content;
        for (const key of [attribs.name, attribs.property, attribs['http-equiv']]) {
          if (content !== undefined && key && !meta.has(key.toLowerCase())) {
            meta.set(key.toLowerCase(), content);
          }
        }
        break;
      }
      case 'h1':
        parts.h1.push(node);
        break;
      case 'h2':
        parts.h2.push(node);
        break;
      case 'h3':
        parts.h3.push(node);
        break;
      default:
        break;
    }
    if ((inHero && node.name === 'p') || HERO_TEXT.test(className) || (node.name === 'p' && /(?:^|\s)lead(?:\s|$)/.test(className))) {
      parts.hero.push(node);
    }
    const childHero = inHero || HERO_CONTAINER.test(className) || HERO_CONTAINER.test(attribs.id ?? '');
    const childSvg = inSvg || node.name === 'svg';
    const children = node.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push({ node: children[index], inHero: childHero, inSvg: childSvg });
    }
  }
  return parts;
}

/**
 * Visible text of a node with words kept apart at element boundaries, skipping scripts, styles
 * and hidden elements; stops early once `limit` characters are collected.
 */
export function textOf(node: DomNode, limit = Number.POSITIVE_INFINITY): string {
  const parts: string[] = [];
  let length = 0;
  const stack: (DomNode | ' ')[] = [node];
  while (stack.length > 0 && length < limit) {
    const current = stack.pop()!;
    if (current === ' ') {
      parts.push(' ');
      continue;
    }
    if (current.type === 'text') {
      parts.push(current.data ?? '');
      length += current.data?.length ?? 0;
      continue;
    }
    const isElement = current.type === 'tag' || current.type === 'root';
    if (!isElement || (current.name !== undefined && NON_TEXT_TAGS.has(current.name)) || isHidden(current)) {
      continue;
    }
    const separates = current.name !== undefined && !INLINE_TAGS.has(current.name);
    if (separates) {
      stack.push(' ');
    }
    const children = current.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push(children[index]);
    }
    if (separates) {
      stack.push(' ');
    }
  }
  // One text node can hold megabytes; cut before cleaning, with room for whitespace that collapses.
  const joined = parts.join('');
  return cleanText(Number.isFinite(limit) ? joined.slice(0, limit * 4) : joined).slice(0, limit);
}

/** True when the element sits in navigation, a footer, a cookie banner or screen-reader-only text. */
export function isFurniture(element: DomNode): boolean {
  for (let current: DomNode | null | undefined = element; current; current = current.parent) {
    if (current.type !== 'tag') {
      continue;
    }
    const attribs = current.attribs ?? {};
    if (
      (current.name !== undefined && FURNITURE_TAGS.has(current.name)) ||
      FURNITURE_ROLES.has(attribs.role ?? '') ||
      isHidden(current) ||
      FURNITURE_MARKERS.test(`${attribs.class ?? ''} ${attribs.id ?? ''}`)
    ) {
      return true;
    }
  }
  return false;
}

/** Characters trimmed from both ends of a text: spaces and the separators of titles and menus. */
const EDGE_SEPARATORS = new Set([' ', '|', '•', '·', '»', '«', '›', '‹', '>', '<', ':', '–', '—', '-']);

/** Collapses whitespace, drops invisible characters and trims separators such as "|" or "»". */
export function cleanText(text: string): string {
  const collapsed = text.replace(/[\u200B-\u200D\uFEFF\u00AD]/g, '').replace(/\s+/g, ' ');
  // A loop, not an anchored regex: `[…]+$` backtracks quadratically over a long run of separators.
  let start = 0;
  let end = collapsed.length;
  while (start < end && EDGE_SEPARATORS.has(collapsed[start])) {
    start += 1;
  }
  while (end > start && EDGE_SEPARATORS.has(collapsed[end - 1])) {
    end -= 1;
  }
  return collapsed.slice(start, end);
}

function isHidden(node: DomNode): boolean {
  const attribs = node.attribs ?? {};
  return 'hidden' in attribs || attribs['aria-hidden'] === 'true' || HIDDEN_CLASS.test(attribs.class ?? '');
}
