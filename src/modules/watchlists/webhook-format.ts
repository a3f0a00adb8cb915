// Webhook bodies (issue 18), in the format webhookFormatOf (the contract) picks for a URL:
// slack → { text, blocks }; teams → a MessageCard; teams-workflow → an Adaptive Card in a message
// (Workflows post Adaptive Cards only, a MessageCard posts nothing); generic → { alertId, text, item, watchlist }.
import { ITEM_SOURCE_LABELS } from '../../contracts/trending.contract.js';
import type { WebhookFormat } from '../../contracts/watchlists.contract.js';
import { clip, type AlertStory, type AlertWatchlist, favoriteTopicsUrl, sourceText, watchlistSettings } from './alert-message.js';

/**
 * What a webhook says: a matched story, or a test of the watchlist (story null). `alertId` names the
 * alert in the generic body, so a receiver can recognise a retry; Slack and Teams bodies keep their
 * own schemas and leave that to the Idempotency-Key header.
 */
export type WebhookMessage = { alertId: number; watchlist: AlertWatchlist; story: AlertStory | null; publicUrl: string };

/** The JSON body for a webhook of the given format. */
export function webhookBody(format: WebhookFormat, message: WebhookMessage): object {
  switch (format) {
    case 'slack':
      return slackBody(message);
    case 'teams':
      return messageCard(message);
    case 'teams-workflow':
      return adaptiveCardMessage(message);
    case 'generic':
      return genericBody(message);
  }
}

/** The one-line text every format carries (Slack's notification text, the generic `text`). */
export function webhookText({ watchlist, story }: WebhookMessage): string {
  if (!story) return `Test alert from Trendjack for your watchlist "${watchlist.name}": alerts for its matches will arrive here.`;
  return `Trending for "${watchlist.name}": ${story.title} (${sourceText(story)}, PR score ${story.prScore}${story.timing ? `, ${story.timing}` : ''}, matched ${story.matchedKeywords.join(', ')})`;
}

const TITLE_CHARS = 300;

function slackBody(message: WebhookMessage): object {
  const { watchlist, story, publicUrl } = message;
  if (!story) {
    const settings = watchlistSettings(watchlist)
      .map(([label, value]) => `${label}: ${slackEscape(value)}`)
      .join('\n');
    return {
      text: webhookText(message),
      blocks: [
        {
          type: 'section',
          text: { type: 'mrkdwn', text: `*Test alert* for your watchlist *${slackEscape(watchlist.name)}*\n${settings}` },
        },
        { type: 'context', elements: [{ type: 'mrkdwn', text: `<${favoriteTopicsUrl(publicUrl)}|Favorite Topics in Trendjack>` }] },
      ],
    };
  }
  const title = slackEscape(clip(story.title, TITLE_CHARS));
  return {
    text: webhookText(message),
    blocks: [
      {
        type: 'section',
        text: {
          type: 'mrkdwn',
          text:
            `*${story.url ? `<${story.url}|${title}>` : title}*\n` +
            `${slackEscape(sourceText(story))} · PR score *${story.prScore}* · matched ${slackEscape(story.matchedKeywords.join(', '))}`,
        },
      },
      {
        type: 'context',
        elements: [{ type: 'mrkdwn', text: `Watchlist *${slackEscape(watchlist.name)}* · <${story.trendjackUrl}|Open in Trendjack>` }],
      },
    ],
  };
}

function messageCard(message: WebhookMessage): object {
  const { watchlist, story, publicUrl } = message;
  const base = { '@type': 'MessageCard', '@context': 'https://schema.org/extensions', themeColor: '2563EB' };
  if (!story) {
    return {
      ...base,
      summary: `Test alert for "${watchlist.name}"`,
      title: `Test alert for your watchlist "${watchlist.name}"`,
      text: watchlistSettings(watchlist)
        .map(([label, value]) => `${label}: ${htmlEscape(value)}`)
        .join('<br>'),
      potentialAction: [openUri('Favorite Topics in Trendjack', favoriteTopicsUrl(publicUrl))],
    };
  }
  return {
    ...base,
    summary: `Trending for "${watchlist.name}": ${clip(story.title, TITLE_CHARS)}`,
    title: clip(story.title, TITLE_CHARS),
    text:
      `${htmlEscape(sourceText(story))} · PR score **${story.prScore}** · matched ${htmlEscape(story.matchedKeywords.join(', '))}` +
      `<br>Watchlist "${htmlEscape(watchlist.name)}"`,
    potentialAction: [openUri('Open in Trendjack', story.trendjackUrl), ...(story.url ? [openUri('Read the story', story.url)] : [])],
  };
}

function openUri(name: string, uri: string): object {
  return { '@type': 'OpenUri', name, targets: [{ os: 'default', uri }] };
}

function adaptiveCardMessage(message: WebhookMessage): object {
  const { watchlist, story, publicUrl } = message;
  const body = story
    ? [
        { type: 'TextBlock', text: `Trending for "${watchlist.name}"`, size: 'Small', isSubtle: true, wrap: true },
        { type: 'TextBlock', text: clip(story.title, TITLE_CHARS), weight: 'Bolder', size: 'Medium', wrap: true },
        {
          type: 'FactSet',
          facts: [
            { title: 'Source', value: sourceText(story) },
            { title: 'PR score', value: `${story.prScore}/100` },
            { title: 'Matched', value: story.matchedKeywords.join(', ') },
          ],
        },
      ]
    : [
        { type: 'TextBlock', text: `Test alert for your watchlist "${watchlist.name}"`, weight: 'Bolder', size: 'Medium', wrap: true },
        { type: 'FactSet', facts: watchlistSettings(watchlist).map(([title, value]) => ({ title, value })) },
      ];
  const actions = story
    ? [
        { type: 'Action.OpenUrl', title: 'Open in Trendjack', url: story.trendjackUrl },
        ...(story.url ? [{ type: 'Action.OpenUrl', title: 'Read the story', url: story.url }] : []),
      ]
    : [{ type: 'Action.OpenUrl', title: 'Favorite Topics in Trendjack', url: favoriteTopicsUrl(publicUrl) }];
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: { $schema: 'http://adaptivecards.io/schemas/adaptive-card.json', type: 'AdaptiveCard', version: '1.4', body, actions },
      },
    ],
  };
}

function genericBody(message: WebhookMessage): object {
  const { alertId, watchlist, story } = message;
  return {
    alertId,
    text: webhookText(message),
    item: story
      ? {
          id: story.itemId,
          title: story.title,
          source: story.source,
          sourceLabel: ITEM_SOURCE_LABELS[story.source],
          outlet: story.outlet,
          prScore: story.prScore,
          timing: story.timing ?? null,
          url: story.url,
          matchedKeywords: story.matchedKeywords,
          trendjackUrl: story.trendjackUrl,
        }
      : null,
    watchlist: { id: watchlist.id, name: watchlist.name },
  };
}

/** Slack's mrkdwn treats &, < and > as control characters. */
function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A MessageCard's text is Markdown with some HTML: tags in a title must stay text. */
function htmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
