/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import type { Alert, Watchlist, WatchlistInput } from '../../src/contracts/watchlists.contract.js';
import { allowHostsFor, type FakeUpstream, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { launchBrowser, MOBILE_VIEWPORT, openPage, openTakenOver, waitForScreen } from '../support/browser.js';
import { type FakeSmtp, startFakeSmtp } from '../support/fake-smtp.js';
import { FAST_QUEUE, startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { okJsonApi } from '../support/json-api.js';

const VIEWPORTS = [
  ['1440 px', { width: 1440, height: 900 }],
  ['390 px', MOBILE_VIEWPORT],
] as const;
const MATCHING_TITLE = 'Harbour city opens 40 new e-scooter lanes along the seafront';
const PHRASE = '"e-scooter lanes"';
const EMAIL = 'press-office@example.com';
const BETTER_STORIES = [
  'Volcanic eruption grounds flights across Iceland',
  'Orchestra premieres symphony composed by schoolchildren',
  'Glacier retreat uncovers Bronze Age hunting arrows',
  'Chess prodigy wins national title at age nine',
  'Startup unveils battery that charges phones in one minute',
  'Astronomers spot comet visible without telescopes next week',
  'Lighthouse keeper retires after forty years on remote island',
  'Marathon runner completes race dressed as giant pineapple',
  'Archaeologists restore Roman mosaic beneath supermarket',
  'Beekeepers report record honey harvest after mild spring',
];

/** A news feed of six stories, one of which the watchlists look for. */
function newsFeed(): string {
  const titles = [
    MATCHING_TITLE,
    'Bakery chain reports 12% jump in winter sales',
    'City council approves new library opening hours',
    'Regional train operator adds late-night services',
    'Museum unveils restored 18th-century harbour map',
    'Farmers market moves indoors for the cold months',
  ];
  const items = titles
    .map(
      (title, index) => `<item>
  <title>${title}</title>
  <link>https://news.example.org/story-${index}</link>
  <guid>https://news.example.org/story-${index}</guid>
  <description>${title}. More on the story from our reporters.</description>
  <pubDate>${new Date(Date.now() - (index + 1) * 3600_000).toUTCString()}</pubDate>
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Harbour Gazette</title><link>https://news.example.org/</link><description>Local news</description>${items}</channel></rss>`;
}

/** Nothing on the page is wider than the window, and no section or card is wider than itself. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    parts: Array.from(document.querySelectorAll('main section, main li, [role="dialog"] form')).map(
      (element) => element.scrollWidth - element.clientWidth,
    ),
  }));
  expect(overflow.page).toBeLessThanOrEqual(0);
  expect(overflow.parts.every((extra) => extra <= 0)).toBe(true);
}

describe('Favorite Topics screen', () => {
  /** The news feed (and, down, the X trend pages, so a fetch reads Top Media in their place). */
  let news: FakeUpstream;
  /** A chat tool's incoming webhook, which takes every post. */
  let receiver: FakeUpstream;
  /** A webhook whose server is broken: every post answers 500. */
  let brokenReceiver: FakeUpstream;
  let smtp: FakeSmtp;
  let testApp: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    news = await startFakeUpstream((request, response) => {
      if (request.path.startsWith('/rss')) reply(response, 200, newsFeed(), { 'content-type': 'application/rss+xml; charset=utf-8' });
      else reply(response, 503, 'Service unavailable', { 'content-type': 'text/plain' });
    });
    receiver = await startFakeUpstream((_request, response) => reply(response, 200, 'ok', { 'content-type': 'text/plain' }));
    brokenReceiver = await startFakeUpstream((_request, response) =>
      reply(response, 500, 'Internal error', { 'content-type': 'text/plain' }),
    );
    smtp = await startFakeSmtp();
    testApp = await startTestApp(
      {
        RATE_LIMIT_PER_MINUTE: '100000',
        X_TRENDS_URLS: `${news.url}/trends-down/`,
        NEWS_RSS_URLS: `${news.url}/rss`,
        OUTBOUND_ALLOW_HOSTS: allowHostsFor(news, receiver, brokenReceiver),
        SMTP_URL: smtp.url(),
        ALERT_FROM: 'Trendjack <alerts@trendjack.test>',
      },
      { serveWeb: true, queueTimings: FAST_QUEUE },
    );
    // Ten unrelated stories that score better than any fetched one fill the dashboard's first two pages.
    await insertTrendingItems(
      testApp.orm,
      BETTER_STORIES.map((title) => ({ title, prScore: 99 })),
    );
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await Promise.all([news?.close(), receiver?.close(), brokenReceiver?.close(), smtp?.close()]);
  }, 60_000);

  const api = okJsonApi(() => testApp.baseUrl);
  const deleteAllWatchlists = async () => {
    for (const watchlist of await api<Watchlist[]>('/api/watchlists')) await api(`/api/watchlists/${watchlist.id}`, 'DELETE');
  };
  const fetchContent = () =>
    api('/api/fetch-content', 'POST', { enabledSources: ['x_trending'], xTrending: { useFallback: true, maxResults: 5 } });
  const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
  const openScreen = async (viewport: { width: number; height: number }, options: Parameters<typeof openPage>[2] = {}) => {
    const opened = await openPage(browser, viewport, options);
    await opened.page.goto(`${testApp.baseUrl}/favorite-topics`);
    await waitForScreen(opened.page, 'Favorite Topics');
    return opened;
  };
  const card = (page: Page, name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

  describe.each(VIEWPORTS)('at %s', (_name, viewport) => {
    beforeEach(async () => {
      await deleteAllWatchlists();
      // A watchlist lists the stored stories that match it when it is saved (issue 29), without alerts:
      // each run starts without the news feed's stories, so its fetch finds them new.
      await boundQuery(testApp.orm.em.fork(), "delete from trending_item where source = 'news'", []);
    });

    it('should explain watchlists when there is none, create one, edit it and show what the server refuses', async () => {
      const { page, errors } = await openScreen(viewport);
      await page.getByRole('heading', { level: 2, name: 'No watchlists yet' }).waitFor();
      await page.getByText(/A watchlist names the keywords your team cares about/).waitFor();
      await expectNoHorizontalOverflow(page);

      // Create: a phrase and a word typed as chips, one source, an e-mail address and a webhook.
      await page.getByRole('button', { name: 'Create a watchlist' }).click();
      const dialog = page.getByRole('dialog', { name: 'New watchlist' });
      await dialog.getByText(/"A phrase in quotes" matches as a phrase\. Case and accents are ignored/).waitFor();
      await dialog.getByText('Slack and Microsoft Teams incoming webhooks work', { exact: false }).waitFor();
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Seafront mobility');
      const keywords = dialog.getByRole('textbox', { name: 'Keywords' });
      await keywords.pressSequentially(PHRASE);
      await keywords.press('Enter');
      await keywords.pressSequentially('harbour,');
      await expect(dialog.getByRole('list', { name: 'Keywords added' }).getByRole('listitem').allInnerTexts()).resolves.toEqual([
        PHRASE,
        'harbour',
      ]);
      await expect(keywords.inputValue()).resolves.toBe('');
      await dialog.getByRole('checkbox', { name: 'Top Media' }).check();
      await expect(dialog.getByRole('spinbutton', { name: 'Minimum PR score' }).inputValue()).resolves.toBe('60');
      await dialog.getByRole('spinbutton', { name: 'Minimum PR score' }).fill('0');
      await dialog.getByRole('textbox', { name: 'E-mail recipients' }).fill(EMAIL);
      await dialog.getByRole('textbox', { name: 'E-mail recipients' }).press('Enter');
      // What is still typed when Save is pressed is saved too.
      await dialog.getByRole('textbox', { name: 'Webhook URLs' }).fill(`${receiver.url}/hooks/ok/T123`);
      await expectNoHorizontalOverflow(page);
      await dialog.getByRole('button', { name: 'Create watchlist' }).click();
      await toasts(page).getByText('Watchlist Created', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });

      const created = card(page, 'Seafront mobility');
      await created.getByText(PHRASE, { exact: true }).waitFor();
      await created.getByText('harbour', { exact: true }).waitFor();
      await created.getByText('Top Media', { exact: true }).waitFor();
      await created.getByText(EMAIL, { exact: true }).waitFor();
      await created.getByText(`Webhook: ${new URL(receiver.url).host}`, { exact: true }).waitFor();
      await created.getByText('No matches yet.', { exact: false }).waitFor();
      // The webhook's path is its secret: the card shows its host only.
      await expect(created.getByText('/hooks/ok/T123', { exact: false }).count()).resolves.toBe(0);
      const [stored] = await api<Watchlist[]>('/api/watchlists');
      expect(stored).toMatchObject({
        name: 'Seafront mobility',
        keywords: [PHRASE, 'harbour'],
        sources: ['news'],
        minPrScore: 0,
        emails: [EMAIL],
        webhookUrls: [`${receiver.url}/hooks/ok/T123`],
      });
      await expectNoHorizontalOverflow(page);

      // Edit: the dialog starts from what is stored.
      await created.getByRole('button', { name: 'Edit Seafront mobility' }).click();
      const editor = page.getByRole('dialog', { name: 'Edit watchlist' });
      await expect(editor.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('Seafront mobility');
      await expect(editor.getByRole('checkbox', { name: 'Top Media' }).isChecked()).resolves.toBe(true);
      await editor.getByRole('textbox', { name: 'Name' }).fill('Harbour e-scooters');
      await editor.getByRole('button', { name: 'Remove keyword harbour' }).click();
      await editor.getByRole('button', { name: 'Save changes' }).click();
      await toasts(page).getByText('Watchlist Saved', { exact: true }).waitFor();
      const edited = card(page, 'Harbour e-scooters');
      await edited.getByText(PHRASE, { exact: true }).waitFor();
      await expect(edited.getByText('harbour', { exact: true }).count()).resolves.toBe(0);

      // The screen's own checks: said under the field, nothing sent.
      await edited.getByRole('button', { name: 'Edit Harbour e-scooters' }).click();
      await editor.getByRole('textbox', { name: 'E-mail recipients' }).fill('not-an-address');
      await editor.getByRole('button', { name: 'Save changes' }).click();
      await editor.getByText('"not-an-address" is not an e-mail address.').waitFor();
      await editor.getByRole('button', { name: 'Remove e-mail address not-an-address' }).click();

      // The server's check: a webhook into a private network is refused when saved, and said above the buttons.
      const webhooks = editor.getByRole('textbox', { name: 'Webhook URLs' });
      await webhooks.fill('http://10.0.0.5/hooks/inside');
      await webhooks.press('Enter');
      await editor.getByRole('button', { name: 'Save changes' }).click();
      const refusal = editor.getByRole('alert');
      await refusal.getByText(/10\.0\.0\.5/).waitFor();
      await expect(refusal.innerText()).resolves.toMatch(/OUTBOUND_ALLOW_HOSTS/);
      await expect(webhooks.getAttribute('aria-invalid')).resolves.toBe('true');
      await expectNoHorizontalOverflow(page);
      await editor.getByRole('button', { name: 'Cancel' }).click();
      await editor.waitFor({ state: 'detached' });
      const [kept] = await api<Watchlist[]>('/api/watchlists');
      expect(kept!.webhookUrls).toEqual([`${receiver.url}/hooks/ok/T123`]);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should show a story a fetch matched, open it on the dashboard, show deliveries and a test alert, and delete the watchlist', async () => {
      const input: WatchlistInput = {
        name: 'Seafront',
        keywords: [PHRASE],
        sources: ['news'],
        minPrScore: 0,
        emails: [EMAIL],
        webhookUrls: [`${receiver.url}/hooks/ok/T1`, `${brokenReceiver.url}/hooks/T2`],
      };
      const watchlist = await api<Watchlist>('/api/watchlists', 'POST', input);
      await fetchContent();
      // Matching runs on the job queue after the fetch.
      let matched: Watchlist | undefined;
      for (let tries = 0; tries < 40 && !matched?.latestMatches.length; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        matched = (await api<Watchlist[]>('/api/watchlists')).find((entry) => entry.id === watchlist.id);
      }
      const match = matched!.latestMatches[0]!;
      expect(match).toMatchObject({ title: MATCHING_TITLE, source: 'news', matchedKeywords: [PHRASE] });

      const { page, errors } = await openScreen(viewport);
      const found = card(page, 'Seafront');
      const matchLink = found.getByTestId('watchlist-match').getByRole('link', { name: MATCHING_TITLE, exact: true });
      await expect(matchLink.getAttribute('href')).resolves.toBe(`/?item=${match.trendingItemId}`);
      await expect(found.getByTestId('watchlist-match').locator('mark').allInnerTexts()).resolves.toEqual(['e-scooter lanes']);
      await found.getByTestId('watchlist-match').getByText('Top Media').waitFor();
      await found.getByTestId('watchlist-match').getByText(`PR Score: ${match.prScore}/100`).waitFor();

      // The alert's deliveries: mail and the good webhook sent, the broken webhook failed in words
      // after its retries, while the open history asks again by itself.
      await found.getByRole('button', { name: 'Delivery history of Seafront' }).click();
      const history = found.getByRole('region', { name: 'Delivery history of Seafront' });
      const deliveries = history.getByTestId('delivery');
      const broken = deliveries.filter({ hasText: `Webhook: ${new URL(brokenReceiver.url).host}` });
      await broken.getByText('Failed', { exact: true }).waitFor({ timeout: 20_000 });
      await expect(broken.getByTestId('delivery-error').innerText()).resolves.toBe(
        `Why it failed: The webhook at ${new URL(brokenReceiver.url).host} answered HTTP 500: Internal error.`,
      );
      await broken.getByText('Gave up after 5 attempts').waitFor();
      // Every try is listed under the delivery, folded away (issue 28: the history shows every attempt).
      const brokenTries = broken.getByTestId('delivery-tries');
      await brokenTries.getByText('Every attempt (5)').click();
      const tryLines = await brokenTries.getByRole('listitem').allInnerTexts();
      expect(tryLines).toHaveLength(5);
      tryLines.forEach((line, index) => {
        expect(line.startsWith(`Attempt ${index + 1}, `)).toBe(true);
        expect(line.endsWith(`: Failed: The webhook at ${new URL(brokenReceiver.url).host} answered HTTP 500: Internal error.`)).toBe(true);
      });
      await expect(deliveries.filter({ hasText: EMAIL }).getByTestId('delivery-tries').count()).resolves.toBe(0);
      await deliveries.filter({ hasText: EMAIL }).getByText('Sent', { exact: true }).waitFor();
      await deliveries
        .filter({ hasText: `Webhook: ${new URL(receiver.url).host}` })
        .getByText('Sent', { exact: true })
        .waitFor();
      await expect(history.getByRole('link', { name: MATCHING_TITLE }).count()).resolves.toBe(3);
      expect(smtp.received.some((mail) => mail.envelope.to.includes(EMAIL) && mail.text.includes(MATCHING_TITLE))).toBe(true);
      await expectNoHorizontalOverflow(page);

      // Send test alert: a toast, then the history lists the test deliveries as they go.
      await found.getByRole('button', { name: 'Send test alert for Seafront' }).click();
      await toasts(page).getByText('Test Alert Sent', { exact: true }).waitFor();
      await toasts(page).getByText('On its way to 3 recipients: the delivery history shows how each goes.').waitFor();
      const tests = deliveries.filter({ hasText: 'Test alert' });
      await tests.filter({ hasText: EMAIL }).getByText('Sent', { exact: true }).waitFor({ timeout: 15_000 });
      await expect(tests.count()).resolves.toBe(3);
      const alerts = await api<Alert[]>(`/api/alerts?watchlistId=${watchlist.id}`);
      expect(alerts.filter((alert) => alert.trendingItemId === null)).toHaveLength(3);

      // The match opens its story on the dashboard, marked in the team's list (issue 29: every browser lists it).
      await matchLink.click();
      await page.waitForURL(`${testApp.baseUrl}/?item=${match.trendingItemId}`);
      const opened = page.locator('[data-testid="trending-row"][data-highlighted="true"]');
      await opened.getByRole('heading', { level: 3, name: MATCHING_TITLE }).waitFor();
      await opened.getByRole('region', { name: 'AI-Generated Angles' }).waitFor();
      await expectNoHorizontalOverflow(page);

      // Back to the screen: Delete asks first.
      await page.goto(`${testApp.baseUrl}/favorite-topics`);
      await found.getByRole('button', { name: 'Delete Seafront' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete "Seafront"?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toasts(page).getByText('Watchlist Deleted', { exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'No watchlists yet' }).waitFor();
      await expect(api<Watchlist[]>('/api/watchlists')).resolves.toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }, 90_000);

    it('should mark a linked story in the list, on its page, when the dashboard lists it', async () => {
      await fetchContent();
      const [watchlistItem] = (await api<{ id: number; title: string }[]>('/api/trending?source=news')).filter(
        (item) => item.title === MATCHING_TITLE,
      );
      const { page, errors } = await openPage(browser, viewport);
      await openTakenOver(page, `${testApp.baseUrl}/?item=${watchlistItem!.id}`);
      const row = page.locator('[data-testid="trending-row"][data-highlighted="true"]');
      await row.getByRole('heading', { level: 3, name: MATCHING_TITLE }).waitFor();
      await row.getByText('The story you opened').waitFor();
      await expect(page.getByRole('region', { name: 'The story you opened' }).count()).resolves.toBe(0);
      const currentPage = Number(await page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]').innerText());
      expect(currentPage).toBeGreaterThanOrEqual(3);
      // Scrolled into view (smoothly, so asked until it is there).
      await row.evaluate(
        (element) =>
          new Promise<void>((resolve, reject) => {
            const started = Date.now();
            const check = () => {
              const { top, bottom } = element.getBoundingClientRect();
              if (top >= 0 && top < window.innerHeight && bottom > 0) resolve();
              else if (Date.now() - started > 5000) reject(new Error(`The row is at ${top} px, outside the window.`));
              else requestAnimationFrame(check);
            };
            check();
          }),
      );
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
