export type WebhookKind = 'slack' | 'teams' | 'webhook';

/**
 * Which kind of incoming webhook an address is: Slack's (hooks.slack.com), Microsoft Teams'
 * (an Office 365 connector on *.webhook.office.com or outlook.office.com, or a Power Automate
 * workflow), or any other URL that takes JSON.
 */
export function webhookKind(url: string): WebhookKind {
  const host = hostOf(url)?.toLowerCase() ?? '';
  if (host === 'hooks.slack.com') return 'slack';
  if (
    host === 'outlook.office.com' ||
    host.endsWith('.webhook.office.com') ||
    host.endsWith('.logic.azure.com') ||
    host.endsWith('.api.powerplatform.com')
  ) {
    return 'teams';
  }
  return 'webhook';
}

/**
 * A webhook as the screen names it: its kind and host only ("Slack: hooks.slack.com", "Teams",
 * "Webhook: example.com"). The rest of a webhook's address is its secret: whoever has it can post
 * into the channel, so it is not shown where a colleague looking over a shoulder would read it.
 */
export function webhookLabel(url: string): string {
  const host = hostOf(url) ?? 'an address that cannot be read';
  switch (webhookKind(url)) {
    case 'slack':
      return `Slack: ${host}`;
    case 'teams':
      return 'Teams';
    case 'webhook':
      return `Webhook: ${host}`;
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}
