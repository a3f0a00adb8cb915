// The words of every alert (issue 18): the e-mails (match, test, daily digest) as plain text with a
// simple HTML alternative. Webhook bodies are in webhook-format.ts and use the same story facts.
import { ITEM_SOURCE_LABELS, type ItemSource, itemPath } from '../../contracts/trending.contract.js';
import { escapeHtml } from '../../platform/mail/escape-html.js';
import type { MailMessage } from '../../platform/mail/mail-sender.js';

/** One matched story as every alert tells it. */
export type AlertStory = {
  itemId: number;
  title: string;
  source: ItemSource;
  /** Where on the source: the outlet of a news article (BBC News), the subreddit of a post; null for the others. */
  outlet: string | null;
  prScore: number;
  /** The story upstream; null when the source gives none. */
  url: string | null;
  matchedKeywords: string[];
  /** The item in Trendjack: PUBLIC_URL/?item=<id> (the dashboard opens it). */
  trendjackUrl: string;
  /** Issue 31: its stage and window when the alert is sent, "Rising, about 4 h left to join" (stageBadgeText). */
  timing?: string;
};

/** The watchlist an alert is about. */
export type AlertWatchlist = {
  id: number;
  name: string;
  keywords: string[];
  minPrScore: number;
  sources: ItemSource[];
  /** Issue 31: only rising stories. */
  onlyRising?: boolean;
};

/** The source as alerts name it: "Top Media (BBC News)", "Reddit (r/technology)", "Hacker News". */
export function sourceText(story: Pick<AlertStory, 'source' | 'outlet'>): string {
  return story.outlet ? `${ITEM_SOURCE_LABELS[story.source]} (${story.outlet})` : ITEM_SOURCE_LABELS[story.source];
}

/** Links of this installation: PUBLIC_URL without a trailing slash. */
export function trendjackItemUrl(publicUrl: string, itemId: number): string {
  return `${publicUrl}${itemPath(itemId)}`;
}

export function favoriteTopicsUrl(publicUrl: string): string {
  return `${publicUrl}/favorite-topics`;
}

const SUBJECT_TITLE_CHARS = 150;

/** E-mail about one story that matched a watchlist. */
export function matchEmail(to: string, watchlist: AlertWatchlist, story: AlertStory, publicUrl: string): MailMessage {
  const facts = storyFacts(story);
  return {
    to,
    subject: `[Trendjack] ${clip(story.title, SUBJECT_TITLE_CHARS)}`,
    text: [
      story.title,
      '',
      `A story matching your watchlist "${watchlist.name}" is trending.`,
      '',
      ...facts.map(([label, value]) => `${label}: ${value}`),
      '',
      ...footer(to, watchlist, publicUrl),
    ].join('\n'),
    html: page(
      `<h2 style="margin:0 0 8px">${linked(story.title, story.url)}</h2>` +
        `<p>A story matching your watchlist <b>${escapeHtml(watchlist.name)}</b> is trending.</p>` +
        factTable(facts, story) +
        `<p><a href="${escapeHtml(story.trendjackUrl)}">Open in Trendjack</a></p>`,
      to,
      watchlist,
      publicUrl,
    ),
  };
}

/** E-mail that shows a recipient what alerts of a watchlist look like (POST /api/watchlists/:id/test). */
export function testEmail(to: string, watchlist: AlertWatchlist, publicUrl: string): MailMessage {
  const settings = watchlistSettings(watchlist);
  return {
    to,
    subject: `[Trendjack] Test alert for "${clip(watchlist.name, SUBJECT_TITLE_CHARS)}"`,
    text: [
      `This is a test alert for your watchlist "${watchlist.name}".`,
      '',
      'When a fetched story matches it, an alert like this one arrives here with the story, its source, its PR score and the keywords it matched.',
      '',
      ...settings.map(([label, value]) => `${label}: ${value}`),
      '',
      ...footer(to, watchlist, publicUrl),
    ].join('\n'),
    html: page(
      `<p>This is a test alert for your watchlist <b>${escapeHtml(watchlist.name)}</b>.</p>` +
        '<p>When a fetched story matches it, an alert like this one arrives here with the story, its source, its PR score and the keywords it matched.</p>' +
        table(settings),
      to,
      watchlist,
      publicUrl,
    ),
  };
}

/** The daily digest of one watchlist: its best matches of the last 24 hours, best PR score first. */
export function digestEmail(to: string, watchlist: AlertWatchlist, stories: readonly AlertStory[], publicUrl: string): MailMessage {
  const count = stories.length === 1 ? '1 story' : `${stories.length} stories`;
  return {
    to,
    subject: `[Trendjack] Daily digest for "${clip(watchlist.name, SUBJECT_TITLE_CHARS)}": ${count}`,
    text: [
      `The top stories that matched your watchlist "${watchlist.name}" in the last 24 hours, best PR score first:`,
      '',
      ...stories.flatMap((story, index) => [
        `${index + 1}. ${story.title}`,
        `   ${sourceText(story)}, PR score ${story.prScore}/100, matched ${story.matchedKeywords.join(', ')}`,
        ...(story.url ? [`   ${story.url}`] : []),
        `   Open in Trendjack: ${story.trendjackUrl}`,
        '',
      ]),
      ...footer(to, watchlist, publicUrl),
    ].join('\n'),
    html: page(
      `<p>The top stories that matched your watchlist <b>${escapeHtml(watchlist.name)}</b> in the last 24 hours, best PR score first:</p>` +
        '<ol>' +
        stories
          .map(
            (story) =>
              `<li style="margin-bottom:10px">${linked(story.title, story.url)}<br>` +
              `${escapeHtml(sourceText(story))} · PR score <b>${story.prScore}</b> · matched ${escapeHtml(story.matchedKeywords.join(', '))}` +
              ` · <a href="${escapeHtml(story.trendjackUrl)}">Open in Trendjack</a></li>`,
          )
          .join('') +
        '</ol>',
      to,
      watchlist,
      publicUrl,
    ),
  };
}

/** Label and value of each fact of a story, in the order every alert shows them. */
function storyFacts(story: AlertStory): [string, string][] {
  return [
    ['Source', sourceText(story)],
    ['PR score', `${story.prScore}/100`],
    ...(story.timing ? [['Timing', story.timing] as [string, string]] : []),
    ['Matched keywords', story.matchedKeywords.join(', ')],
    ...(story.url ? [['Link', story.url] as [string, string]] : []),
    ['Open in Trendjack', story.trendjackUrl],
  ];
}

/** What a watchlist watches for, in words (the test alert). */
export function watchlistSettings(watchlist: AlertWatchlist): [string, string][] {
  return [
    ['Keywords', watchlist.keywords.join(', ')],
    ['Sources', watchlist.sources.length > 0 ? watchlist.sources.map((source) => ITEM_SOURCE_LABELS[source]).join(', ') : 'every source'],
    ['Minimum PR score', `${watchlist.minPrScore}/100`],
    ...(watchlist.onlyRising ? [['Stories', 'only rising ones'] as [string, string]] : []),
  ];
}

function footer(to: string, watchlist: AlertWatchlist, publicUrl: string): string[] {
  return [
    '-- ', // the signature delimiter: mail programs fold what follows
    `You get this because ${to} is a recipient of the watchlist "${watchlist.name}" in Trendjack.`,
    `Change or delete it under Favorite Topics: ${favoriteTopicsUrl(publicUrl)}`,
  ];
}

function page(body: string, to: string, watchlist: AlertWatchlist, publicUrl: string): string {
  return (
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111827;line-height:1.5">' +
    body +
    `<p style="margin-top:24px;font-size:12px;color:#6b7280">You get this because ${escapeHtml(to)} is a recipient of the watchlist ` +
    `<b>${escapeHtml(watchlist.name)}</b> in Trendjack. <a href="${escapeHtml(favoriteTopicsUrl(publicUrl))}">Change or delete it under Favorite Topics</a>.</p>` +
    '</body></html>'
  );
}

function factTable(facts: [string, string][], story: AlertStory): string {
  // The links are shown as links above and below the table; the table keeps the facts.
  return table(
    facts.filter(([label]) => label !== 'Link' && label !== 'Open in Trendjack').concat(story.url ? [] : [['Link', 'none given']]),
  );
}

function table(rows: [string, string][]): string {
  return (
    '<table cellpadding="4" style="border-collapse:collapse">' +
    rows.map(([label, value]) => `<tr><td style="color:#6b7280">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('') +
    '</table>'
  );
}

function linked(text: string, url: string | null): string {
  return url ? `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>` : escapeHtml(text);
}

/** At most `chars` characters, cut at a word with an ellipsis. */
export function clip(text: string, chars: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= chars) return oneLine;
  const cut = oneLine.slice(0, chars - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > chars / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
