// The trending item as a strategist reads it, for the prompts of the item tasks (angles, pitch,
// campaign): every fact on its own labelled line, the text last and whole, so a model neither has to
// dig it out of JSON nor guess where, when and how big the story is.
import { ITEM_SOURCE_LABELS, SENSITIVITY_LABELS } from '../../../contracts/trending.contract.js';
import { REGION_WORDS, type RegionKey } from '../builtin/knowledge/regions.js';
import { clientPromptLines } from './client-brief.js';
import type { AiTrendingItem } from './trending-item.input.js';

/** What `shares` counts on each source (see TrendingItem in the contract). */
const SHARES_LABEL: Partial<Record<AiTrendingItem['source'], string>> = {
  x_trending: 'posts about the trend',
  google_trends: 'searches (at least)',
  wikipedia: 'page views in a day',
  mastodon: 'posts sharing it',
};

/** "India", "the UK", "no one country (international)". */
export function marketName(market: RegionKey): string {
  return market === 'global' ? 'no one country (international)' : REGION_WORDS[market].name;
}

/** "1,204 upvotes, 311 comments", or "no public counts". */
export function engagementLine(item: Pick<AiTrendingItem, 'source' | 'engagement'>): string {
  const { upvotes, comments, shares } = item.engagement;
  const count = (value: number) => value.toLocaleString('en-GB');
  const parts = [
    upvotes === null ? null : `${count(upvotes)} ${item.source === 'hackernews' ? 'points' : 'upvotes'}`,
    comments === null ? null : `${count(comments)} comments`,
    shares === null ? null : `${count(shares)} ${SHARES_LABEL[item.source] ?? 'shares'}`,
  ].filter((part) => part !== null);
  return parts.length === 0 ? 'no public counts' : parts.join(', ');
}

/** "2026-11-27 (27 November 2026, 09:30 UTC)"; the raw value when it is no date. */
function dateLine(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const long = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `${date.toISOString().slice(0, 10)} (${long}, ${date.toISOString().slice(11, 16)} UTC)`;
}

/**
 * The item's lines for a prompt: title, source, publication, date, link, engagement, sensitivity,
 * country, market, text; then the client it is written for, when one is chosen.
 */
export function storyPromptLines(item: AiTrendingItem): string[] {
  const where = [ITEM_SOURCE_LABELS[item.source], item.subreddit ? `r/${item.subreddit}` : null].filter(Boolean).join(', ');
  return [
    'The trending item:',
    `Title: ${item.title}`,
    `Source: ${where}`,
    `Publication: ${item.publication ?? 'none named'}`,
    `Published: ${dateLine(item.publishedAt)}`,
    `Link: ${item.sourceUrl ?? 'none'}`,
    `Engagement: ${engagementLine(item)}`,
    `Topic: ${item.topicName ?? 'none'}`,
    `Sensitivity: ${item.sensitivity.length === 0 ? 'none' : item.sensitivity.map((kind) => SENSITIVITY_LABELS[kind]).join(', ')}`,
    `Country of the story: ${marketName(item.country)}`,
    `Target market: ${marketName(item.targetMarket)}`,
    'Text:',
    item.content ?? '(no text beyond the title)',
    ...(item.client ? ['', ...clientPromptLines(item.client)] : []),
  ];
}
