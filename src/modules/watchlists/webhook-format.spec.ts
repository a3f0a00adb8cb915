import type { AlertStory, AlertWatchlist } from './alert-message.js';
import { webhookFormatOf } from '../../contracts/watchlists.contract.js';
import { webhookBody, webhookText } from './webhook-format.js';

const watchlist: AlertWatchlist = { id: 4, name: 'Acme <PR>', keywords: ['Acme', '"kettle recall"'], minPrScore: 60, sources: [] };
const story: AlertStory = {
  itemId: 42,
  title: 'Acme & Co <i>recall</i> 40,000 kettles',
  source: 'news',
  outlet: 'The Guardian',
  prScore: 82,
  url: 'https://news.example/acme',
  matchedKeywords: ['Acme', '"kettle recall"'],
  trendjackUrl: 'https://trendjack.example.com/?item=42',
};
const publicUrl = 'https://trendjack.example.com';
const alertId = 7;

describe(webhookFormatOf.name, () => {
  it.each([
    ['https://hooks.slack.com/services/T024BE7LD/B01ABCDEF12/abcdefghijklmnopqrstuvwx', 'slack'],
    ['https://HOOKS.SLACK.COM/services/T024BE7LD/B01ABCDEF12/abcdefghijklmnopqrstuvwx', 'slack'],
    ['https://hooks.slack.com/triggers/T024BE7LD/5678901234567/0123456789abcdef0123456789abcdef', 'slack'],
    // A Slack-compatible relay on a host of its own, by the shape of Slack's path.
    ['https://chat-relay.intranet.example/services/T024BE7LD/B01ABCDEF12/abcdefghijklmnopqrstuvwx', 'slack'],
    [
      'https://contoso.webhook.office.com/webhookb2/9d5f2a6e-1c4b-4a8e-9f3d-2b7c6e1a0f44@72f988bf-86f1-41af-91ab-2d7cd011db47/IncomingWebhook/3f0e2b9c1d8a4e7f/6b1d2c3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e',
      'teams',
    ],
    [
      'https://outlook.office.com/webhook/9d5f2a6e-1c4b-4a8e-9f3d-2b7c6e1a0f44@72f988bf-86f1-41af-91ab-2d7cd011db47/IncomingWebhook/3f0e2b9c1d8a4e7f/6b1d2c3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e',
      'teams',
    ],
    [
      'https://prod-27.westeurope.logic.azure.com:443/workflows/4a2c6e8f0b1d3f5a7c9e1b3d5f7a9c1e/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe',
      'teams-workflow',
    ],
    [
      'https://default72f988bf86f141af91ab2d7cd011db.47.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/4a2c6e8f0b1d3f5a7c9e1b3d5f7a9c1e/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=abc',
      'teams-workflow',
    ],
    ['https://hooks.zapier.com/hooks/catch/1234567/abcdefg/', 'generic'],
    ['https://discord.com/api/webhooks/1234567890/abcdefghijklmnop', 'generic'],
    ['https://example.org/?next=hooks.slack.com/services/T1/B2/c', 'generic'],
    ['https://logic.azure.com.example.org/workflows/not-a-workflow', 'generic'],
    ['https://automation.example.org/webhook/alerts', 'generic'],
  ])('should read %s as %s', (url, format) => {
    expect(webhookFormatOf(url)).toBe(format);
  });
});

describe(webhookBody.name, () => {
  describe('for Slack', () => {
    it('should send text and blocks, with &, < and > escaped in mrkdwn', () => {
      expect(webhookBody('slack', { alertId, watchlist, story, publicUrl })).toEqual({
        text: webhookText({ alertId, watchlist, story, publicUrl }),
        blocks: [
          {
            type: 'section',
            text: {
              type: 'mrkdwn',
              text:
                '*<https://news.example/acme|Acme &amp; Co &lt;i&gt;recall&lt;/i&gt; 40,000 kettles>*\n' +
                'Top Media (The Guardian) · PR score *82* · matched Acme, "kettle recall"',
            },
          },
          {
            type: 'context',
            elements: [
              { type: 'mrkdwn', text: 'Watchlist *Acme &lt;PR&gt;* · <https://trendjack.example.com/?item=42|Open in Trendjack>' },
            ],
          },
        ],
      });
    });

    it('should show the title without a link when the story has none', () => {
      const body = webhookBody('slack', { alertId, watchlist, story: { ...story, url: null }, publicUrl }) as {
        blocks: { text: { text: string } }[];
      };
      expect(body.blocks[0]!.text.text.startsWith('*Acme &amp; Co')).toBe(true);
    });
  });

  describe('for Teams', () => {
    it('should send a MessageCard with the story and two OpenUri actions', () => {
      expect(webhookBody('teams', { alertId, watchlist, story, publicUrl })).toEqual({
        '@type': 'MessageCard',
        '@context': 'https://schema.org/extensions',
        themeColor: '2563EB',
        summary: 'Trending for "Acme <PR>": Acme & Co <i>recall</i> 40,000 kettles',
        title: 'Acme & Co <i>recall</i> 40,000 kettles',
        text: 'Top Media (The Guardian) · PR score **82** · matched Acme, "kettle recall"<br>Watchlist "Acme &lt;PR&gt;"',
        potentialAction: [
          { '@type': 'OpenUri', name: 'Open in Trendjack', targets: [{ os: 'default', uri: 'https://trendjack.example.com/?item=42' }] },
          { '@type': 'OpenUri', name: 'Read the story', targets: [{ os: 'default', uri: 'https://news.example/acme' }] },
        ],
      });
    });

    it('should send Workflows an Adaptive Card in a message', () => {
      const body = webhookBody('teams-workflow', { alertId, watchlist, story, publicUrl }) as {
        type: string;
        attachments: {
          contentType: string;
          content: { type: string; version: string; body: { text?: string }[]; actions: { url: string }[] };
        }[];
      };
      expect(body.type).toBe('message');
      expect(body.attachments).toHaveLength(1);
      const [card] = body.attachments;
      expect(card!.contentType).toBe('application/vnd.microsoft.card.adaptive');
      expect(card!.content).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
      expect(card!.content.body[1]!.text).toBe('Acme & Co <i>recall</i> 40,000 kettles');
      expect(card!.content.actions.map((action) => action.url)).toEqual([
        'https://trendjack.example.com/?item=42',
        'https://news.example/acme',
      ]);
    });
  });

  describe('for any other URL', () => {
    it('should send { alertId, text, item, watchlist }: the alert id lets a receiver recognise a retry', () => {
      expect(webhookBody('generic', { alertId, watchlist, story, publicUrl })).toEqual({
        alertId: 7,
        text: 'Trending for "Acme <PR>": Acme & Co <i>recall</i> 40,000 kettles (Top Media (The Guardian), PR score 82, matched Acme, "kettle recall")',
        item: {
          id: 42,
          title: 'Acme & Co <i>recall</i> 40,000 kettles',
          source: 'news',
          sourceLabel: 'Top Media',
          outlet: 'The Guardian',
          prScore: 82,
          timing: null,
          url: 'https://news.example/acme',
          matchedKeywords: ['Acme', '"kettle recall"'],
          trendjackUrl: 'https://trendjack.example.com/?item=42',
        },
        watchlist: { id: 4, name: 'Acme <PR>' },
      });
    });
  });

  describe('for a story with a stage (issue 31)', () => {
    it('should say its stage and window in the text and the generic body', () => {
      const timed = { ...story, timing: 'Rising, about 4 h left to join' };
      expect(webhookText({ alertId, watchlist, story: timed, publicUrl })).toContain(
        'PR score 82, Rising, about 4 h left to join, matched',
      );
      expect(webhookBody('generic', { alertId, watchlist, story: timed, publicUrl })).toMatchObject({
        item: { timing: 'Rising, about 4 h left to join' },
      });
    });
  });

  describe('for a test alert', () => {
    it.each(['slack', 'teams', 'teams-workflow', 'generic'] as const)('should say it is a test in the %s format', (format) => {
      expect(JSON.stringify(webhookBody(format, { alertId, watchlist, story: null, publicUrl }))).toMatch(/[Tt]est alert/);
    });
  });
});
