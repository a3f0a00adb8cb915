/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { DESKTOP_VIEWPORT, launchBrowser, openPage, openTakenOver, waitForScreen } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

const LINKED_STORY = {
  title: 'City trials a four-day week for council staff',
  url: 'https://news.example.org/uk/four-day-week-trial-2231',
};
const UNLINKED_STORY_TITLE = 'Commuters rate their bus routes in a new survey';

describe('Angles, pitches and saved angles', () => {
  let testApp: TestApp;
  let browser: Browser;
  let nintendoId: number | undefined;

  beforeAll(async () => {
    testApp = await startTestApp({}, { serveWeb: true });
    [, nintendoId] = await insertTrendingItems(testApp.orm, [
      { title: 'UK households cut energy use by 12% as bills rise for a third winter', prScore: 88 },
      {
        title: 'Nintendo confirms Switch 2 sold 10 million units in its first month',
        prScore: 75,
        source: 'news',
        publication: 'BBC News',
      },
    ]);
    // Two stories with angles of their own for sharing: one with a link, one without.
    const shareIds = await insertTrendingItems(testApp.orm, [
      { title: LINKED_STORY.title, source: 'news', publication: 'The Test Times', sourceUrl: LINKED_STORY.url, prScore: 50 },
      { title: UNLINKED_STORY_TITLE, source: 'news', publication: 'The Test Times', sourceUrl: null, prScore: 40 },
    ]);
    for (const id of shareIds) {
      await fetch(`${testApp.baseUrl}/api/trending/${id}/generate-angles`, { method: 'POST' });
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  it('should generate angles, save one, show it in Saved Angles, remove it and bring it back', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT, CLIPBOARD);
    await openTakenOver(page, testApp.baseUrl);
    const firstRow = page.getByTestId('trending-row').first();
    await firstRow.getByText('No angles available yet').waitFor();

    await page.getByRole('button', { name: 'Generate more' }).click();
    await page
      .getByText(/^Successfully generated \d+ PR angles\.$/)
      .first()
      .waitFor();
    await expect(firstRow.getByTestId('angle').count()).resolves.toBe(2);
    const savedAngleText = await firstRow.getByTestId('angle').first().locator('p').first().innerText();

    await firstRow.getByRole('button', { name: 'Save this angle' }).first().click();
    await page.getByText('The PR angle has been saved to your collection.').first().waitFor();
    await firstRow.getByText(savedAngleText).waitFor({ state: 'detached' });

    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Saved Angles' }).click();
    const card = page.getByTestId('saved-angle');
    await card.getByText(savedAngleText).waitFor();
    await card.getByText(/^Saved on [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();

    await card.getByRole('button', { name: 'Remove saved angle' }).click();
    await page.getByText('The angle has been removed from your saved items and will reappear in the main list.').first().waitFor();
    await page.getByText('No Saved Angles Yet').waitFor();
    // Closing the toast ends the Undo window: the removal is sent then.
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('button', { name: 'Close' })
      .click();

    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Trending Topics' }).click();
    await page.getByText(savedAngleText).first().waitFor();
    await page.context().close();
  });

  it('should draft a pitch email and copy its subject and body', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT, CLIPBOARD);
    await openTakenOver(page, testApp.baseUrl);
    const firstRow = page.getByTestId('trending-row').first();
    await firstRow.getByTestId('angle').first().waitFor();
    await firstRow.getByRole('button', { name: 'Generate pitch email' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Pitch Email Draft' });
    await dialog.waitFor();
    for (const heading of ['Subject Line', 'Email Body', 'Target Publications', 'Key Contacts']) {
      await dialog.getByRole('heading', { name: heading }).waitFor();
    }
    const subject = await dialog.getByTestId('pitch-subject').innerText();
    const body = await dialog.getByTestId('pitch-body').innerText();
    await dialog.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await page.getByText('Copied to clipboard').first().waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${subject}\n\n${body}`);
    await page.context().close();
  });

  it('should analyze an angle headline on the Headline Analyzer, for its story', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT, CLIPBOARD);
    await openTakenOver(page, testApp.baseUrl);
    const firstRow = page.getByTestId('trending-row').first();
    await firstRow.getByTestId('angle').first().waitFor();
    await firstRow.getByRole('button', { name: 'Analyze this headline' }).first().click();
    await page.waitForURL(/\/headline-analyzer\?headline=.+&itemId=\d+$/);
    // The page names the story the alternatives are written for, and a reload keeps it.
    await page.getByText('Rewriting for the story:').waitFor();
    await page.reload();
    await page.getByText('Rewriting for the story:').waitFor();
    await page.context().close();
  });

  it('should copy a link from the share popover', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT, CLIPBOARD);
    await openTakenOver(page, testApp.baseUrl);
    const firstRow = page.getByTestId('trending-row').first();
    await firstRow.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('Share this content').waitFor();
    for (const name of ['Share on X', 'Share on Facebook', 'Share on LinkedIn', 'Share on Reddit', 'Email']) {
      await page.getByRole('link', { name }).waitFor();
    }
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied!').first().waitFor();
    await page.context().close();
  });

  it("should share an angle with its story's own link: Copy link and the share targets", async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT, CLIPBOARD);
    await openTakenOver(page, testApp.baseUrl);
    const row = page.getByTestId('trending-row').filter({ hasText: LINKED_STORY.title });
    await row.getByTestId('angle').first().waitFor();
    await row.getByRole('button', { name: 'Share this angle' }).first().click();
    const panel = page.locator('[id^="headlessui-popover-panel"]');
    await panel.getByText('Share this content').waitFor();
    for (const name of ['Share on X', 'Share on Facebook', 'Share on LinkedIn', 'Share on Reddit', 'Email']) {
      await expect(panel.getByRole('link', { name }).getAttribute('href')).resolves.toContain(encodeURIComponent(LINKED_STORY.url));
    }
    await panel.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied!').first().waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(LINKED_STORY.url);
    await page.context().close();
  });

  it('should share an angle as text that names the story when the story has no link', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT, CLIPBOARD);
    await openTakenOver(page, testApp.baseUrl);
    const row = page.getByTestId('trending-row').filter({ hasText: UNLINKED_STORY_TITLE });
    await row.getByTestId('angle').first().waitFor();
    await row.getByRole('button', { name: 'Share this angle' }).first().click();
    const panel = page.locator('[id^="headlessui-popover-panel"]');
    await expect(panel.getByRole('link', { name: 'Share on X' }).getAttribute('href')).resolves.toContain(
      encodeURIComponent(UNLINKED_STORY_TITLE),
    );
    await expect(panel.getByRole('button', { name: 'Copy link' }).count()).resolves.toBe(0);
    await panel.getByRole('button', { name: 'Copy text' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`Story: ${UNLINKED_STORY_TITLE}`);
    expect(copied).not.toContain('http');
    await page.context().close();
  });

  /** Saves the first angle of the stored story with this title through the API, as the bookmark button does. */
  async function saveFirstAngleOf(title: string): Promise<{ angle: { id: number; angle: string }; saved: { id: number } }> {
    const stories = (await (await fetch(`${testApp.baseUrl}/api/trending`)).json()) as { id: number; title: string }[];
    const story = stories.find((item) => item.title === title)!;
    const [angle] = (await (await fetch(`${testApp.baseUrl}/api/trending/${story.id}/angles`)).json()) as { id: number; angle: string }[];
    const saved = (await (
      await fetch(`${testApp.baseUrl}/api/saved-items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ trendingItemId: story.id, userId: 1, prAngleId: angle!.id }),
      })
    ).json()) as { id: number };
    return { angle: angle!, saved };
  }

  it("should share a saved angle with its story's own link", async () => {
    const { angle, saved } = await saveFirstAngleOf(LINKED_STORY.title);

    const { page } = await openPage(browser, DESKTOP_VIEWPORT, CLIPBOARD);
    await page.goto(`${testApp.baseUrl}/saved-angles`);
    await waitForScreen(page, 'Saved Angles');
    const card = page.getByTestId('saved-angle').filter({ hasText: angle.angle });
    await card.getByRole('button', { name: 'Share this angle' }).click();
    const panel = page.locator('[id^="headlessui-popover-panel"]');
    await expect(panel.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).resolves.toContain(
      encodeURIComponent(LINKED_STORY.url),
    );
    await panel.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(LINKED_STORY.url);

    await fetch(`${testApp.baseUrl}/api/saved-items/${saved.id}`, { method: 'DELETE' });
    await page.context().close();
  });

  it('should bring a removed saved angle back with Undo, and remove nothing', async () => {
    const { angle, saved } = await saveFirstAngleOf(LINKED_STORY.title);
    const savedIds = async () =>
      ((await (await fetch(`${testApp.baseUrl}/api/saved-items`)).json()) as { id: number }[]).map((item) => item.id);

    const { page } = await openPage(browser, DESKTOP_VIEWPORT, CLIPBOARD);
    await page.goto(`${testApp.baseUrl}/saved-angles`);
    await waitForScreen(page, 'Saved Angles');
    const card = page.getByTestId('saved-angle').filter({ hasText: angle.angle });
    await card.getByRole('button', { name: 'Remove saved angle' }).click();
    const region = page.getByRole('region', { name: /^Notifications/ });
    await region.getByText('The angle has been removed from your saved items and will reappear in the main list.').waitFor();
    await card.waitFor({ state: 'detached' });

    await region.getByRole('button', { name: 'Undo' }).click();
    await card.waitFor();
    await region.getByText('Angle removed').waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    await expect(savedIds()).resolves.toContain(saved.id);

    await fetch(`${testApp.baseUrl}/api/saved-items/${saved.id}`, { method: 'DELETE' });
    await page.context().close();
  });

  it('should create a campaign idea from the story the user picks', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT, CLIPBOARD);
    await openTakenOver(page, testApp.baseUrl);
    await page.getByTestId('trending-row').first().waitFor();
    const story = page.getByLabel('Story');
    // The best-scoring story is offered first; the user picks another.
    await expect(story.locator('option:checked').textContent()).resolves.toBe(
      'UK households cut energy use by 12% as bills rise for a third winter',
    );
    await story.selectOption({ label: 'Nintendo confirms Switch 2 sold 10 million units in its first month' });
    const request = page.waitForRequest((sent) => sent.url().endsWith('/generate-campaign'));
    await page.getByRole('button', { name: 'Create Campaign Ideas' }).click();
    expect(new URL((await request).url()).pathname).toBe(`/api/trending/${nintendoId}/generate-campaign`);
    await page.getByText('Successfully generated a new campaign idea.').first().waitFor();
    const card = page.getByTestId('campaign-card').first();
    await card.getByText('Suggested Headlines').waitFor();
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This campaign idea has been saved.').first().waitFor();
    await page.context().close();
  });
});
