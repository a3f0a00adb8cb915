/// <reference lib="dom" />
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { OneTimeLinkCreated } from '../../src/contracts/auth.contract.js';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { client, signIn, type SignedInClient } from '../support/auth-client.js';
import { launchBrowser, MOBILE_VIEWPORT, openPage, openTakenOver } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { createTestDatabase, startTestApp, type TestApp } from '../support/test-app.js';

type Viewport = { width: number; height: number };

const WIDE_VIEWPORT = { width: 1440, height: 900 };
const VIEWPORTS = [
  ['1440 px', WIDE_VIEWPORT],
  ['390 px', MOBILE_VIEWPORT],
] as const;

const ADMIN = { email: 'ada.lovelace@example.test', password: 'analytical engine 1843' };
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const ASK_ADMIN_FOR_REDDIT = 'Ask an admin to update the Reddit credentials in Settings.';

const isMobile = (viewport: Viewport) => viewport.width < 768;

function card(page: Page, title: string) {
  return page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

function toastRegion(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ });
}

/** Nothing on the page is wider than the window. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The sign-in screen: the whole window, without the app's sidebar, header or bottom bar. */
async function expectSignInScreen(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  expect(await page.getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0);
  expect(await page.getByRole('navigation', { name: 'Bottom navigation' }).count()).toBe(0);
}

async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Where the profile footer is: the sidebar from md up, the drawer (opened here) below. */
async function profileArea(page: Page, viewport: Viewport) {
  if (isMobile(viewport)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByTestId('mobile-drawer');
  }
  return page.getByRole('complementary', { name: 'Sidebar' });
}

async function expectProfile(page: Page, viewport: Viewport, initials: string, name: string, role: string): Promise<void> {
  const area = await profileArea(page, viewport);
  await expect(area.getByTestId('profile-initials').innerText()).resolves.toBe(initials);
  await expect(area.getByTestId('profile-name').innerText()).resolves.toBe(name);
  await expect(area.getByTestId('profile-role').innerText()).resolves.toBe(role);
  expect(await area.getByText('PR Professional').count()).toBe(0);
  if (isMobile(viewport)) {
    await page.getByRole('button', { name: 'Close menu' }).click();
  }
}

/** Opens the profile menu (in the drawer on small screens) and picks an item. */
async function pickProfileMenuItem(page: Page, viewport: Viewport, item: 'Change password' | 'Sign out'): Promise<void> {
  const area = await profileArea(page, viewport);
  await area.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A client-side move to another screen (no reload), through the links a person would use. */
async function goToSavedAngles(page: Page, viewport: Viewport): Promise<void> {
  const link = isMobile(viewport)
    ? page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('link', { name: 'Saved' })
    : page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Saved Angles' });
  await link.click();
}

/** The link as shown, opened on this test server (the app's PUBLIC_URL is its default, localhost:3000). */
function onTestServer(link: string, baseUrl: string): string {
  const shown = new URL(link);
  return `${baseUrl}${shown.pathname}${shown.search}`;
}

/** An invited member made through the API (the UI's invitation has a test of its own): signed in as a client. */
async function createMember(
  testApp: TestApp,
  admin: SignedInClient,
  email: string,
  name: string,
  password: string,
): Promise<SignedInClient> {
  const invited = await admin.call('POST', '/api/users/invites', { email, role: 'member' });
  expect(invited.status).toBe(201);
  const { link } = (await invited.json()) as OneTimeLinkCreated;
  const token = new URL(link).searchParams.get('token');
  const member = client(testApp.baseUrl);
  const redeemed = await member.call('POST', `/api/auth/links/${token}`, { name, password });
  expect(redeemed.status).toBe(200);
  return member;
}

describe('Sign-in in the browser (AUTH_MODE=local)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('signing in, inviting a member and what a member sees', () => {
    let upstream: FakeUpstream;
    let testApp: TestApp;

    beforeAll(async () => {
      // X's trend page and the news feed work; Reddit has no credentials, so a fetch reports that.
      upstream = await startFakeUpstream((request, response) => {
        if (request.path.startsWith('/trends')) {
          reply(response, 200, readFixture('trends24-united-states.html'), { 'content-type': 'text/html; charset=utf-8' });
        } else if (request.path.startsWith('/rss')) {
          reply(response, 200, readFixture('news-rss.xml'), { 'content-type': 'application/rss+xml; charset=utf-8' });
        } else {
          reply(response, 503, '{"error":"unavailable"}');
        }
      });
      testApp = await startTestApp(
        {
          AUTH_MODE: 'local',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          RATE_LIMIT_PER_MINUTE: '100000',
          REDDIT_TOKEN_URL: `${upstream.url}/token`,
          REDDIT_API_URL: upstream.url,
          X_TRENDS_URLS: `${upstream.url}/trends`,
          NEWS_RSS_URLS: `${upstream.url}/rss`,
          OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstream),
        },
        { serveWeb: true },
      );
    });

    afterAll(async () => {
      await testApp?.close();
      await upstream?.close();
    }, 60_000);

    describe.each(VIEWPORTS)('at %s', (label, viewport) => {
      it('should keep the address, refuse a wrong password in the server words, then show the admin where they were going', async () => {
        const { page, errors } = await openPage(browser, viewport);
        await page.goto(`${testApp.baseUrl}/settings`);
        await expectSignInScreen(page);
        expect(new URL(page.url()).pathname).toBe('/settings');
        if (isMobile(viewport)) {
          await expectNoHorizontalOverflow(page);
        }

        await submitSignIn(page, ADMIN.email, 'not the password at all');
        await expect(page.getByTestId('sign-in-error').innerText()).resolves.toBe('Email or password is wrong');
        expect(await page.getByRole('heading', { level: 1, name: 'Settings' }).count()).toBe(0);

        await page.getByLabel('Password').fill(ADMIN.password);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
        await card(page, 'Users').waitFor();
        await expect(card(page, 'Your account').getByTestId('account-role').innerText()).resolves.toBe('Admin');
        // The first admin from ADMIN_EMAIL is named after the address.
        await expectProfile(page, viewport, 'AL', 'ada.lovelace', 'Admin');
        if (isMobile(viewport)) {
          await expectNoHorizontalOverflow(page);
        }
        expect(errors).toEqual([]);
        await page.context().close();
      });

      it('should invite a member whose link signs them in, and show them the team settings read-only', async () => {
        const memberEmail = `grace.${label.replace(/\D/g, '')}@example.test`;
        const admin = await openPage(browser, viewport, { permissions: ['clipboard-read', 'clipboard-write'] });
        await admin.page.goto(`${testApp.baseUrl}/settings`);
        await submitSignIn(admin.page, ADMIN.email, ADMIN.password);
        const users = card(admin.page, 'Users');
        await users.getByRole('button', { name: 'Invite user' }).click();
        const inviteDialog = admin.page.getByRole('dialog');
        await inviteDialog.getByLabel('Email').fill(memberEmail);
        await inviteDialog.getByLabel('Role').selectOption('member');
        await inviteDialog.getByRole('button', { name: 'Create invitation link' }).click();
        await inviteDialog.getByRole('heading', { name: 'Invitation link' }).waitFor();
        await inviteDialog.getByText('This link is shown only once.', { exact: false }).waitFor();
        await expect(inviteDialog.getByText(/^Expires/).innerText()).resolves.toMatch(
          /^Expires in 7 days, on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
        );
        const link = await inviteDialog.getByTestId('one-time-link').inputValue();
        expect(link).toMatch(/\/welcome\?token=[A-Za-z0-9_-]{43}$/);
        await inviteDialog.getByRole('button', { name: 'Copy' }).click();
        await inviteDialog.getByRole('button', { name: 'Copied' }).waitFor();
        await inviteDialog.getByText('The link is on your clipboard.').waitFor();
        await expect(admin.page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
        if (isMobile(viewport)) {
          await expectNoHorizontalOverflow(admin.page);
        }
        await inviteDialog.getByRole('button', { name: 'Done' }).click();
        const invitedRow = users.getByTestId('user-row').filter({ hasText: memberEmail });
        await invitedRow.getByText('Invited', { exact: true }).waitFor();
        await invitedRow.getByText('Never signed in').waitFor();

        // The person opens the link in their own browser.
        const member = await openPage(browser, viewport);
        await member.page.goto(onTestServer(link, testApp.baseUrl));
        await member.page.getByRole('heading', { level: 1, name: 'Join Trendjack' }).waitFor();
        await expect(member.page.getByLabel('Email').inputValue()).resolves.toBe(memberEmail);
        await expect(member.page.getByLabel('Email').getAttribute('readonly')).resolves.not.toBeNull();
        await member.page.getByText('At least 12 characters.').waitFor();
        await member.page.getByLabel('Name').fill('Grace Hopper');
        await member.page.getByLabel('Password', { exact: true }).fill('short');
        await member.page.getByLabel('Confirm password').fill('short');
        await member.page.getByRole('button', { name: 'Create account' }).click();
        await member.page.getByText('Use at least 12 characters.').waitFor();
        await member.page.getByLabel('Password', { exact: true }).fill('compiler pioneer 1952');
        await member.page.getByLabel('Confirm password').fill('compiler pioneer 1952');
        if (isMobile(viewport)) {
          await expectNoHorizontalOverflow(member.page);
        }
        await member.page.getByRole('button', { name: 'Create account' }).click();
        await member.page.getByRole('heading', { level: 1, name: 'Trending Topics' }).waitFor();
        expect(new URL(member.page.url()).pathname).toBe('/');
        await toastRegion(member.page).getByText('Welcome to Trendjack').waitFor();
        await expectProfile(member.page, viewport, 'GH', 'Grace Hopper', 'Member');

        // Settings: their account, the team's settings read-only, no Users.
        await member.page.goto(`${testApp.baseUrl}/settings`);
        await card(member.page, 'AI provider').waitFor();
        await expect(card(member.page, 'Your account').getByTestId('account-email').innerText()).resolves.toBe(memberEmail);
        await expect(card(member.page, 'Your account').getByTestId('account-role').innerText()).resolves.toBe('Member');
        for (const title of ['AI provider', 'Reddit']) {
          await card(member.page, title).getByText('Only an admin can change this.').waitFor();
        }
        for (const button of ['Save', 'Test connection', 'Add credentials', 'Test']) {
          expect(await member.page.getByRole('button', { name: button, exact: true }).count()).toBe(0);
        }
        expect(await card(member.page, 'Users').count()).toBe(0);
        if (isMobile(viewport)) {
          await expectNoHorizontalOverflow(member.page);
        }

        // News Scraper: the feeds are the admins' to change.
        await member.page.goto(`${testApp.baseUrl}/news-scraper`);
        await member.page.getByTestId('feeds-admin-only').waitFor();
        expect(await member.page.getByRole('button', { name: 'Add feed' }).count()).toBe(0);

        // The dashboard's fetch: no credentials dialog, and words in place of Fix Reddit.
        await openTakenOver(member.page, testApp.baseUrl);
        await member.page.getByRole('button', { name: 'Fetch Content' }).click();
        const region = toastRegion(member.page);
        await region.getByText('Content Fetched with Warnings').waitFor({ timeout: 20000 });
        const description = await region.locator('[data-toast-root] [data-testid="toast-description"]').innerText();
        expect(description.split('\n')).toContain(ASK_ADMIN_FOR_REDDIT);
        expect(await region.getByRole('button', { name: 'Fix Reddit' }).count()).toBe(0);
        expect(await member.page.getByRole('dialog', { name: 'Reddit API Credentials Required' }).count()).toBe(0);

        // The admin's list now says the member is active and has signed in.
        await admin.page.reload();
        const activeRow = card(admin.page, 'Users').getByTestId('user-row').filter({ hasText: memberEmail });
        await activeRow.getByText('Active', { exact: true }).waitFor();
        await activeRow.getByText(/^Last signed in/).waitFor();

        // Signing out shows the sign-in screen, and stays signed out on reload.
        await pickProfileMenuItem(member.page, viewport, 'Sign out');
        await expectSignInScreen(member.page);
        await member.page.reload();
        await expectSignInScreen(member.page);

        expect([...admin.errors, ...member.errors]).toEqual([]);
        await admin.page.context().close();
        await member.page.context().close();
      });
    });
  });

  describe('sessions that end and passwords that change', () => {
    let testApp: TestApp;
    let adminClient: SignedInClient;

    beforeAll(async () => {
      testApp = await startTestApp({ AUTH_MODE: 'local', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, { serveWeb: true });
      adminClient = await signIn(testApp.baseUrl, ADMIN.email, ADMIN.password);
    });

    afterAll(async () => {
      await testApp?.close();
    }, 60_000);

    describe.each(VIEWPORTS)('at %s', (label, viewport) => {
      it('should send a member the admin disabled to the sign-in screen at their next step, saying the session ended', async () => {
        const email = `katherine.${label.replace(/\D/g, '')}@example.test`;
        await createMember(testApp, adminClient, email, 'Katherine Johnson', 'orbital mechanics 1962');
        const member = await openPage(browser, viewport);
        await member.page.goto(testApp.baseUrl);
        await submitSignIn(member.page, email, 'orbital mechanics 1962');
        await member.page.getByRole('heading', { level: 1, name: 'Trending Topics' }).waitFor();

        const admin = await openPage(browser, viewport);
        await admin.page.goto(`${testApp.baseUrl}/settings`);
        await submitSignIn(admin.page, ADMIN.email, ADMIN.password);
        const row = card(admin.page, 'Users').getByTestId('user-row').filter({ hasText: email });
        await row.getByRole('button', { name: 'Disable Katherine Johnson' }).click();
        const confirm = admin.page.getByRole('dialog', { name: 'Disable Katherine Johnson?' });
        await confirm.getByRole('button', { name: 'Disable', exact: true }).click();
        await toastRegion(admin.page).getByText('User disabled').waitFor();
        await row.getByText('Disabled', { exact: true }).waitFor();

        await goToSavedAngles(member.page, viewport);
        await expectSignInScreen(member.page);
        await member.page.getByText(SESSION_ENDED).waitFor();
        // The address is kept: signing in again would show Saved Angles.
        expect(new URL(member.page.url()).pathname).toBe('/saved-angles');
        await submitSignIn(member.page, email, 'orbital mechanics 1962');
        await expect(member.page.getByTestId('sign-in-error').innerText()).resolves.toBe(
          'This account is disabled. Ask an admin to enable it.',
        );

        // Enabled again, the member signs in and lands where they were.
        await row.getByRole('button', { name: 'Enable Katherine Johnson' }).click();
        await admin.page
          .getByRole('dialog', { name: 'Enable Katherine Johnson?' })
          .getByRole('button', { name: 'Enable', exact: true })
          .click();
        await row.getByText('Active', { exact: true }).waitFor();
        await member.page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await member.page.getByRole('heading', { level: 1, name: 'Saved Angles' }).waitFor();
        expect(await member.page.getByText(SESSION_ENDED).count()).toBe(0);

        expect([...admin.errors, ...member.errors]).toEqual([]);
        await admin.page.context().close();
        await member.page.context().close();
      });

      it('should change the password from the profile menu, sign out every other device and keep this one signed in', async () => {
        const email = `dorothy.${label.replace(/\D/g, '')}@example.test`;
        const oldPassword = 'crystallography 1964';
        const newPassword = 'penicillin structure 1945';
        const otherDevice = await createMember(testApp, adminClient, email, 'Dorothy Hodgkin', oldPassword);
        expect((await otherDevice.call('GET', '/api/auth/me')).status).toBe(200);

        const { page, errors } = await openPage(browser, viewport);
        await page.goto(testApp.baseUrl);
        await submitSignIn(page, email, oldPassword);
        await page.getByRole('heading', { level: 1, name: 'Trending Topics' }).waitFor();

        await pickProfileMenuItem(page, viewport, 'Change password');
        const dialog = page.getByRole('dialog', { name: 'Change password' });
        await dialog.getByLabel('Current password').fill('not my password at all');
        await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
        await dialog.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}!`);
        await dialog.getByRole('button', { name: 'Change password' }).click();
        await dialog.getByText('The two passwords do not match.').waitFor();
        await dialog.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
        await dialog.getByRole('button', { name: 'Change password' }).click();
        await expect(dialog.getByRole('alert').innerText()).resolves.toBe('Your current password is wrong.');
        if (isMobile(viewport)) {
          await expectNoHorizontalOverflow(page);
        }

        await dialog.getByLabel('Current password').fill(oldPassword);
        await dialog.getByRole('button', { name: 'Change password' }).click();
        await toastRegion(page).getByText('Password changed').waitFor();
        await toastRegion(page).getByText('Every other device and browser was signed out', { exact: false }).waitFor();
        await dialog.waitFor({ state: 'hidden' });

        // The other device is signed out; this browser stays in, across a reload too.
        expect((await otherDevice.call('GET', '/api/auth/me')).status).toBe(401);
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Trending Topics' }).waitFor();

        await pickProfileMenuItem(page, viewport, 'Sign out');
        await expectSignInScreen(page);
        expect(await page.getByText(SESSION_ENDED).count()).toBe(0);
        await submitSignIn(page, email, oldPassword);
        await expect(page.getByTestId('sign-in-error').innerText()).resolves.toBe('Email or password is wrong');
        await page.getByLabel('Password').fill(newPassword);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Trending Topics' }).waitFor();

        expect(errors).toEqual([]);
        await page.context().close();
      });
    });
  });

  describe('the setup link of a server without an admin', () => {
    let server: ServerProcess;
    let dataDir: string;
    let baseUrl: string;
    let setupLink: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'trendjack-sign-in-setup-'));
      // A real server as `npm start` runs it: the link is where an operator finds it, in the log.
      server = await startServerProcess({
        DATABASE_URL: await createTestDatabase(),
        DATA_DIR: dataDir,
        AUTH_MODE: 'local',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
      });
      baseUrl = `http://127.0.0.1:${server.port}`;
      const logged = server
        .output()
        .split('\n')
        .find((line) => line.includes('No admin account yet'));
      const { message } = JSON.parse(logged ?? '{}') as { message?: string };
      const link = /(http:\/\/\S+\/welcome\?token=[A-Za-z0-9_-]+)$/.exec(message ?? '')?.[1];
      if (!link) {
        throw new Error(`no setup link in the server's log:\n${server.output()}`);
      }
      setupLink = onTestServer(link, baseUrl);
    });

    afterAll(async () => {
      server?.child.kill('SIGTERM');
      await server?.exited;
      await rm(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('should point to the log, create the first admin from the link at 1440 px, and refuse the used link at 390 px', async () => {
      const wide = await openPage(browser, WIDE_VIEWPORT);
      await wide.page.goto(baseUrl);
      await expectSignInScreen(wide.page);
      await wide.page.getByText("No admin account yet. Open the setup link printed in the server's log.").waitFor();

      await wide.page.goto(setupLink);
      await wide.page.getByRole('heading', { level: 1, name: 'Create the admin account' }).waitFor();
      await wide.page.getByLabel('Email').fill('Hedy.Lamarr@example.test');
      await wide.page.getByLabel('Name').fill('Hedy Lamarr');
      await wide.page.getByLabel('Password', { exact: true }).fill('frequency hopping 1942');
      await wide.page.getByLabel('Confirm password').fill('frequency hopping 1942');
      await wide.page.getByRole('button', { name: 'Create admin account' }).click();
      await wide.page.getByRole('heading', { level: 1, name: 'Trending Topics' }).waitFor();
      await toastRegion(wide.page).getByText('Your admin account is ready.', { exact: false }).waitFor();
      await expectProfile(wide.page, WIDE_VIEWPORT, 'HL', 'Hedy Lamarr', 'Admin');

      // Used: its words, and the way to sign in, where the setup note is gone.
      const narrow = await openPage(browser, MOBILE_VIEWPORT);
      await narrow.page.goto(setupLink);
      await narrow.page.getByRole('heading', { level: 1, name: 'This link cannot be used' }).waitFor();
      await narrow.page.getByText('This link is no longer valid. Ask an admin for a new one.').waitFor();
      await expectNoHorizontalOverflow(narrow.page);
      await narrow.page.getByRole('link', { name: 'Go to sign in' }).click();
      await expectSignInScreen(narrow.page);
      expect(await narrow.page.getByText('No admin account yet', { exact: false }).count()).toBe(0);
      await submitSignIn(narrow.page, 'hedy.lamarr@example.test', 'frequency hopping 1942');
      await narrow.page.getByRole('heading', { level: 1, name: 'Trending Topics' }).waitFor();
      await expectNoHorizontalOverflow(narrow.page);

      expect([...wide.errors, ...narrow.errors]).toEqual([]);
      await wide.page.context().close();
      await narrow.page.context().close();
    });
  });
});
