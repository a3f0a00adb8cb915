import { describe, expect, it } from '@jest/globals';
import { webhookKind, webhookLabel } from './recipient-label';

describe(webhookLabel.name, () => {
  it('should name a Slack webhook by its host, never its secret path', () => {
    expect(webhookLabel('https://hooks.slack.com/services/T000/B000/XXXXSECRET')).toBe('Slack: hooks.slack.com');
  });

  it('should name a Microsoft Teams webhook Teams', () => {
    expect(webhookLabel('https://contoso.webhook.office.com/webhookb2/abc@def/IncomingWebhook/123/456')).toBe('Teams');
    expect(
      webhookLabel(
        'https://prod-12.westeurope.logic.azure.com:443/workflows/0123456789abcdef0123456789abcdef/triggers/manual/paths/invoke?sig=secret',
      ),
    ).toBe('Teams');
  });

  it('should name a relay by the shape of its path, as the server formats its message', () => {
    expect(webhookLabel('https://relay.example.net/services/T0ABC/B0DEF/xyz123')).toBe('Slack: relay.example.net');
    expect(webhookLabel('https://relay.example.net/webhookb2/abc/IncomingWebhook/1/2')).toBe('Teams');
  });

  it('should name any other webhook by its host and port', () => {
    expect(webhookLabel('https://example.com/hooks/trendjack?token=secret')).toBe('Webhook: example.com');
    expect(webhookLabel('http://127.0.0.1:8080/receive')).toBe('Webhook: 127.0.0.1:8080');
  });
});

describe(webhookKind.name, () => {
  it('should not take a look-alike host for Slack', () => {
    expect(webhookKind('https://hooks.slack.com.example.net/services/x')).toBe('webhook');
  });
});
