/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { Client, ClientInput, UserPreferences } from '../../src/contracts/clients.contract.js';
import type { TrendingItem } from '../../src/contracts/trending.contract.js';
import type { WebsiteAnalysis } from '../../src/contracts/website.contract.js';
import { type FakeUpstream, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { DESKTOP_VIEWPORT, launchBrowser, MOBILE_VIEWPORT, openPage, openTakenOver, waitForScreen } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';
import { okJsonApi } from '../support/json-api.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fixture = (name: string) => readFileSync(new URL(`../../src/modules/website/fixtures/${name}`, import.meta.url), 'utf8');

const ENERGY_STORY = 'Energy prices: UK households face record winter bills as price cap rises';
const HEATING_STORY = 'Smart meters show UK homes cutting heating to save on energy bills';
const FOOTBALL_STORY = 'Local football club wins the cup after extra time';
const AVOIDED_STORY = 'New gambling app tops the download charts in Britain';

/** A profile the seeded stories fit well (energy, the UK, a spokesperson on energy prices), avoiding gambling. */
const ACME: ClientInput = {
  name: 'Acme Energy',
  website: 'https://acme-energy.example',
  sector: 'home energy',
  description: 'Smart meters and fair tariffs for homes across the UK.',
  markets: ['GB'],
  languages: ['en'],
  spokespeople: [
    {
      name: 'Jane Doe',
      title: 'Head of Research',
      expertise: ['energy prices', 'household bills'],
      bio: 'Economist.',
      email: null,
    },
  ],
  assets: ['Smart-meter readings from 40,000 UK homes'],
  messages: ['Fair energy bills'],
  avoidTopics: ['gambling'],
  competitors: [],
  tone: 'plain-spoken',
  boilerplate: 'About Acme Energy.',
  contact: { name: 'Press office', email: 'press@acme-energy.example', phone: '' },
};

describe('Clients', () => {
  let site: FakeUpstream;
  let testApp: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    site = await startFakeUpstream((request, response) => {
      if (request.path === '/flowdesk') reply(response, 200, fixture('saas-flowdesk.html'), { 'content-type': 'text/html; charset=utf-8' });
      else reply(response, 404, 'Not found', { 'content-type': 'text/html' });
    });
    testApp = await startTestApp(
      { RATE_LIMIT_PER_MINUTE: '100000', OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${new URL(site.url).port}` },
      { serveWeb: true },
    );
    await insertTrendingItems(testApp.orm, [
      {
        title: ENERGY_STORY,
        content: 'Households in the UK brace for higher energy prices this winter.',
        prScore: 60,
        subreddit: 'unitedkingdom',
      },
      { title: FOOTBALL_STORY, content: 'Fans celebrated late into the night.', prScore: 90, subreddit: 'soccer' },
      { title: AVOIDED_STORY, content: 'The gambling app climbed past social networks.', prScore: 80, subreddit: 'technology' },
      { title: HEATING_STORY, content: 'Energy bills push households to turn the heating down.', prScore: 50, subreddit: 'unitedkingdom' },
    ]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await site?.close();
  }, 60_000);

  const api = okJsonApi(() => testApp.baseUrl);

  // Every test starts with no client and none chosen, whatever ran before it.
  beforeEach(async () => {
    await api('/api/preferences', 'PUT', { clientId: null });
    for (const client of await api<Client[]>('/api/clients')) await api(`/api/clients/${client.id}`, 'DELETE');
  });

  const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
  const switcher = (page: Page) => page.getByRole('combobox', { name: 'Working for' });
  const row = (page: Page, title: string) => page.getByTestId('trending-row').filter({ hasText: title });
  /** Waits until every switcher on the page (sidebar and header) shows the choice: '' is No client. */
  const expectChosen = async (page: Page, value: string) => {
    await page.waitForFunction(
      (expected) =>
        Array.from(document.querySelectorAll<HTMLSelectElement>('[data-testid="client-switcher"]')).every(
          (select) => select.value === expected && select.options.length > 1,
        ),
      value,
    );
  };
  const choose = async (page: Page, label: string) => {
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/preferences') && response.request().method() === 'PUT');
    await switcher(page).selectOption({ label });
    expect((await saved).ok()).toBe(true);
  };

  describe('Clients screen', () => {
    it('should create a client with every kind of field, list it, say what the server refuses, edit it and delete it after asking', async () => {
      const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
      await page.goto(`${testApp.baseUrl}/clients`);
      await waitForScreen(page, 'Clients');
      await page.getByRole('heading', { name: 'No clients yet' }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).waitFor();

      await page.getByRole('button', { name: 'New client' }).click();
      const form = page.getByRole('dialog', { name: 'New client' });
      await form.getByLabel('Name', { exact: true }).fill('Acme Energy');
      await form.getByLabel('Website').fill('https://acme-energy.example');
      await form.getByLabel('Sector').fill('home energy');
      await form.getByLabel('Description').fill('Smart meters and fair tariffs.');
      await form.getByText('30/1000').waitFor();
      // Markets: a typed code becomes a chip at Enter or a comma, named in words; "uk" reads as GB.
      const markets = form.getByLabel('Markets', { exact: true });
      await markets.fill('uk');
      await markets.press('Enter');
      await markets.pressSequentially('ie,');
      await form.getByRole('list', { name: 'Markets added' }).getByText('United Kingdom').waitFor();
      await form.getByRole('list', { name: 'Markets added' }).getByText('Ireland').waitFor();
      const languages = form.getByLabel('Languages', { exact: true });
      await languages.fill('en');
      await languages.press('Enter');
      await form.getByRole('list', { name: 'Languages added' }).getByText('English').waitFor();
      // Two spokespeople rows, one removed again.
      await form.getByRole('button', { name: 'Add spokesperson' }).click();
      await form.getByRole('button', { name: 'Add spokesperson' }).click();
      await expect(form.getByTestId('spokesperson-row').count()).resolves.toBe(2);
      await form.getByRole('button', { name: 'Remove Spokesperson 2' }).click();
      const person = form.getByTestId('spokesperson-row');
      await person.getByLabel('Name').fill('Jane Doe');
      await person.getByLabel('Title').fill('Head of Research');
      await person.getByLabel('Expertise').fill('energy prices,  household bills ,');
      await person.getByLabel('Bio').fill('Economist, ten years at the regulator.');
      await person.getByLabel('E-mail (optional)').fill('jane@acme-energy.example');
      await form.getByLabel('Own data and assets').fill('Smart-meter readings from 40,000 UK homes\n\nA survey of 2,000 renters');
      await form.getByLabel('Products and key messages').fill('Fair energy bills');
      const avoid = form.getByLabel('Topics to avoid', { exact: true });
      await avoid.fill('gambling');
      await avoid.press('Enter');
      await avoid.fill('"payday loans"');
      await avoid.press('Enter');
      await form.getByLabel('Competitors').fill('Octo Power');
      await form.getByLabel('Tone').fill('plain-spoken and warm');
      await form.getByLabel('Boilerplate').fill('About Acme Energy: fair energy for every home.');
      await form.getByLabel('Contact name').fill('Press office');
      await form.getByLabel('Contact e-mail').fill('press@acme-energy.example');
      await form.getByLabel('Contact phone').fill('+44 20 7946 0000');
      await form.getByRole('button', { name: 'Create client' }).click();

      await toasts(page).getByText('Client Created', { exact: true }).waitFor();
      await form.waitFor({ state: 'detached' });
      const card = page.getByTestId('client-card').filter({ hasText: 'Acme Energy' });
      await card.getByText('home energy').waitFor();
      await card.getByText('United Kingdom, Ireland').waitFor();
      await card.getByText('1 spokesperson').waitFor();
      const [stored] = await api<Client[]>('/api/clients');
      expect(stored).toMatchObject({
        name: 'Acme Energy',
        website: 'https://acme-energy.example/',
        sector: 'home energy',
        description: 'Smart meters and fair tariffs.',
        markets: ['GB', 'IE'],
        languages: ['en'],
        spokespeople: [
          {
            name: 'Jane Doe',
            title: 'Head of Research',
            expertise: ['energy prices', 'household bills'],
            bio: 'Economist, ten years at the regulator.',
            email: 'jane@acme-energy.example',
          },
        ],
        assets: ['Smart-meter readings from 40,000 UK homes', 'A survey of 2,000 renters'],
        messages: ['Fair energy bills'],
        avoidTopics: ['gambling', '"payday loans"'],
        competitors: ['Octo Power'],
        tone: 'plain-spoken and warm',
        boilerplate: 'About Acme Energy: fair energy for every home.',
        contact: { name: 'Press office', email: 'press@acme-energy.example', phone: '+44 20 7946 0000' },
      });

      // A name another client has: the server's 409 is said under the name, which gets the focus.
      await page.getByRole('button', { name: 'New client' }).click();
      const second = page.getByRole('dialog', { name: 'New client' });
      await second.getByLabel('Name', { exact: true }).fill('acme energy');
      await second.getByLabel('Markets', { exact: true }).fill('GB');
      await second.getByRole('button', { name: 'Create client' }).click();
      await second.locator('#client-name-error').waitFor();
      await expect(second.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('client-name');
      await second.getByRole('button', { name: 'Cancel' }).click();
      await expect(api<Client[]>('/api/clients')).resolves.toHaveLength(1);

      // Edit: a field only the server checks (the tone's length) is refused in its words, under the field.
      await card.getByRole('button', { name: 'Edit Acme Energy' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Acme Energy' });
      await expect(edit.getByLabel('Sector').inputValue()).resolves.toBe('home energy');
      await edit.getByLabel('Tone').fill('warm '.repeat(60));
      await edit.getByRole('button', { name: 'Save changes' }).click();
      const toneError = edit.locator('#client-tone-error');
      await toneError.waitFor();
      await expect(toneError.textContent()).resolves.toMatch(/^Tone/);
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('client-tone');
      await edit.getByLabel('Tone').fill('plain-spoken');
      await edit.getByLabel('Sector').fill('energy supply');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await toasts(page).getByText('Client Saved', { exact: true }).waitFor();
      await card.getByText('energy supply').waitFor();

      // Delete asks first; Cancel keeps the client.
      await card.getByRole('button', { name: 'Delete Acme Energy' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Acme Energy?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(api<Client[]>('/api/clients')).resolves.toHaveLength(1);
      await card.getByRole('button', { name: 'Delete Acme Energy' }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toasts(page).getByText('Client Deleted', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'No clients yet' }).waitFor();
      await expect(api<Client[]>('/api/clients')).resolves.toHaveLength(0);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should open the new-client form filled with the draft of a website analysis', async () => {
      const analysis = await api<WebsiteAnalysis>('/api/website-analysis', 'POST', { url: `${site.url}/flowdesk` });
      const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
      await openTakenOver(page, `${testApp.baseUrl}/website-analyzer`);
      await page
        .getByTestId('previous-analyses')
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(analysis.title ?? analysis.url)}`) })
        .first()
        .click();
      const drafted = page.waitForResponse((response) => response.url().endsWith(`/api/clients/from-analysis/${analysis.id}`));
      await page.getByTestId('analysis-results').getByRole('button', { name: 'Create client' }).click();
      const draft = (await (await drafted).json()) as ClientInput;

      await page.waitForURL(`${testApp.baseUrl}/clients`);
      const form = page.getByRole('dialog', { name: 'New client' });
      await form.getByText('Drafted from the website analysis', { exact: false }).waitFor();
      await expect(form.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe(draft.name);
      await expect(form.getByLabel('Website').inputValue()).resolves.toBe(draft.website ?? '');
      await expect(form.getByLabel('Sector').inputValue()).resolves.toBe(draft.sector ?? '');
      await expect(form.getByLabel('Description').inputValue()).resolves.toBe(draft.description ?? '');
      await expect(form.getByLabel('Products and key messages').inputValue()).resolves.toBe((draft.messages ?? []).join('\n'));
      if (draft.markets.length === 0) {
        await form.getByLabel('Markets', { exact: true }).fill('GB');
      }
      await form.getByRole('button', { name: 'Create client' }).click();
      await toasts(page).getByText('Client Created', { exact: true }).waitFor();
      await page.getByTestId('client-card').filter({ hasText: draft.name }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });

  describe('Client switcher and the dashboard', () => {
    it('should remember the chosen client on the server and score every story for it, avoided ones hidden behind Show', async () => {
      const acme = await api<Client>('/api/clients', 'POST', ACME);
      const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
      await openTakenOver(page, testApp.baseUrl);
      await row(page, FOOTBALL_STORY).waitFor();
      // No client: no fit, no Fit sort, every story listed.
      await expect(page.getByTestId('fit-badge').count()).resolves.toBe(0);
      await expect(page.locator('#sort-by option').allTextContents()).resolves.toEqual(['PR Score', 'Newest', 'Engagement', 'Growth']);
      await row(page, AVOIDED_STORY).waitFor();

      await choose(page, 'Acme Energy');
      await expect(api<UserPreferences>('/api/preferences')).resolves.toEqual({ clientId: acme.id });
      await openTakenOver(page);
      await expectChosen(page, String(acme.id));

      // Every listed story has its fit; the reasons are the server's, opened with a click.
      const scored = await api<TrendingItem[]>(`/api/trending?clientId=${acme.id}&includeExcluded=true`);
      const energy = scored.find((item) => item.title === ENERGY_STORY)!;
      await row(page, ENERGY_STORY).getByTestId('fit-badge').waitFor();
      await expect(page.getByTestId('fit-badge').count()).resolves.toBe(await page.getByTestId('trending-row').count());
      const badge = row(page, ENERGY_STORY).getByRole('button', { name: `Fit ${energy.fit!.score} for Acme Energy: show why` });
      await expect(badge.getAttribute('title')).resolves.toBe(energy.fit!.reasons.join('\n'));
      await badge.click();
      const reasons = page.getByTestId('fit-reasons');
      // A popover is made when its trigger is pressed, once its code is there.
      await reasons.waitFor();
      await expect(reasons.getByRole('listitem').allTextContents()).resolves.toEqual(energy.fit!.reasons);
      await page.keyboard.press('Escape');

      // The avoided story is hidden, said in one line, and Show brings it back marked.
      const avoided = page.getByTestId('avoided-line');
      await expect(avoided.textContent()).resolves.toContain('1 hidden: topics Acme Energy avoids');
      await expect(row(page, AVOIDED_STORY).count()).resolves.toBe(0);
      await avoided.getByRole('button', { name: 'Show' }).click();
      await row(page, AVOIDED_STORY).getByTestId('avoided-mark').waitFor();
      await expect(row(page, AVOIDED_STORY).getByTestId('fit-badge').textContent()).resolves.toBe('Fit 0');
      await avoided.getByRole('button', { name: 'Hide' }).click();
      await expect(row(page, AVOIDED_STORY).count()).resolves.toBe(0);

      // Fit joins the sorts and orders the rows best fit first.
      await expect(page.locator('#sort-by option').allTextContents()).resolves.toEqual([
        'PR Score',
        'Newest',
        'Engagement',
        'Growth',
        'Fit',
      ]);
      await page.getByLabel('Sort by').selectOption('fit');
      // The sort is in the URL (issue 29): the list re-renders once the navigation is done.
      await page.waitForURL(/sort=fit/);
      await page.waitForFunction(() => {
        const shown = Array.from(document.querySelectorAll('[data-testid="fit-badge"]'), (node) =>
          Number(node.textContent?.replace('Fit ', '')),
        );
        return shown.length > 1 && shown.every((fit, index) => index === 0 || shown[index - 1]! >= fit);
      });
      const fits = (await page.getByTestId('fit-badge').allTextContents()).map((text) => Number(text.replace('Fit ', '')));
      expect(fits).toEqual([...fits].sort((a, b) => b - a));
      expect(fits[0]).toBeGreaterThan(fits[fits.length - 1]);

      // Back to no client: the fit goes, and the list is the one for no client again.
      await choose(page, 'No client');
      await row(page, AVOIDED_STORY).waitFor();
      await expect(page.getByTestId('fit-badge').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should write angles and a pitch for the chosen client from the dashboard, and fill a brief from it', async () => {
      const acme = await api<Client>('/api/clients', 'POST', ACME);
      await api('/api/preferences', 'PUT', { clientId: acme.id });
      const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
      await openTakenOver(page, testApp.baseUrl);
      const energy = row(page, ENERGY_STORY);
      await energy.getByTestId('fit-badge').waitFor();
      await page.getByRole('button', { name: 'Generate angles' }).click();
      await energy.getByTestId('angle').first().waitFor();
      // Written for Acme: its spokesperson by name, and the card says whom for.
      await expect(energy.getByTestId('angle').first().innerText()).resolves.toContain('Jane Doe (Head of Research, Acme Energy)');
      await energy.getByText('For Acme Energy').first().waitFor();
      const stored = await api<{ clientId: number | null }[]>(
        `/api/trending/${(await api<TrendingItem[]>('/api/trending')).find((item) => item.title === ENERGY_STORY)!.id}/angles?clientId=${acme.id}`,
      );
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.every((angle) => angle.clientId === acme.id)).toBe(true);

      await energy.getByRole('button', { name: 'Generate pitch email' }).first().click();
      const body = page.getByRole('dialog', { name: 'Pitch Email Draft' }).getByTestId('pitch-body');
      await body.waitFor();
      const text = await body.innerText();
      expect(text).toContain('Jane Doe');
      expect(text).toContain('Press office\nAcme Energy\npress@acme-energy.example');
      expect(text).toContain('Notes to editors\nAbout Acme Energy: About Acme Energy.');
      expect(text).not.toContain('[Your');
      await page.keyboard.press('Escape');

      await openTakenOver(page, `${testApp.baseUrl}/idea-forge`);
      await page.getByRole('button', { name: 'Fill from Acme Energy' }).click();
      await expect(page.getByLabel('Brand Name').inputValue()).resolves.toBe('Acme Energy');
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should fall back to No client when the chosen client is deleted', async () => {
      const acme = await api<Client>('/api/clients', 'POST', ACME);
      await api('/api/preferences', 'PUT', { clientId: acme.id });
      const { page } = await openPage(browser, DESKTOP_VIEWPORT);
      await page.goto(`${testApp.baseUrl}/clients`);
      await expectChosen(page, String(acme.id));
      const card = page.getByTestId('client-card').filter({ hasText: 'Acme Energy' });
      await card.getByText('Working for').waitFor();
      await card.getByRole('button', { name: 'Delete Acme Energy' }).click();
      await page.getByRole('dialog', { name: 'Delete Acme Energy?' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('heading', { name: 'No clients yet' }).waitFor();
      await expect(switcher(page).inputValue()).resolves.toBe('');
      await expect(switcher(page).locator('option').allTextContents()).resolves.toEqual(['No client']);
      await page.context().close();
    });

    it('should work on a phone: the switcher in the header, the fit reasons on a tap, the form on the whole screen', async () => {
      const acme = await api<Client>('/api/clients', 'POST', ACME);
      const { page, errors } = await openPage(browser, MOBILE_VIEWPORT);
      await openTakenOver(page, testApp.baseUrl);
      await row(page, FOOTBALL_STORY).waitFor();
      const header = page.getByRole('banner');
      await expect(header.getByRole('combobox', { name: 'Working for' }).isVisible()).resolves.toBe(true);
      await choose(page, 'Acme Energy');
      await expect(api<UserPreferences>('/api/preferences')).resolves.toEqual({ clientId: acme.id });

      const badge = row(page, ENERGY_STORY).getByRole('button', { name: /^Fit \d+ for Acme Energy: show why$/ });
      await badge.click();
      const reasons = page.getByTestId('fit-reasons');
      await reasons.waitFor();
      const box = (await page.locator('[id^="headlessui-popover-panel"]').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
      await page.keyboard.press('Escape');
      await page.getByTestId('avoided-line').getByText('1 hidden: topics Acme Energy avoids').waitFor();

      await page.goto(`${testApp.baseUrl}/clients`);
      await page.getByTestId('client-card').filter({ hasText: 'Acme Energy' }).getByRole('button', { name: 'Edit Acme Energy' }).click();
      const form = page.getByRole('dialog', { name: 'Edit Acme Energy' });
      await form.getByRole('button', { name: 'Save changes' }).waitFor();
      const panel = (await page.locator('[id^="headlessui-dialog-panel"]').boundingBox())!;
      expect(panel.width).toBe(MOBILE_VIEWPORT.width);
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
