export type WebhookKind = 'slack' | 'teams' | 'webhook';

// The server picks a webhook's message format by the same rules (webhookFormatOf in
// src/modules/watchlists/webhook-format.ts): host first, then the shape of the path, so a Slack- or
// Teams-compatible relay on another host is named for what it gets.
const SLACK_PATH = /^\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]+\/?$/;
const TEAMS_CONNECTOR_PATH = /^\/webhookb2\//i;
const WORKFLOW_PATH = /\/workflows\/[0-9a-f]{32}\/triggers\/[^/]+\/paths\/invoke\/?$/i;

/**
 * Which kind of incoming webhook an address is: Slack's, Microsoft Teams' (an Office 365 connector or
 * a Teams Workflows / Power Automate trigger), or any other URL that takes JSON.
 */
export function webhookKind(rawUrl: string): WebhookKind {
  const url = parse(rawUrl);
  if (!url) return 'webhook';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const path = url.pathname;
  if (host === 'hooks.slack.com' || SLACK_PATH.test(path)) return 'slack';
  if (
    host.endsWith('.webhook.office.com') ||
    (host === 'outlook.office.com' && path.startsWith('/webhook')) ||
    TEAMS_CONNECTOR_PATH.test(path)
  ) {
    return 'teams';
  }
  const workflowHost = host.endsWith('.logic.azure.com') || host.endsWith('.api.powerplatform.com');
  if ((workflowHost && path.includes('/workflows/')) || WORKFLOW_PATH.test(path)) return 'teams';
  return 'webhook';
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
