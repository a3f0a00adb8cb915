/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import type { OnboardingView } from '../../src/contracts/onboarding.contract.js';
import type { SettingsView } from '../../src/contracts/settings.contract.js';
import { MOBILE_VIEWPORT, openPage, openTakenOver } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

const WIDE_VIEWPORT = { width: 1440, height: 900 };
/** Where screenshots go for a person to look at (not compared by the test). */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? '/tmp';

function checklist(page: Page) {
  return page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Get started', exact: true }) });
}

async function api<T>(baseUrl: string, path: string): Promise<T> {
  return (await (await fetch(`${baseUrl}${path}`)).json()) as T;
}

/** Nothing on the page is wider than the window. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

// AUTH_MODE=none (a loopback HOST, no sign-in): whoever opens the app is an admin, so the list shows.
describe('First-run checklist', () => {
  const suite = browserSuite();

  it('should list the four steps, none done, on a phone at 390 px, and lead to the Azure preset’s own fields', async () => {
    const { page, errors } = await openPage(suite.browser, MOBILE_VIEWPORT);
    await openTakenOver(page, suite.testApp.baseUrl);
    const list = checklist(page);
    await list.getByText('0 of 4 done').waitFor();
    for (const step of ['Connect a model', 'Add Reddit credentials', 'Pick your sources', 'Create a client']) {
      await list.getByText(step, { exact: false }).first().waitFor();
    }
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/onboarding-390.png`, fullPage: false });

    // Azure asks for its own four fields, and no base URL.
    await list.locator('li', { hasText: 'Connect a model' }).getByRole('link', { name: 'Open Settings' }).click();
    const ai = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'AI provider', exact: true }) });
    await ai.getByRole('radio', { name: /Azure OpenAI/ }).check();
    for (const field of ['Resource name', 'Deployment', 'API version', 'API key']) {
      await ai.getByLabel(field).waitFor();
    }
    await expect(ai.getByLabel('API version').inputValue()).resolves.toBe('2024-10-21');
    await expect(ai.getByLabel('Base URL').count()).resolves.toBe(0);
    await expectNoHorizontalOverflow(page);
    await ai.screenshot({ path: `${SCREENSHOT_DIR}/onboarding-azure-390.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('should lead an admin to Settings, where the Ollama preset shows only its fields, tick the step, then go when dismissed', async () => {
    const { page, errors } = await openPage(suite.browser, WIDE_VIEWPORT);
    await openTakenOver(page, suite.testApp.baseUrl);
    let list = checklist(page);
    await list.getByText('0 of 4 done').waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/onboarding-1440.png` });

    await list.locator('li', { hasText: 'Connect a model' }).getByRole('link', { name: 'Open Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const ai = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'AI provider', exact: true }) });
    await ai.getByRole('radio', { name: /Ollama/ }).check();
    await expect(ai.getByLabel('Base URL').inputValue()).resolves.toBe('http://localhost:11434/v1');
    await ai.getByLabel('Model').fill('qwen2.5:7b-instruct');
    for (const absent of ['API key', 'Resource name', 'API version']) {
      await expect(ai.getByLabel(absent).count()).resolves.toBe(0);
    }
    await ai.getByRole('button', { name: 'Test connection' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/onboarding-settings-1440.png` });
    await ai.getByRole('button', { name: 'Save' }).click();
    await page.getByText('AI Provider Saved').first().waitFor();
    await expect(api<SettingsView>(suite.testApp.baseUrl, '/api/settings')).resolves.toMatchObject({
      ai: { provider: 'openai', preset: 'ollama', baseUrl: 'http://localhost:11434/v1', model: 'qwen2.5:7b-instruct', keySet: false },
    });

    // The form reopens on the saved preset.
    await page.reload();
    await expect(ai.getByRole('radio', { name: /Ollama/ }).isChecked()).resolves.toBe(true);

    await openTakenOver(page, suite.testApp.baseUrl);
    list = checklist(page);
    await list.getByText('1 of 4 done').waitFor();
    await list.getByText('Connect a model (done)').waitFor();
    await expect(list.locator('li', { hasText: 'Connect a model' }).getByRole('link').count()).resolves.toBe(0);

    await list.getByRole('button', { name: 'Dismiss' }).click();
    await list.waitFor({ state: 'detached' });
    await expect(api<OnboardingView>(suite.testApp.baseUrl, '/api/onboarding')).resolves.toMatchObject({ dismissed: true });
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Data Sources' }).waitFor();
    await expect(checklist(page).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
