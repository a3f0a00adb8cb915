// What a page says, for the prompt that writes campaign ideas from it: its readable text (the body's
// sentences, not its menus, footer, cookie banner or forms) and its sections (each heading with the
// line under it). The key messages say what the site claims in five lines; these say what it offers.
import type { WebsiteSection } from '../generation/index.js';
import { cleanText, INLINE_TAGS, isFurniture, NON_TEXT_TAGS, textOf, type DomNode, type PageParts } from './html-page-parts.js';

/** The readable text kept: the prompt's budget for it. */
export const MAIN_TEXT_LIMIT = 3000;
/** Sections kept: a home page's offer fits in a dozen. */
export const MAX_SECTIONS = 12;
const MAX_HEADING_CHARS = 120;
const MAX_SECTION_LINE_CHARS = 200;
/** A line of fewer words is a menu entry, a button or a label, not text to read. */
const MIN_LINE_WORDS = 4;

export type PageContent = { mainText: string | null; sections: WebsiteSection[] };

/** The page's readable text (up to MAIN_TEXT_LIMIT characters) and its sections. */
export function pageContentOf(parts: PageParts): PageContent {
  return { mainText: mainTextOf(mainElement(parts.body)), sections: sectionsOf(parts) };
}

/** `<main>` (or role="main") when the page marks it, else the body. */
function mainElement(body: DomNode): DomNode {
  const stack: DomNode[] = [body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'tag' && (node.name === 'main' || node.attribs?.role === 'main')) return node;
    if (node.type === 'tag' && node.name !== undefined && NON_TEXT_TAGS.has(node.name)) continue;
    const children = node.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return body;
}

/** The element's text a line per block, without furniture, short lines and repeats, cut at a word. */
function mainTextOf(root: DomNode): string | null {
  const lines: string[] = [];
  const seen = new Set<string>();
  let length = 0;
  let current = '';
  const flush = () => {
    const line = cleanText(current);
    current = '';
    const key = line.toLowerCase();
    if (line.split(' ').length < MIN_LINE_WORDS || seen.has(key)) return;
    seen.add(key);
    lines.push(line);
    length += line.length + 1;
  };
  const stack: (DomNode | 'end-of-block')[] = [root];
  while (stack.length > 0 && length < MAIN_TEXT_LIMIT) {
    const node = stack.pop()!;
    if (node === 'end-of-block') {
      flush();
      continue;
    }
    if (node.type === 'text') {
      current += node.data ?? '';
      continue;
    }
    if (node.type !== 'tag' && node.type !== 'root') continue;
    if ((node.name !== undefined && NON_TEXT_TAGS.has(node.name)) || (node.type === 'tag' && isFurniture(node))) continue;
    const block = node.name !== undefined && !INLINE_TAGS.has(node.name);
    if (block) {
      flush();
      stack.push('end-of-block');
    }
    const children = node.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  flush();
  const text = lines.join('\n');
  if (text === '') return null;
  if (text.length <= MAIN_TEXT_LIMIT) return text;
  const cut = text.slice(0, MAIN_TEXT_LIMIT);
  return `${cut.slice(0, Math.max(cut.search(/\s\S*$/), MAIN_TEXT_LIMIT * 0.6)).trimEnd()}…`;
}

/** Headings (h2, then h3 where there are few) outside the furniture, each with the first sentence under it. */
function sectionsOf(parts: PageParts): WebsiteSection[] {
  const sections: WebsiteSection[] = [];
  const seen = new Set<string>();
  for (const element of [...parts.h2, ...parts.h3]) {
    if (sections.length >= MAX_SECTIONS) break;
    if (isFurniture(element)) continue;
    const heading = textOf(element, MAX_HEADING_CHARS * 2);
    // "Automate the busywork!" repeats "Automate the busywork".
    const key = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (heading === '' || heading.length > MAX_HEADING_CHARS || seen.has(key)) continue;
    seen.add(key);
    sections.push({ heading, line: lineAfter(element) });
  }
  return sections;
}

/** The first sentence of the next element after a heading (its paragraph or card text), or null. */
function lineAfter(heading: DomNode): string | null {
  const siblings = heading.parent?.children ?? [];
  for (let index = siblings.indexOf(heading) + 1; index < siblings.length; index += 1) {
    const sibling = siblings[index]!;
    if (sibling.type !== 'tag') continue;
    if (/^h[1-6]$/.test(sibling.name ?? '') || isFurniture(sibling)) return null;
    const text = textOf(sibling, MAX_SECTION_LINE_CHARS * 4);
    if (text === '') continue;
    const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
    return sentence.length <= MAX_SECTION_LINE_CHARS ? sentence : `${sentence.slice(0, MAX_SECTION_LINE_CHARS - 1).replace(/\s\S*$/, '')}…`;
  }
  return null;
}
