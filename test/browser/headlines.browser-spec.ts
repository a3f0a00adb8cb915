/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, openPage, waitForScreen } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

const HEADLINE = 'Shocking new study reveals the secret of happy remote teams';
const IMPROVABLE_HEADLINE = 'UK inflation rises to 3.8% as food prices jump';

describe('Headline Analyzer', () => {
  const suite = browserSuite();

  const open = async (query = ''): Promise<{ page: Page; errors: string[] }> => {
    const opened = await openPage(suite.browser, DESKTOP_VIEWPORT);
    await opened.page.goto(`${suite.testApp.baseUrl}/headline-analyzer${query}`);
    await waitForScreen(opened.page, 'Headline Analyzer');
    return opened;
  };
  const card = (page: Page, title: string) => page.getByRole('region', { name: title });
  /** A heatmap word (not the copy of it inside its tooltip). */
  const heatmapWord = (page: Page, text: string) =>
    card(page, 'Headline Emotion Heatmap').locator('[data-emotion]').getByText(text, { exact: true });
  /** The tooltip a heatmap word describes itself with. */
  const tooltipOf = async (page: Page, text: string) =>
    page.locator(`[id="${await heatmapWord(page, text).getAttribute('aria-describedby')}"]`);
  const readability = async (page: Page, term: string) =>
    card(page, 'Readability & Structure')
      .locator('div', { has: page.locator('dt', { hasText: term }) })
      .locator('dd')
      .innerText();

  describe('when the address carries a headline', () => {
    it('should prefill the input and run the analysis by itself, reading Analyzing... meanwhile', async () => {
      const { page, errors } = await openPage(suite.browser, DESKTOP_VIEWPORT);
      let releaseAnalysis: () => void = () => undefined;
      const analysisHeld = new Promise<void>((resolve) => (releaseAnalysis = resolve));
      await page.route('**/api/analyze-headline', async (route) => {
        await analysisHeld;
        await route.continue();
      });
      await page.goto(`${suite.testApp.baseUrl}/headline-analyzer?headline=${encodeURIComponent(HEADLINE)}`);

      await expect(page.getByLabel('Headline', { exact: true }).inputValue()).resolves.toBe(HEADLINE);
      const button = page.getByRole('button', { name: 'Analyzing...' });
      await button.waitFor();
      await expect(button.isDisabled()).resolves.toBe(true);
      releaseAnalysis();

      const metrics = card(page, 'Headline Performance Metrics');
      await metrics.waitFor();
      for (const label of ['Emotional Impact', 'Clarity', 'SEO Potential', 'Click-worthiness', 'News Value']) {
        await metrics.getByText(label, { exact: true }).waitFor();
      }
      await expect(metrics.getByText(/^\d+(\.\d)?\/10/).count()).resolves.toBe(5);
      await expect(readability(page, 'Word Count')).resolves.toBe('10');
      await expect(readability(page, 'Character Count')).resolves.toBe(String(HEADLINE.length));
      await card(page, 'Readability & Structure').getByRole('button', { name: 'Improvement Suggestions' }).waitFor();
      await expect(
        card(page, 'Platform Performance Prediction')
          .getByText(/^\d+\.\d\/10$/)
          .count(),
      ).resolves.toBe(4);
      // A strong headline: no rewrite scored as well, and the card says so rather than look unrun.
      const alternatives = card(page, 'Alternative Headlines');
      await alternatives.getByTestId('no-better-alternative').waitFor();
      await expect(alternatives.getByTestId('generated-by').textContent()).resolves.toContain('Offline draft (built-in templates)');
      await page.getByRole('button', { name: 'Analyze Headline' }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });

  describe('the emotion heatmap', () => {
    it("should list a word's emotion percentages in a tooltip on hover, with the dominant emotions and the legend", async () => {
      const { page } = await open(`?headline=${encodeURIComponent(HEADLINE)}`);
      const heatmap = card(page, 'Headline Emotion Heatmap');
      const word = heatmapWord(page, 'Shocking');
      await word.waitFor();
      await expect(word.getAttribute('data-emotion')).resolves.toBe('Surprise');

      await word.hover();
      const tooltip = await tooltipOf(page, 'Shocking');
      await expect(tooltip.getAttribute('role')).resolves.toBe('tooltip');
      await tooltip.waitFor({ state: 'visible' });
      const lines = await tooltip.innerText();
      for (const emotion of ['Curiosity', 'Urgency', 'Surprise', 'Joy', 'Fear', 'Trust', 'Anticipation']) {
        expect(lines).toMatch(new RegExp(`${emotion}\\s+\\d+%`));
      }
      await page.mouse.move(0, 0);
      await tooltip.waitFor({ state: 'hidden' });

      await expect(heatmap.getByRole('heading', { name: 'Dominant Emotions' }).locator('xpath=..').locator('li').count()).resolves.toBe(3);
      await expect(heatmap.getByRole('heading', { name: 'Legend' }).locator('xpath=..').locator('li').allInnerTexts()).resolves.toEqual([
        'Curiosity',
        'Urgency',
        'Surprise',
        'Joy',
        'Fear',
        'Trust',
        'Anticipation',
      ]);
      await page.context().close();
    });

    it('should say the emotion call failed and colour the words by a guess that is the same for the same word', async () => {
      const { page } = await openPage(suite.browser, DESKTOP_VIEWPORT);
      await page.route('**/api/headline/emotion-analysis', (route) =>
        route.fulfill({ status: 500, body: '{"statusCode":500,"message":"boom"}' }),
      );
      await page.goto(
        `${suite.testApp.baseUrl}/headline-analyzer?headline=${encodeURIComponent('Secret plans and the secret of quiet teams')}`,
      );
      const heatmap = card(page, 'Headline Emotion Heatmap');
      await heatmap.getByText('Failed to analyze headline emotions', { exact: false }).waitFor();
      const first = heatmapWord(page, 'Secret');
      const second = heatmapWord(page, 'secret');
      await expect(first.getAttribute('data-emotion')).resolves.toBe('Curiosity');
      await expect(second.getAttribute('data-emotion')).resolves.toBe('Curiosity');
      await first.focus();
      const firstTooltip = await (await tooltipOf(page, 'Secret')).innerText();
      await second.focus();
      const secondTooltip = await (await tooltipOf(page, 'secret')).innerText();
      expect(firstTooltip).toMatch(/Curiosity\s+\d+%/);
      expect(firstTooltip.replace(/^Secret/, '')).toBe(secondTooltip.replace(/^secret/, ''));
      await page.context().close();
    });
  });

  describe('the Fear colour', () => {
    it('should colour a fear word in a hue, unlike the grey of a neutral word', async () => {
      const { page } = await open(`?headline=${encodeURIComponent('Terrified of spiders? A new study has good news')}`);
      const fearWord = heatmapWord(page, 'Terrified');
      await expect(fearWord.getAttribute('data-emotion')).resolves.toBe('Fear');
      await expect(heatmapWord(page, 'of').getAttribute('data-emotion')).resolves.toBe('none');
      /** Max minus min of the RGB channels: near 0 for greys. */
      const chroma = (color: string) => {
        const [red, green, blue] = (color.match(/\d+/g) ?? []).map(Number);
        return Math.max(red!, green!, blue!) - Math.min(red!, green!, blue!);
      };
      const fearBorder = await fearWord.evaluate((node) => getComputedStyle(node).borderBottomColor);
      const neutralBorder = await heatmapWord(page, 'of').evaluate((node) => getComputedStyle(node).borderBottomColor);
      const legendSwatch = await card(page, 'Headline Emotion Heatmap')
        .getByRole('heading', { name: 'Legend' })
        .locator('xpath=..')
        .locator('li', { hasText: 'Fear' })
        .locator('span')
        .evaluate((node) => getComputedStyle(node).backgroundColor);
      expect(chroma(neutralBorder)).toBeLessThan(20);
      expect(chroma(fearBorder)).toBeGreaterThan(80);
      expect(chroma(legendSwatch)).toBeGreaterThan(80);
      await page.context().close();
    });
  });

  describe('the alternatives', () => {
    it('should put a clicked alternative in the input and analyze it', async () => {
      // A headline our own analyzer can improve on: only rewrites that score at least as well are offered.
      const { page } = await open(`?headline=${encodeURIComponent(IMPROVABLE_HEADLINE)}`);
      const alternatives = card(page, 'Alternative Headlines');
      const firstAlternative = alternatives.getByRole('listitem').first().getByRole('button');
      await firstAlternative.waitFor();
      const text = await firstAlternative.innerText();
      expect(text.toLowerCase()).not.toBe(IMPROVABLE_HEADLINE.toLowerCase());
      await expect(alternatives.getByTestId('generated-by').textContent()).resolves.toContain('Offline draft (built-in templates)');

      const analyzed = page.waitForRequest(
        (request) => request.url().endsWith('/api/analyze-headline') && request.postDataJSON().headline === text,
      );
      await firstAlternative.click();
      await analyzed;
      await expect(page.getByLabel('Headline', { exact: true }).inputValue()).resolves.toBe(text);
      await page.waitForFunction((length) => {
        const terms = Array.from(document.querySelectorAll('dt'));
        return terms.find((term) => term.textContent === 'Character Count')?.nextElementSibling?.textContent === String(length);
      }, text.length);
      expect(new URL(page.url()).searchParams.get('headline')).toBe(text);
      await page.context().close();
    });
  });

  describe('the form', () => {
    it('should disable Analyze Headline while the input is empty', async () => {
      const { page } = await open();
      const button = page.getByRole('button', { name: 'Analyze Headline' });
      await expect(button.isDisabled()).resolves.toBe(true);
      await page.getByLabel('Headline', { exact: true }).fill('A headline');
      await expect(button.isEnabled()).resolves.toBe(true);
      await page.getByLabel('Headline', { exact: true }).fill('');
      await expect(button.isDisabled()).resolves.toBe(true);
      await page.context().close();
    });

    it('should refuse a 2-character headline with a toast and no call', async () => {
      const { page } = await open();
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/analyze-headline')) calls.push(request.url());
      });
      await page.getByLabel('Headline', { exact: true }).fill('Hi');
      await page.getByRole('button', { name: 'Analyze Headline' }).click();
      const region = page.getByRole('region', { name: /^Notifications/ });
      await region.getByText('Headline too short').waitFor();
      await region.getByText('Please enter a headline with at least 3 characters.').waitFor();

      await page.getByLabel('Headline', { exact: true }).fill('   ');
      await page.getByRole('button', { name: 'Analyze Headline' }).click();
      await region.getByText('Headline required').waitFor();
      await region.getByText('Please enter a headline to analyze.').waitFor();
      expect(calls).toEqual([]);
      await expect(card(page, 'Headline Performance Metrics').count()).resolves.toBe(0);
      await page.context().close();
    });

    it('should offer three example headlines while nothing is analyzed, and analyze the one picked', async () => {
      const { page } = await open();
      const examples = page.getByRole('region', { name: 'Try an example' }).getByRole('button');
      await expect(examples.count()).resolves.toBe(3);
      const picked = (await examples.first().textContent()) ?? '';
      await examples.first().click();
      await card(page, 'Headline Performance Metrics').waitFor();
      await expect(page.getByLabel('Headline', { exact: true }).inputValue()).resolves.toBe(picked);
      expect(new URL(page.url()).searchParams.get('headline')).toBe(picked);
      await expect(page.getByRole('region', { name: 'Try an example' }).count()).resolves.toBe(0);
      await page.context().close();
    });

    it("should show the server's message when the analysis fails", async () => {
      const { page } = await open();
      await page.getByLabel('Headline', { exact: true }).fill(`${'Long '.repeat(61)}headline`);
      await page.getByRole('button', { name: 'Analyze Headline' }).click();
      const region = page.getByRole('region', { name: /^Notifications/ });
      await region.getByText('Analysis failed').waitFor();
      await region.getByText('Headline too long (at most 300 characters)').waitFor();
      await page.context().close();
    });
  });

  describe('the Share menu', () => {
    it('should link the three networks with the share title and copy the link, reading Copied! for 2 seconds', async () => {
      const { page } = await open(`?headline=${encodeURIComponent(HEADLINE)}`);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.testApp.baseUrl });
      const prediction = card(page, 'Platform Performance Prediction');
      await prediction.getByRole('button', { name: 'Share' }).click();
      const twitter = page.getByRole('link', { name: 'Twitter' });
      await twitter.waitFor();
      const href = decodeURIComponent((await twitter.getAttribute('href')) ?? '');
      expect(href).toMatch(new RegExp(`"${HEADLINE}" scores \\d+/10 in my headline analysis\\.`));
      expect(href).toContain(page.url());
      await expect(twitter.getAttribute('target')).resolves.toBe('_blank');
      await page.getByRole('link', { name: 'LinkedIn' }).waitFor();
      await page.getByRole('link', { name: 'Facebook' }).waitFor();

      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByRole('button', { name: 'Copied!' }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.split('\n')).toEqual([
        expect.stringContaining(`"${HEADLINE}" scores`),
        'Check out this headline analysis from Trendjack.',
        page.url(),
      ]);
      const copiedAt = Date.now();
      await page.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 4000 });
      expect(Date.now() - copiedAt).toBeGreaterThan(1500);
      await page.context().close();
    });
  });
});
