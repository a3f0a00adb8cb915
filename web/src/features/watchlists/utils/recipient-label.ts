import { webhookFormatOf } from '@contracts/watchlists.contract';
export type WebhookKind = 'slack' | 'teams' | 'webhook';

/**
 * Which kind of incoming webhook an address is: Slack's, Microsoft Teams' (an Office 365 connector or
 * a Teams Workflows / Power Automate trigger), or any other URL that takes JSON.
 */
export function webhookKind(rawUrl: string): WebhookKind {
  if (!parse(rawUrl)) return 'webhook';
  const format = webhookFormatOf(rawUrl);
  return format === 'generic' ? 'webhook' : format === 'slack' ? 'slack' : 'teams';
}

/**
 * A webhook as the screen names it: its kind and host only ("Slack: hooks.slack.com", "Teams",
 * "Webhook: example.com"). The rest of a webhook's address is its secret: whoever has it can post
 * into the channel, so it is not shown where a colleague looking over a shoulder would read it.
 */
export function webhookLabel(rawUrl: string): string {
  const host = parse(rawUrl)?.host || 'an address that cannot be read';
  switch (webhookKind(rawUrl)) {
    case 'slack':
      return `Slack: ${host}`;
    case 'teams':
      return 'Teams';
    case 'webhook':
      return `Webhook: ${host}`;
  }
}

function parse(rawUrl: string): URL | null {
  try {
    return new URL(rawUrl);
  } catch {
    return null;
  }
}
