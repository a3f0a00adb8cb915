/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, MOBILE_VIEWPORT, openPage, waitForScreen } from '../support/browser.js';
import { type OidcTestProvider, startOidcProvider } from '../support/oidc-provider.js';
import { freeLoopbackPort, startTestApp, type TestApp } from '../support/test-app.js';

const WIDE_VIEWPORT = { width: 1440, height: 900 };
const ADMIN_GROUP = 'trendjack-admins';
const COMPANY_BUTTON = 'Sign in with your company account';

/** The provider's own sign-in page (test/support/oidc-provider.ts): a field for the account and Sign in or Cancel. */
async function signInAtProvider(page: Page, sub: string): Promise<void> {
  await page.locator('input[name="login"]').fill(sub);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('Sign-in with the company account in the browser (AUTH_MODE=oidc)', () => {
  let provider: OidcTestProvider;
  let testApp: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    // PUBLIC_URL names the app's port, so it is chosen before the provider registers the redirect URI.
    const port = await freeLoopbackPort();
    const publicUrl = `http://127.0.0.1:${port}`;
    provider = await startOidcProvider({
      redirectUri: `${publicUrl}/api/auth/callback`,
      accounts: [{ sub: 'alan', email: 'alan.turing@example.test', name: 'Alan Turing', groups: [ADMIN_GROUP] }],
    });
    testApp = await startTestApp(
      {
        AUTH_MODE: 'oidc',
        OIDC_ISSUER_URL: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_ADMIN_GROUPS: ADMIN_GROUP,
        PUBLIC_URL: publicUrl,
        APP_SECRET_KEY: 'oidc-browser-secret-key-0123456789',
      },
      { serveWeb: true, port },
    );
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await provider?.close();
  }, 60_000);

  it('should offer one button that signs in at the provider and comes back to the page asked for (1440 px)', async () => {
    const { page, errors } = await openPage(browser, WIDE_VIEWPORT);
    await page.goto(`${testApp.baseUrl}/settings?tab=users`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);

    await page.getByRole('link', { name: COMPANY_BUTTON }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await signInAtProvider(page, 'alan');
    // Settings comes rendered on the server: the menu below is the app's once the page is taken over.
    await waitForScreen(page, 'Settings');
    expect(page.url()).toBe(`${testApp.baseUrl}/settings?tab=users`);

    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByTestId('profile-initials').innerText()).resolves.toBe('AT');
    await expect(sidebar.getByTestId('profile-role').innerText()).resolves.toBe('Admin');
    await page
      .locator('section', { has: page.getByRole('heading', { level: 2, name: 'Your account' }) })
      .getByText('You sign in with your company account: change your password there.')
      .waitFor();
    // No passwords here: the menu offers Sign out alone, and the Users card no invitations.
    await sidebar.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Change password' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Invite user' }).count()).toBe(0);
    // OIDC_ADMIN_GROUPS decides roles: the card says so and shows the role as words, not a select the server would refuse.
    const users = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Users' }) });
    await users.getByText(/Roles follow their groups at your identity provider/).waitFor();
    await users.getByTestId('user-row').first().getByText('Admin', { exact: true }).waitFor();
    expect(await users.getByRole('combobox').count()).toBe(0);

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('should show why a cancelled sign-in failed and take the words out of the address (390 px)', async () => {
    const { page, errors } = await openPage(browser, MOBILE_VIEWPORT);
    await page.goto(testApp.baseUrl);
    await page.getByRole('link', { name: COMPANY_BUTTON }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expect(page.getByRole('alert').innerText()).resolves.toBe(
      'The sign-in was cancelled, or your company account may not use Trendjack.',
    );
    await page.waitForURL((url) => !url.searchParams.has('sign_in_error'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
