import type { Alert } from '../../src/contracts/watchlists.contract.js';
import { watchlistApi } from '../support/watchlist-api.js';
import {
  allowHostsFor,
  type FakeUpstream,
  type RecordedRequest,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { DELIVER_ALERT_QUEUE } from '../../src/modules/watchlists/alert-delivery.service.js';
import { WatchlistDigestService } from '../../src/modules/watchlists/watchlist-digest.service.js';
import { WatchlistMatchingService } from '../../src/modules/watchlists/watchlist-matching.service.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { type FakeSmtp, type ReceivedMail, startFakeSmtp } from '../support/fake-smtp.js';
import { waitForJobs, waitUntil } from '../support/job-queue.js';
import { FAST_QUEUE, startAnotherInstance, startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

// Delivery of watchlist alerts (issue 18) through the job queue: e-mail to a real SMTP server
// (smtp-server), webhooks to a local HTTP server, retries with backoff, refusals in words, the daily
// digest, and two instances on one database delivering each alert once. Every test watches words of
// its own, so the items one test stores match no other test's watchlists.

const PUBLIC_URL = 'https://trendjack.example.com';
const SLACK_PATH = '/services/T0AB12CD3/B0EF45GH6/x9Yz8Wv7Ut6Sr5Qp4On3Ml2K';
const TEAMS_PATH =
  '/webhookb2/5a1c2b3d-1111-2222-3333-444455556666@0f9e8d7c-aaaa-bbbb-cccc-ddddeeeeffff/IncomingWebhook/3c4d5e6f7a8b/9d8c7b6a-1234-5678-9abc-def012345678';
const WORKFLOW_PATH = '/workflows/0123456789abcdef0123456789abcdef/triggers/manual/paths/invoke';

describe('Alert delivery', () => {
  let smtp: FakeSmtp;
  let hooks: FakeUpstream;
  let env: Record<string, string>;
  let testApp: TestApp;
  /** Per webhook path, the statuses to answer in turn (the last one repeats); 200 when none. */
  const hookAnswers = new Map<string, number[]>();

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    hooks = await startFakeUpstream((request, response) => {
      const path = request.path.split('?')[0]!;
      const answers = hookAnswers.get(path) ?? [200];
      const status = answers.length > 1 ? answers.shift()! : answers[0]!;
      reply(response, status, status < 300 ? 'ok' : `error ${status}`, { 'content-type': 'text/plain' });
    });
    env = {
      SMTP_URL: smtp.url({ user: 'alerts', pass: 's3cret' }),
      ALERT_FROM: 'Trendjack Alerts <alerts@trendjack.test>',
      OUTBOUND_ALLOW_HOSTS: allowHostsFor(hooks),
      PUBLIC_URL,
    };
    testApp = await startTestApp(env, { queueTimings: FAST_QUEUE });
  });

  afterAll(async () => {
    await testApp?.close();
    await hooks?.close();
    await smtp?.close();
  });

  const { send, create, alertsOf } = watchlistApi(() => testApp.baseUrl);
  /** The watchlist's alerts once `count` of them are sent or failed. */
  const settled = (watchlistId: number, count: number, timeoutMs = 20_000) =>
    waitUntil(
      () => alertsOf(watchlistId),
      (alerts) => alerts.length >= count && alerts.every((alert) => alert.status === 'sent' || alert.status === 'failed'),
      timeoutMs,
    );
  const matchItems = (ids: number[]) => testApp.app.get(WatchlistMatchingService).matchItems(ids);
  const mailsTo = (address: string): ReceivedMail[] => smtp.received.filter((mail) => mail.envelope.to.includes(address));
  const hookRequests = (path: string): RecordedRequest[] => hooks.requests.filter((request) => request.path === path);
  const attemptsOf = (alertId: number) =>
    boundQuery<{ ok: boolean; error: string | null }>(
      testApp.orm.em.fork(),
      'select ok, error from alert_attempt where alert_id = $1 order by id',
      [alertId],
    );

  describe('by e-mail', () => {
    it('should send each address one e-mail naming the story, with its source, PR score, link, keywords and Trendjack link', async () => {
      const watchlist = await create({
        name: 'Acme in the news',
        keywords: ['Acmeco', '"kettle recall"'],
        minPrScore: 50,
        emails: ['pr@acmeco.test', 'ceo@acmeco.test'],
      });
      const [itemId] = await insertTrendingItems(testApp.orm, [
        {
          title: 'Acmeco recalls 40,000 kettles after fire reports',
          content: 'The kettle recall covers models sold since March.',
          source: 'news',
          publication: 'The Ledger',
          sourceUrl: 'https://news.example/acmeco-kettles',
          prScore: 82,
        },
      ]);
      expect(await matchItems([itemId!])).toEqual({ matches: 1, alerts: 2 });
      const alerts = await settled(watchlist.id, 2);
      expect(alerts.map((alert) => [alert.kind, alert.channel, alert.status, alert.attempts, alert.trendingItemId])).toEqual([
        ['match', 'email', 'sent', 1, itemId],
        ['match', 'email', 'sent', 1, itemId],
      ]);

      const [mail] = mailsTo('pr@acmeco.test');
      expect(mailsTo('pr@acmeco.test')).toHaveLength(1);
      expect(mailsTo('ceo@acmeco.test')).toHaveLength(1);
      expect(mail!.user).toBe('alerts');
      expect(mail!.envelope).toEqual({ from: 'alerts@trendjack.test', to: ['pr@acmeco.test'] });
      expect(mail!.headers).toMatchObject({
        from: 'Trendjack Alerts <alerts@trendjack.test>',
        to: 'pr@acmeco.test',
        subject: '[Trendjack] Acmeco recalls 40,000 kettles after fire reports',
      });
      expect(mail!.headers['content-type']).toMatch(/^multipart\/alternative/);
      expect(mail!.text).toBe(
        [
          'Acmeco recalls 40,000 kettles after fire reports',
          '',
          'A story matching your watchlist "Acme in the news" is trending.',
          '',
          'Source: Top Media (The Ledger)',
          'PR score: 82/100',
          // Stored without snapshots, so one reading so far: a news story's half-life ahead (issue 31).
          'Timing: New, about 24 h left to join',
          'Matched keywords: Acmeco, "kettle recall"',
          'Link: https://news.example/acmeco-kettles',
          `Open in Trendjack: ${PUBLIC_URL}/?item=${itemId}`,
          '',
          '-- ',
          'You get this because pr@acmeco.test is a recipient of the watchlist "Acme in the news" in Trendjack.',
          `Change or delete it under Favorite Topics: ${PUBLIC_URL}/favorite-topics`,
        ].join('\n'),
      );
      expect(mail!.html).toContain('<a href="https://news.example/acmeco-kettles">Acmeco recalls 40,000 kettles after fire reports</a>');
      expect(mail!.html).toContain(`<a href="${PUBLIC_URL}/?item=${itemId}">Open in Trendjack</a>`);

      // The pair is stored: matching the item again alerts nobody.
      expect(await matchItems([itemId!])).toEqual({ matches: 0, alerts: 0 });
      await waitForJobs(testApp.orm, [DELIVER_ALERT_QUEUE]);
      expect(mailsTo('pr@acmeco.test')).toHaveLength(1);
    });

    it('should retry while the mail server answers 4xx, record each try, then deliver', async () => {
      const watchlist = await create({ name: 'Busy server', keywords: ['Brennholt'], minPrScore: 0, emails: ['desk@brennholt.test'] });
      let busyTries = 0;
      smtp.answer = (mail) =>
        mail.envelope.to.includes('desk@brennholt.test') && busyTries++ < 2
          ? { accept: false, code: 451, message: 'Mailbox busy, try again later' }
          : { accept: true };
      const [itemId] = await insertTrendingItems(testApp.orm, [{ title: 'Brennholt mill reopens', prScore: 40 }]);
      await matchItems([itemId!]);
      const [alert] = await settled(watchlist.id, 1);
      expect(alert).toMatchObject({ status: 'sent', attempts: 3, lastError: expect.stringContaining('could not take the message now') });
      expect(alert!.lastError).toContain('451');
      expect((await attemptsOf(alert!.id)).map((attempt) => attempt.ok)).toEqual([false, false, true]);
      expect(mailsTo('desk@brennholt.test')).toHaveLength(1);
      smtp.answer = () => ({ accept: true });
    });

    it('should retry while the mail server is down, then deliver once it is back', async () => {
      const watchlist = await create({ name: 'Outage', keywords: ['Calvermoor'], minPrScore: 0, emails: ['desk@calvermoor.test'] });
      const port = smtp.port;
      const received = smtp.received;
      await smtp.close();
      const [itemId] = await insertTrendingItems(testApp.orm, [{ title: 'Calvermoor floods ease', prScore: 40 }]);
      await matchItems([itemId!]);
      const [retrying] = await waitUntil(
        () => alertsOf(watchlist.id),
        (alerts) => alerts[0]?.status === 'retrying',
      );
      expect(retrying!.lastError).toBe(`The mail server 127.0.0.1:${port} could not be reached (the connection was refused).`);
      smtp = await startFakeSmtp(port);
      smtp.received.push(...received);
      const [alert] = await settled(watchlist.id, 1);
      expect(alert).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
      expect(alert!.attempts).toBeGreaterThanOrEqual(2);
      expect(mailsTo('desk@calvermoor.test')).toHaveLength(1);
    });

    it('should fail at once, without retries, when the mail server refuses the message for good (5xx)', async () => {
      const watchlist = await create({ name: 'Refused', keywords: ['Dunmarrow'], minPrScore: 0, emails: ['nobody@dunmarrow.test'] });
      smtp.answer = (mail) =>
        mail.envelope.to.includes('nobody@dunmarrow.test')
          ? { accept: false, code: 550, message: 'Mailbox unavailable' }
          : { accept: true };
      const [itemId] = await insertTrendingItems(testApp.orm, [{ title: 'Dunmarrow bridge closes', prScore: 40 }]);
      await matchItems([itemId!]);
      const [alert] = await settled(watchlist.id, 1);
      expect(alert).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: `The mail server 127.0.0.1:${smtp.port} refused the message (550 Mailbox unavailable).`,
      });
      smtp.answer = () => ({ accept: true });
    });

    it('should give up after 5 tries in all, each one recorded', async () => {
      const watchlist = await create({ name: 'Always busy', keywords: ['Elsworth'], minPrScore: 0, emails: ['busy@elsworth.test'] });
      smtp.answer = (mail) =>
        mail.envelope.to.includes('busy@elsworth.test') ? { accept: false, code: 421, message: 'Service not available' } : { accept: true };
      const [itemId] = await insertTrendingItems(testApp.orm, [{ title: 'Elsworth fair returns', prScore: 40 }]);
      await matchItems([itemId!]);
      const [alert] = await settled(watchlist.id, 1, 40_000);
      expect(alert).toMatchObject({ status: 'failed', attempts: 5, sentAt: null });
      const attempts = await attemptsOf(alert!.id);
      expect(attempts).toHaveLength(5);
      expect(attempts.every((attempt) => !attempt.ok && attempt.error?.includes('421'))).toBe(true);
      smtp.answer = () => ({ accept: true });
    }, 60_000);
  });

  describe('by webhook', () => {
    it('should post Slack, Teams, Teams Workflows and generic bodies, chosen by the URL', async () => {
      const generic = '/hooks/trendjack';
      const watchlist = await create({
        name: 'Fenwick watch',
        keywords: ['Fenwick'],
        minPrScore: 0,
        webhookUrls: [`${hooks.url}${SLACK_PATH}`, `${hooks.url}${TEAMS_PATH}`, `${hooks.url}${WORKFLOW_PATH}`, `${hooks.url}${generic}`],
      });
      const [itemId] = await insertTrendingItems(testApp.orm, [
        { title: 'Fenwick & Sons <b>opens</b> 12 stores', source: 'hackernews', sourceUrl: 'https://news.example/fenwick', prScore: 77 },
      ]);
      await matchItems([itemId!]);
      const alerts = await settled(watchlist.id, 4);
      expect(alerts.every((alert) => alert.status === 'sent' && alert.attempts === 1)).toBe(true);
      const bodyOf = (path: string) => {
        const requests = hookRequests(path);
        expect(requests).toHaveLength(1);
        expect(requests[0]!.method).toBe('POST');
        expect(requests[0]!.headers['content-type']).toBe('application/json');
        // Every format carries the key in a header; only the generic body names the alert too.
        const alert = alerts.find((candidate) => candidate.recipient === `${hooks.url}${path}`)!;
        expect(requests[0]!.headers['idempotency-key']).toBe(`trendjack-alert-${alert.id}`);
        return JSON.parse(requests[0]!.body) as Record<string, unknown>;
      };
      const trendjackUrl = `${PUBLIC_URL}/?item=${itemId}`;
      const text =
        'Trending for "Fenwick watch": Fenwick & Sons <b>opens</b> 12 stores (Hacker News, PR score 77, New, about 8 h left to join, matched Fenwick)';

      expect(bodyOf(SLACK_PATH)).toEqual({
        text,
        blocks: [
          {
            type: 'section',
            text: {
              type: 'mrkdwn',
              text: '*<https://news.example/fenwick|Fenwick &amp; Sons &lt;b&gt;opens&lt;/b&gt; 12 stores>*\nHacker News · PR score *77* · matched Fenwick',
            },
          },
          { type: 'context', elements: [{ type: 'mrkdwn', text: `Watchlist *Fenwick watch* · <${trendjackUrl}|Open in Trendjack>` }] },
        ],
      });
      expect(bodyOf(TEAMS_PATH)).toEqual({
        '@type': 'MessageCard',
        '@context': 'https://schema.org/extensions',
        themeColor: '2563EB',
        summary: 'Trending for "Fenwick watch": Fenwick & Sons <b>opens</b> 12 stores',
        title: 'Fenwick & Sons <b>opens</b> 12 stores',
        text: 'Hacker News · PR score **77** · matched Fenwick<br>Watchlist "Fenwick watch"',
        potentialAction: [
          { '@type': 'OpenUri', name: 'Open in Trendjack', targets: [{ os: 'default', uri: trendjackUrl }] },
          { '@type': 'OpenUri', name: 'Read the story', targets: [{ os: 'default', uri: 'https://news.example/fenwick' }] },
        ],
      });
      expect(bodyOf(WORKFLOW_PATH)).toMatchObject({
        type: 'message',
        attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', content: { type: 'AdaptiveCard' } }],
      });
      expect(bodyOf(generic)).toEqual({
        alertId: alerts.find((alert) => alert.recipient.endsWith(generic))!.id,
        text,
        item: {
          id: itemId,
          title: 'Fenwick & Sons <b>opens</b> 12 stores',
          source: 'hackernews',
          sourceLabel: 'Hacker News',
          outlet: null,
          prScore: 77,
          timing: 'New, about 8 h left to join',
          url: 'https://news.example/fenwick',
          matchedKeywords: ['Fenwick'],
          trendjackUrl,
        },
        watchlist: { id: watchlist.id, name: 'Fenwick watch' },
      });
    });

    it('should retry a webhook that answers 503, then deliver', async () => {
      const path = '/hooks/flaky';
      hookAnswers.set(path, [503, 200]);
      const watchlist = await create({ name: 'Flaky', keywords: ['Garrowby'], minPrScore: 0, webhookUrls: [`${hooks.url}${path}`] });
      const [itemId] = await insertTrendingItems(testApp.orm, [{ title: 'Garrowby hall sold', prScore: 40 }]);
      await matchItems([itemId!]);
      const [alert] = await settled(watchlist.id, 1);
      expect(alert).toMatchObject({
        status: 'sent',
        attempts: 2,
        lastError: `The webhook at ${new URL(hooks.url).host} answered HTTP 503: error 503.`,
        tries: [
          { at: expect.any(String), outcome: 'failed', error: `The webhook at ${new URL(hooks.url).host} answered HTTP 503: error 503.` },
          { at: expect.any(String), outcome: 'sent', error: null },
        ],
      });
      // The retry is recognisable: both tries carry the same key.
      expect(hookRequests(path).map((request) => request.headers['idempotency-key'])).toEqual([
        `trendjack-alert-${alert!.id}`,
        `trendjack-alert-${alert!.id}`,
      ]);
    });

    it('should fail at once when the webhook refuses the alert (410)', async () => {
      const path = '/hooks/gone';
      hookAnswers.set(path, [410]);
      const watchlist = await create({ name: 'Gone', keywords: ['Harrowgate'], minPrScore: 0, webhookUrls: [`${hooks.url}${path}`] });
      const [itemId] = await insertTrendingItems(testApp.orm, [{ title: 'Harrowgate market moves', prScore: 40 }]);
      await matchItems([itemId!]);
      const [alert] = await settled(watchlist.id, 1);
      expect(alert).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: `The webhook at ${new URL(hooks.url).host} refused the alert (HTTP 410: error 410).`,
      });
    });

    it('should refuse a webhook whose name leads to a private address, failing the alert in words', async () => {
      // localhost on port 80 passes the save-time checks (a name, a standard port); the guard refuses it after DNS.
      const watchlist = await create({
        name: 'Inward',
        keywords: ['Ivybridge'],
        minPrScore: 0,
        webhookUrls: ['http://localhost/hooks/inward'],
      });
      const [itemId] = await insertTrendingItems(testApp.orm, [{ title: 'Ivybridge station reopens', prScore: 40 }]);
      await matchItems([itemId!]);
      const [alert] = await settled(watchlist.id, 1);
      expect(alert).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError:
          'The webhook at localhost points to this server itself (loopback); list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it.',
      });
    });
  });

  describe('POST /api/watchlists/:id/test', () => {
    it('should send one test alert per recipient through the queue and answer them', async () => {
      const path = '/hooks/test-alert';
      const watchlist = await create({
        name: 'Jorvik launch',
        keywords: ['Jorvik', '"product launch"'],
        sources: ['news', 'reddit'],
        minPrScore: 65,
        emails: ['launch@jorvik.test'],
        webhookUrls: [`${hooks.url}${path}`],
      });
      const response = await send('POST', `/api/watchlists/${watchlist.id}/test`);
      expect(response.status).toBe(201);
      const created = (await response.json()) as Alert[];
      expect(created.map((alert) => [alert.kind, alert.channel, alert.recipient, alert.trendingItemId, alert.status])).toEqual(
        expect.arrayContaining([
          ['test', 'email', 'launch@jorvik.test', null, 'queued'],
          ['test', 'webhook', `${hooks.url}${path}`, null, 'queued'],
        ]),
      );
      const alerts = await settled(watchlist.id, 2);
      expect(alerts.every((alert) => alert.status === 'sent')).toBe(true);
      const [mail] = mailsTo('launch@jorvik.test');
      expect(mail!.headers.subject).toBe('[Trendjack] Test alert for "Jorvik launch"');
      expect(mail!.text).toContain('This is a test alert for your watchlist "Jorvik launch".');
      expect(mail!.text).toContain('Keywords: Jorvik, "product launch"\nSources: Top Media, Reddit\nMinimum PR score: 65/100');
      const webhookAlert = created.find((alert) => alert.channel === 'webhook')!;
      expect(hookRequests(path)[0]!.headers['idempotency-key']).toBe(`trendjack-alert-${webhookAlert.id}`);
      expect(JSON.parse(hookRequests(path)[0]!.body)).toEqual({
        alertId: webhookAlert.id,
        text: 'Test alert from Trendjack for your watchlist "Jorvik launch": alerts for its matches will arrive here.',
        item: null,
        watchlist: { id: watchlist.id, name: 'Jorvik launch' },
      });
    });
  });

  describe('the daily digest', () => {
    it("should e-mail each address the day's top 10 matches by PR score, and nothing for watchlists without mail or matches", async () => {
      const withMail = await create({ name: 'Kestrel daily', keywords: ['Kestrel'], minPrScore: 0, emails: ['daily@kestrel.test'] });
      const withoutMail = await create({ name: 'Kestrel screen', keywords: ['Kestrel'], minPrScore: 0 });
      const quiet = await create({ name: 'Quiet', keywords: ['Lindqvist'], minPrScore: 0, emails: ['quiet@lindqvist.test'] });
      const scores = [41, 93, 55, 78, 60, 88, 47, 71, 66, 99, 52, 84];
      const ids = await insertTrendingItems(
        testApp.orm,
        scores.map((prScore, index) => ({ title: `Kestrel story ${index + 1}`, prScore })),
      );
      const [old] = await insertTrendingItems(testApp.orm, [{ title: 'Kestrel story from two days ago', prScore: 100 }]);
      await matchItems([...ids, old!]);
      await boundQuery(
        testApp.orm.em.fork(),
        "update watchlist_match set created_at = now() - interval '2 days' where trending_item_id = $1",
        [old],
      );
      await waitForJobs(testApp.orm, [DELIVER_ALERT_QUEUE]);
      const before = smtp.received.length;

      expect(await testApp.app.get(WatchlistDigestService).sendDigests()).toBeGreaterThanOrEqual(1);
      const digests = (await settled(withMail.id, 14)).filter((alert) => alert.kind === 'digest');
      expect(digests).toMatchObject([
        { kind: 'digest', channel: 'email', recipient: 'daily@kestrel.test', status: 'sent', trendingItemId: null },
      ]);
      expect((await alertsOf(withoutMail.id)).filter((alert) => alert.kind === 'digest')).toEqual([]);
      expect(await alertsOf(quiet.id)).toEqual([]);

      const digest = smtp.received.slice(before).find((mail) => mail.envelope.to.includes('daily@kestrel.test'))!;
      expect(digest.headers.subject).toBe('[Trendjack] Daily digest for "Kestrel daily": 10 stories');
      const listed = [...digest.text.matchAll(/^\d+\. (Kestrel story \d+)$/gm)].map((match) => match[1]);
      const byScore = scores
        .map((score, index) => ({ score, title: `Kestrel story ${index + 1}` }))
        .sort((a, b) => b.score - a.score)
        .slice(0, 10)
        .map((entry) => entry.title);
      expect(listed).toEqual(byScore);
      expect(digest.text).toContain(`1. Kestrel story 10\n   Reddit (r/technology), PR score 99/100, matched Kestrel\n   https://`);
      expect(digest.text).toContain(`   Open in Trendjack: ${PUBLIC_URL}/?item=${ids[9]}`);
      expect(digest.text).not.toContain('two days ago');
    });
  });

  describe('with two instances on one database', () => {
    it('should create and deliver each alert once, also when both match the same items at once', async () => {
      const other = await startAnotherInstance(testApp.databaseUrl, env, { queueTimings: FAST_QUEUE });
      try {
        const path = '/hooks/two-instances';
        const watchlist = await create({
          name: 'Two instances',
          keywords: ['Marlowe'],
          minPrScore: 0,
          emails: ['one@marlowe.test', 'two@marlowe.test'],
          webhookUrls: [`${hooks.url}${path}`],
        });
        const ids = await insertTrendingItems(
          testApp.orm,
          Array.from({ length: 6 }, (_, index) => ({ title: `Marlowe report ${index + 1}`, prScore: 50 + index })),
        );
        const outcomes = await Promise.all([matchItems(ids), other.app.get(WatchlistMatchingService).matchItems(ids)]);
        expect(outcomes[0].matches + outcomes[1].matches).toBe(6);
        expect(outcomes[0].alerts + outcomes[1].alerts).toBe(18);

        const alerts = await settled(watchlist.id, 18);
        expect(alerts).toHaveLength(18);
        expect(alerts.every((alert) => alert.status === 'sent' && alert.attempts === 1)).toBe(true);
        for (const address of ['one@marlowe.test', 'two@marlowe.test']) {
          const subjects = mailsTo(address).map((mail) => mail.headers.subject);
          expect(subjects).toHaveLength(6);
          expect(new Set(subjects).size).toBe(6);
        }
        const posted = hookRequests(path).map((request) => (JSON.parse(request.body) as { item: { id: number } }).item.id);
        expect(posted.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      } finally {
        await other.app.close();
      }
    });
  });
});
