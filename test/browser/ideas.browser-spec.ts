/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { THEMES } from '../../src/contracts/ideas.contract.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { DESKTOP_VIEWPORT, launchBrowser, MOBILE_VIEWPORT, openPage, openTakenOver } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TREND_URL = 'https://www.reddit.com/r/personalfinance/comments/bt1/savings_rates/';

describe('Campaign idea generator screens', () => {
  let testApp: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    testApp = await startTestApp({}, { serveWeb: true });
    browser = await launchBrowser();
    // A trend that fits fintech, so one idea card shows trend info.
    await boundQuery(
      testApp.orm.em.fork(),
      `insert into trending_item (source, external_id, subreddit, source_url, title, upvotes, comments, pr_score, timestamp, fetched_at)
       values ('reddit', 'browser-bt1', 'personalfinance', $1, 'Banks quietly cut savings rates again', 4200, 310, 88, $2, now())`,
      [TREND_URL, new Date(Date.now() - 5 * 60 * 60 * 1000).toISOString()],
    );
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  beforeEach(async () => {
    // The clipboard permissions let Copy All write and the test read back what was copied.
    context = await browser.newContext({
      viewport: DESKTOP_VIEWPORT,
      permissions: ['clipboard-read', 'clipboard-write'],
      acceptDownloads: true,
    });
    context.setDefaultTimeout(8000);
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
  });

  afterEach(async () => {
    await context?.close();
  });

  const toastRegion = () => page.getByRole('region', { name: /^Notifications/ });

  /** Holds the next call to an API path until `release` is called, to observe pending states. */
  async function holdApi(path: string): Promise<() => void> {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${path}`, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  describe('IdeaForge Generator (/idea-forge)', () => {
    it('should show the spec messages when brand name and sector are missing', async () => {
      await openTakenOver(page, `${testApp.baseUrl}/idea-forge`);
      await page.getByRole('heading', { level: 1, name: 'IdeaForge Generator' }).waitFor();
      await page.getByRole('button', { name: 'Generate Ideas' }).click();
      await page.getByText('Brand name is required').waitFor();
      await page.getByText('Sector is required').waitFor();
      await expect(page.getByTestId('idea-card').count()).resolves.toBe(0);
    });

    it('should generate idea cards from a brief, with the sector on the button, the pending state and the toast', async () => {
      await openTakenOver(page, `${testApp.baseUrl}/idea-forge`);
      await expect(page.getByTestId('idea-count-value').textContent()).resolves.toBe('8');
      await expect(page.getByLabel('Industry Sector').locator('option').count()).resolves.toBe(17);

      await page.getByLabel('Brand Name').fill('Acme Pay');
      await page.getByLabel('Industry Sector').selectOption('fintech');
      await page.getByLabel('Number of Ideas').fill('6');
      await expect(page.getByTestId('idea-count-value').textContent()).resolves.toBe('6');

      await page.getByRole('button', { name: 'Advanced Options' }).click();
      await page.getByLabel('Specific Expertise').fill('household budgeting data');
      await page.getByLabel('Target Audience').fill('first-time savers');
      await page.getByLabel('Meme-Lens / Template Flip').check();

      const release = await holdApi('/api/generate-campaign-ideas');
      await page.getByRole('button', { name: 'Generate Fintech Ideas' }).click();
      const pending = page.getByRole('button', { name: 'Generating Ideas...' });
      await pending.waitFor();
      await expect(pending.isDisabled()).resolves.toBe(true);
      release();

      await toastRegion().getByText('Ideas Generated!').waitFor();
      await expect(
        toastRegion()
          .getByText(/6 campaign ideas/)
          .count(),
      ).resolves.toBe(1);
      const cards = page.getByTestId('idea-card');
      await cards.nth(5).waitFor();
      await expect(cards.count()).resolves.toBe(6);
      await expect(cards.filter({ hasText: 'Meme-Lens / Template Flip' }).count()).resolves.toBe(0);

      const first = cards.first();
      for (const label of [
        'PR Category',
        'Newsworthy Hook',
        'Required Assets',
        'Target Publications',
        'Timeline',
        'Difficulty',
        'Implementation Steps',
        'Risk Notes',
      ]) {
        await first.getByText(label, { exact: true }).waitFor();
      }
      await expect(first.getByTestId('effort-badge').textContent()).resolves.toMatch(/^(Low|Medium|High) Effort$/);
      await expect(first.getByTestId('generated-by').textContent()).resolves.toContain('Offline draft (built-in templates)');
      await expect(page.getByText('household budgeting data').count()).resolves.toBeGreaterThan(0);

      // The stored fintech trend grounds one idea: its platform, link (new tab) and shelf-life show.
      const trendLink = page.getByRole('link', { name: /View Trend/ });
      await expect(trendLink.count()).resolves.toBe(1);
      await expect(trendLink.getAttribute('href')).resolves.toBe(TREND_URL);
      await expect(trendLink.getAttribute('target')).resolves.toBe('_blank');
      const trendInfo = page.getByTestId('trend-info');
      await expect(trendInfo.count()).resolves.toBe(1);
      await trendInfo.getByText('Source: Reddit').waitFor();
      await trendInfo.getByText('Shelf-life: 4 days').waitFor();
      expect(errors).toEqual([]);
    });

    it('should send the ticked target regions and pitch each of them to its own outlets', async () => {
      await openTakenOver(page, `${testApp.baseUrl}/idea-forge`);
      await page.getByLabel('Brand Name').fill('Acme Pay');
      await page.getByLabel('Industry Sector').selectOption('fintech');
      await page.getByRole('button', { name: 'Advanced Options' }).click();
      const regions = page.getByRole('group', { name: 'Target Regions' });
      await expect(regions.getByRole('checkbox').count()).resolves.toBe(16);
      // UK and US are ticked at first: the spec's default regions.
      await expect(regions.getByLabel('UK', { exact: true }).isChecked()).resolves.toBe(true);
      await expect(regions.getByLabel('US', { exact: true }).isChecked()).resolves.toBe(true);
      await regions.getByLabel('US', { exact: true }).uncheck();
      await regions.getByLabel('Ireland', { exact: true }).check();

      const request = page.waitForRequest((sent) => sent.url().endsWith('/api/generate-campaign-ideas'));
      await page.getByRole('button', { name: 'Generate Fintech Ideas' }).click();
      expect(((await request).postDataJSON() as { target_regions: string }).target_regions).toBe('UK, Ireland');

      const cards = page.getByTestId('idea-card');
      await cards.nth(7).waitFor();
      await expect(cards.filter({ hasText: /Irish|RTÉ|Business Post/ }).count()).resolves.toBe(8);
      expect(errors).toEqual([]);
    });

    it('should export all ideas as CSV and as Markdown', async () => {
      await openTakenOver(page, `${testApp.baseUrl}/idea-forge`);
      await page.getByLabel('Brand Name').fill('Acme Pay');
      await page.getByLabel('Industry Sector').selectOption('fintech');
      await page.getByRole('button', { name: 'Generate Fintech Ideas' }).click();
      await page.getByTestId('idea-card').nth(7).waitFor();
      const firstTitle = (await page.getByTestId('idea-card').first().getByRole('heading').textContent()) ?? '';

      const read = async (item: string) => {
        await page.getByRole('button', { name: 'Export All' }).click();
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
        return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
      };

      const csv = await read('Download CSV');
      expect(csv.name).toBe('acme-pay-campaign-ideas.csv');
      const csvLines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
      expect(csvLines[0]).toBe(
        '"Title","Category","Effort Level","Speed Required","Pitch","Hook","Required Assets","Target Publications","Timeline","Difficulty","Implementation Steps","Risk Notes","Source Platform","Trend Link","Shelf-life (days)"',
      );
      expect(csv.text).toContain(`"${firstTitle.replace(/"/g, '""')}"`);
      expect(csv.text).toContain(TREND_URL);

      const markdown = await read('Download Markdown');
      expect(markdown.name).toBe('acme-pay-campaign-ideas.md');
      expect(markdown.text.startsWith('# Campaign Ideas for Acme Pay\n')).toBe(true);
      expect(markdown.text).toContain(`## 1. ${firstTitle}`);
      expect(markdown.text.match(/^## \d+\. /gm)).toHaveLength(8);
    });

    it("should name the sector's label on the button", async () => {
      await openTakenOver(page, `${testApp.baseUrl}/idea-forge`);
      await page.getByLabel('Industry Sector').selectOption('ai-ml');
      await page.getByRole('button', { name: 'Generate AI & ML Ideas' }).waitFor();
    });

    it('should show the failure toast when generation fails', async () => {
      await page.route('**/api/generate-campaign-ideas', (route) => route.fulfill({ status: 500, body: '' }));
      await openTakenOver(page, `${testApp.baseUrl}/idea-forge`);
      await page.getByLabel('Brand Name').fill('Acme Pay');
      await page.getByLabel('Industry Sector').selectOption('saas');
      await page.getByRole('button', { name: 'Generate SaaS Ideas' }).click();
      await toastRegion().getByText('Generation Failed').waitFor();
      await toastRegion().getByText('Failed to generate campaign ideas. Please try again.').waitFor();
      await page.getByRole('button', { name: 'Generate SaaS Ideas' }).waitFor();
    });
  });

  describe('Campaign Ideas (/campaign-ideas)', () => {
    it('should show the theme tiles with remote-work pressed and the empty state', async () => {
      await openTakenOver(page, `${testApp.baseUrl}/campaign-ideas`);
      await page.getByRole('heading', { level: 1, name: 'Campaign Ideas' }).waitFor();
      for (const theme of THEMES) {
        await expect(page.getByRole('button', { name: theme.label, exact: true }).getAttribute('aria-pressed')).resolves.toBe(
          theme.key === 'remote-work' ? 'true' : 'false',
        );
      }
      await page.getByText('Select a theme and click Generate 10 Headlines').waitFor();
      await page.getByRole('button', { name: 'Climate / Sustainability' }).click();
      await expect(page.getByRole('button', { name: 'Climate / Sustainability' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(page.getByRole('button', { name: 'Remote Work / Lifestyle' }).getAttribute('aria-pressed')).resolves.toBe('false');
    });

    it('should generate 10 headlines, open one, load its plan and copy it all', async () => {
      await openTakenOver(page, `${testApp.baseUrl}/campaign-ideas`);
      await page.getByRole('button', { name: 'Generate 10 Headlines' }).click();
      await toastRegion().getByText('Headlines Generated').waitFor();
      const headlines = page.getByTestId('theme-headline');
      await headlines.nth(9).waitFor();
      await expect(headlines.count()).resolves.toBe(10);
      await expect(headlines.nth(0).textContent()).resolves.toMatch(/^1/);
      await expect(headlines.nth(9).textContent()).resolves.toMatch(/^10/);
      await expect(page.getByText('Select a theme and click Generate 10 Headlines').count()).resolves.toBe(0);
      await expect(page.getByTestId('generated-by').textContent()).resolves.toContain('Offline draft (built-in templates)');

      const second = headlines.nth(1);
      const category = (await second.getByTestId('theme-headline-category').textContent()) ?? '';
      const headlineText = (await second.getByTestId('theme-headline-text').textContent()) ?? '';

      const release = await holdApi('/api/generate-campaign-details');
      await second.click();
      await page.getByText('Generating detailed implementation plan...').waitFor();
      const copyAll = page.getByRole('button', { name: 'Copy All' });
      await expect(copyAll.isDisabled()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Back to Headlines' }).waitFor();
      await expect(page.getByTestId('headline-category').textContent()).resolves.toBe(`Category: ${category}`);
      await page.getByRole('heading', { level: 2, name: headlineText }).waitFor();
      release();

      await toastRegion().getByText('Details Generated').waitFor();
      await toastRegion().getByText('Campaign implementation plan created!').waitFor();
      for (const title of ['Why It Earns Coverage', 'Data Plan', 'Main Data Sources', 'Timeline', 'Resources', 'Target Publications']) {
        await page.getByRole('heading', { level: 3, name: title }).waitFor();
      }
      await expect(copyAll.isDisabled()).resolves.toBe(false);
      await expect(page.getByTestId('generated-by').textContent()).resolves.toContain('Offline draft (built-in templates)');

      await copyAll.click();
      await toastRegion().getByText('Copied to Clipboard').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(`Headline: ${headlineText}`);
      expect(copied).toMatch(/Why It Earns Coverage: .{20,}/);
      expect(copied).toContain(`Category: ${category}`);
      expect(copied).toMatch(/Data Plan:\n1\. .+\n2\. .+\n3\. /);
      expect(copied).toMatch(/Data Sources:\n- .+: .+/);
      expect(copied).toMatch(/Timeline: .+/);
      expect(copied).toMatch(/Resources: .+/);
      expect(copied).toMatch(/Target Publications: .+, .+/);

      await page.getByRole('button', { name: 'Back to Headlines' }).click();
      await expect(page.getByTestId('theme-headline').count()).resolves.toBe(10);
      await expect(page.getByRole('button', { name: 'Copy All' }).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    });

    it('should open a headline low in the list at the top of its details on mobile', async () => {
      const mobile = await openPage(browser, MOBILE_VIEWPORT);
      const inViewport = async (locator: Locator) => {
        const box = (await locator.boundingBox())!;
        // Below the 56 px sticky header, above the bottom of the screen.
        return box.y >= 56 && box.y + box.height <= MOBILE_VIEWPORT.height;
      };
      await openTakenOver(mobile.page, `${testApp.baseUrl}/campaign-ideas`);
      await mobile.page.getByRole('button', { name: 'Generate 10 Headlines' }).click();
      const last = mobile.page.getByTestId('theme-headline').nth(9);
      const headlineText = (await last.getByTestId('theme-headline-text').textContent()) ?? '';
      await last.click();
      await mobile.page.getByRole('heading', { level: 3, name: 'Data Plan' }).waitFor();
      await expect(inViewport(mobile.page.getByRole('button', { name: 'Back to Headlines' }))).resolves.toBe(true);
      await expect(inViewport(mobile.page.getByRole('heading', { level: 2, name: headlineText }))).resolves.toBe(true);
      await mobile.page.context().close();
    });

    it('should clear the selected headline and its details when generating again', async () => {
      await openTakenOver(page, `${testApp.baseUrl}/campaign-ideas`);
      await page.getByRole('button', { name: 'Generate 10 Headlines' }).click();
      await page.getByTestId('theme-headline').first().click();
      await page.getByRole('heading', { level: 3, name: 'Data Plan' }).waitFor();

      await page.getByRole('button', { name: 'Technology', exact: true }).click();
      await page.getByRole('button', { name: 'Generate 10 Headlines' }).click();
      await page.getByTestId('theme-headline').nth(9).waitFor();
      await expect(page.getByRole('button', { name: 'Back to Headlines' }).count()).resolves.toBe(0);
      await expect(page.getByRole('heading', { level: 3, name: 'Data Plan' }).count()).resolves.toBe(0);
    });

    it('should show the failure toasts of headlines and details', async () => {
      await openTakenOver(page, `${testApp.baseUrl}/campaign-ideas`);
      await page.getByRole('button', { name: 'Generate 10 Headlines' }).click();
      await page.getByTestId('theme-headline').first().waitFor();
      await page.route('**/api/generate-campaign-details', (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: '{"statusCode":502,"message":"The AI provider\'s answer was invalid. Please try again."}',
        }),
      );
      await page.getByTestId('theme-headline').first().click();
      await toastRegion().getByText('Details Failed').waitFor();
      await toastRegion().getByText("The AI provider's answer was invalid. Please try again.").waitFor();
      await expect(page.getByRole('button', { name: 'Copy All' }).isDisabled()).resolves.toBe(true);

      await page.route('**/api/generate-campaign-ideas', (route) => route.fulfill({ status: 500, body: '' }));
      await page.getByRole('button', { name: 'Generate 10 Headlines' }).click();
      await toastRegion().getByText('Failed to generate headlines. Please try again.').waitFor();
      await page.getByText('Select a theme and click Generate 10 Headlines').waitFor();
    });
  });
});
