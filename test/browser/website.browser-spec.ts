import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { WebsiteAnalysis, WebsiteCampaignIdea } from '../../src/contracts/website.contract.js';
import { type FakeUpstream, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { DESKTOP_VIEWPORT, launchBrowser, openInApp, openPage, openTakenOver } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const fixture = (name: string) => readFileSync(new URL(`../../src/modules/website/fixtures/${name}`, import.meta.url), 'utf8');
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const FLOWDESK_TITLE = 'Flowdesk | Project management software for fast-moving teams';
/** A list item's button is named by its title, business type and date together. */
const FLOWDESK_BUTTON = new RegExp(`^${FLOWDESK_TITLE.replace(/[|]/g, '\\|')}`);

describe('Website Analyzer screen', () => {
  let site: FakeUpstream;
  let testApp: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    site = await startFakeUpstream((request, response) => {
      const pages: Record<string, string> = { '/flowdesk': 'saas-flowdesk.html', '/no-title': 'no-title-landing.html' };
      const page = pages[request.path];
      if (page) {
        reply(response, 200, fixture(page), { 'content-type': 'text/html; charset=utf-8' });
      } else {
        reply(response, 404, 'Not found', { 'content-type': 'text/html' });
      }
    });
    testApp = await startTestApp({ OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${new URL(site.url).port}` }, { serveWeb: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await site?.close();
  });

  const storedCount = async () => {
    const rows = await testApp.orm.em.fork().getConnection().execute('select count(*)::int as n from website_analysis');
    return rows[0].n as number;
  };
  const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
  const openAnalyzer = async () => {
    const opened = await openPage(browser, DESKTOP_VIEWPORT);
    await openTakenOver(opened.page, `${testApp.baseUrl}/website-analyzer`);
    await opened.page.getByRole('heading', { level: 2, name: 'Previous Analyses' }).waitFor();
    return opened;
  };
  const analyzeWith = async (page: Page, url: string) => {
    await page.getByLabel('Website URL').fill(url);
    await page.getByLabel('Website URL').press('Enter');
  };

  it('should analyze a site, generate ideas, list previous analyses and load one back', async () => {
    const { page, errors } = await openAnalyzer();
    const input = page.getByLabel('Website URL');
    await expect(input.getAttribute('placeholder')).resolves.toBe('https://www.example.com');

    // Analyze with Enter: the results card, the toast and the refreshed list.
    await analyzeWith(page, `${site.url}/flowdesk`);
    await toasts(page).getByText('Analysis Complete', { exact: true }).waitFor();
    await toasts(page).getByText('Website analysis completed successfully!').waitFor();
    const results = page.getByTestId('analysis-results');
    await results.getByRole('heading', { name: FLOWDESK_TITLE }).waitFor();
    await results.getByRole('link', { name: `${site.url}/flowdesk` }).waitFor();
    await results
      .getByText('Flowdesk is the work management platform that helps teams plan, track and ship projects. Start a free trial today.')
      .waitFor();
    await results.getByText('SaaS / Software').waitFor();
    await results.getByText('Businesses and teams choosing software (B2B)', { exact: false }).waitFor();
    await results.getByText('Ship projects faster with your whole team').waitFor();
    const [stored] = (await (await fetch(`${testApp.baseUrl}/api/website-analysis`)).json()) as WebsiteAnalysis[];
    const previous = page.getByTestId('previous-analyses');
    await previous.getByRole('button', { name: FLOWDESK_BUTTON }).first().waitFor();
    await previous
      .getByText(longDate.format(new Date(stored.createdAt)))
      .first()
      .waitFor();

    // Generate Campaign Ideas: its own pending state, then every field of every idea.
    await results.getByRole('button', { name: 'Generate Campaign Ideas' }).click();
    await toasts(page).getByText('Campaign Ideas Generated', { exact: true }).waitFor();
    const expectedIdeas = (await (
      await fetch(`${testApp.baseUrl}/api/website-analysis/${stored.id}/generate-ideas`, { method: 'POST' })
    ).json()) as WebsiteCampaignIdea[];
    await toasts(page).getByText(`Successfully generated ${expectedIdeas.length} campaign ideas.`).waitFor();
    const ideaCards = page.getByTestId('website-idea');
    await expect(ideaCards.count()).resolves.toBe(expectedIdeas.length);
    const first = ideaCards.first();
    const idea = expectedIdeas[0];
    await first.getByRole('heading', { name: idea.title }).waitFor();
    await expect(first.getByTestId('generated-by').textContent()).resolves.toContain('Offline draft (built-in templates)');
    for (const text of [
      idea.description,
      idea.prCategory,
      `Difficulty: ${idea.difficulty}`,
      `Timeline: ${idea.timeline}`,
      idea.storyDelivery,
      idea.dataSources,
      idea.newsHook,
      idea.requiredAssets,
    ]) {
      await first.getByText(text).first().waitFor();
    }
    for (const text of [...idea.implementationSteps, ...idea.targetPublications]) {
      await first.getByRole('listitem').filter({ hasText: text }).first().waitFor();
    }
    for (const label of ['Story Delivery', 'News Hook', 'Data Sources', 'Implementation Steps', 'Target Publications', 'Required Assets']) {
      await first.getByText(label, { exact: true }).waitFor();
    }

    // A page without a title: "No title found" in the results, its url in the list.
    await analyzeWith(page, `${site.url}/no-title`);
    await results.getByRole('heading', { name: 'No title found' }).waitFor();
    await previous
      .getByRole('button', { name: `${site.url}/no-title`, exact: false })
      .first()
      .waitFor();
    await expect(ideaCards.count()).resolves.toBe(0);
    await expect(previous.getByRole('listitem').count()).resolves.toBe(await storedCount());

    // Clicking a past analysis loads it into the results.
    await previous.getByRole('button', { name: FLOWDESK_BUTTON }).first().click();
    await results.getByRole('heading', { name: FLOWDESK_TITLE }).waitFor();

    // Generate Ideas on a list item loads that analysis and shows its ideas.
    await previous
      .getByRole('listitem')
      .filter({ hasText: `${site.url}/no-title` })
      .first()
      .getByRole('button', { name: 'Generate Ideas' })
      .click();
    await results.getByRole('heading', { name: 'No title found' }).waitFor();
    await toasts(page).getByText('Campaign Ideas Generated', { exact: true }).waitFor();
    await ideaCards.first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('should show the pending labels while analyzing and while generating ideas', async () => {
    const { page } = await openAnalyzer();
    let release: () => void = () => undefined;
    const hold = () =>
      new Promise<void>((resolve) => {
        release = resolve;
      });
    let analyzeHeld = hold();
    await page.route('**/api/website-analysis', async (route) => {
      if (route.request().method() === 'POST') {
        await analyzeHeld;
      }
      await route.continue();
    });
    await analyzeWith(page, `${site.url}/flowdesk`);
    const pendingAnalyze = page.getByRole('button', { name: 'Analyzing...' });
    await pendingAnalyze.waitFor();
    await expect(pendingAnalyze.isDisabled()).resolves.toBe(true);
    release();
    await page.getByRole('button', { name: 'Analyze', exact: true }).waitFor();

    analyzeHeld = hold();
    await page.route('**/generate-ideas', async (route) => {
      await analyzeHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Generate Campaign Ideas' }).click();
    const pendingGenerate = page.getByTestId('analysis-results').getByRole('button', { name: 'Generating Ideas...' });
    await pendingGenerate.waitFor();
    await expect(pendingGenerate.isDisabled()).resolves.toBe(true);
    release();
    await page.getByTestId('website-idea').first().waitFor();
    await page.context().close();
  });

  it('should fill the screen with a spinner while the previous analyses load', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT);
    let releaseList: () => void = () => undefined;
    const listHeld = new Promise<void>((resolve) => {
      releaseList = resolve;
    });
    await page.route('**/api/website-analysis', async (route) => {
      await listHeld;
      await route.continue();
    });
    // Opened by its address, the screen comes rendered with its analyses; moved to in the app, it asks for them.
    await openInApp(page, testApp.baseUrl, '/website-analyzer');
    await page.getByRole('status').filter({ hasText: 'Loading previous analyses...' }).waitFor();
    await expect(page.getByLabel('Website URL').count()).resolves.toBe(0);
    releaseList();
    await page.getByLabel('Website URL').waitFor();
    await page.getByRole('status').filter({ hasText: 'Loading previous analyses...' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  describe('when the URL is not usable', () => {
    it.each([
      ['empty', '', 'URL Required', 'Please enter a website URL to analyze.'],
      ['whitespace', '   ', 'URL Required', 'Please enter a website URL to analyze.'],
      ['not a URL', 'not a website', 'Invalid URL', 'Please enter a valid website URL.'],
    ])('should show the validation toast for %s input and send nothing', async (_case, value, title, description) => {
      const { page } = await openAnalyzer();
      const before = await storedCount();
      let posted = false;
      page.on('request', (request) => {
        posted ||= request.method() === 'POST' && request.url().includes('/api/website-analysis');
      });
      await analyzeWith(page, value);
      await toasts(page).getByText(title, { exact: true }).waitFor();
      await toasts(page).getByText(description).waitFor();
      expect(posted).toBe(false);
      expect(await storedCount()).toBe(before);
      await page.context().close();
    });

    it('should send an address without a scheme to the server instead of calling it invalid', async () => {
      const { page } = await openAnalyzer();
      const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/website-analysis'));
      // The server reads it as https://; the fake site speaks plain http, so the analysis itself fails.
      await analyzeWith(page, `${new URL(site.url).host}/flowdesk`);
      expect((await posted).postDataJSON()).toEqual({ url: `${new URL(site.url).host}/flowdesk` });
      await toasts(page).getByText('Analysis Failed', { exact: true }).waitFor();
      await expect(toasts(page).getByText('Invalid URL').count()).resolves.toBe(0);
      await page.context().close();
    });

    it('should show the server message when the analysis is refused', async () => {
      const { page } = await openAnalyzer();
      await page.getByLabel('Website URL').fill('http://169.254.169.254/latest/meta-data/');
      await page.getByRole('button', { name: 'Analyze' }).click();
      await toasts(page).getByText('Analysis Failed', { exact: true }).waitFor();
      await toasts(page).getByText('That address points to a cloud metadata service, which Trendjack is not allowed to reach.').waitFor();
      await page.context().close();
    });
  });
});
