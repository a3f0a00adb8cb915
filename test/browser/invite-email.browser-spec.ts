import type { Browser, Page } from 'playwright-core';
import { type FakeSmtp, startFakeSmtp } from '../support/fake-smtp.js';
import { DESKTOP_VIEWPORT, launchBrowser, openPage } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ADMIN = { email: 'ada@example.test', password: 'correct horse battery' };

describe('Invitations by e-mail in the Users card (SMTP_URL set)', () => {
  let smtp: FakeSmtp;
  let testApp: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    testApp = await startTestApp(
      { AUTH_MODE: 'local', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: smtp.url() },
      { serveWeb: true },
    );
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await smtp?.close();
  }, 60_000);

  /** Signs in on /settings and sends the invitation form; answers the dialog showing the link. */
  async function invite(page: Page, email: string) {
    await page.goto(`${testApp.baseUrl}/settings`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Create invitation link' }).click();
    await dialog.getByRole('heading', { name: 'Invitation link' }).waitFor();
    return dialog;
  }

  it('should say the invitation was e-mailed and still offer the link', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT);
    const dialog = await invite(page, 'mailed@example.test');

    await dialog.getByText('Invitation e-mailed to mailed@example.test; you can also copy the link.').waitFor();
    const link = await dialog.getByTestId('one-time-link').inputValue();
    expect(smtp.received.find((mail) => mail.envelope.to.includes('mailed@example.test'))?.text).toContain(link);
    await page.context().close();
  });

  it('should say why the e-mail was not sent and ask the admin to send the link', async () => {
    smtp.answer = () => ({ accept: false, code: 550, message: 'No such mailbox' });
    try {
      const { page } = await openPage(browser, DESKTOP_VIEWPORT);
      const dialog = await invite(page, 'bounced@example.test');

      await expect(dialog.getByRole('alert').innerText()).resolves.toMatch(
        /^The e-mail to bounced@example\.test was not sent: The mail server 127\.0\.0\.1:\d+ refused the message \(550 No such mailbox\)\. Send them this link yourself\. It works once\.$/,
      );
      await expect(dialog.getByTestId('one-time-link').inputValue()).resolves.toMatch(/\/welcome\?token=[A-Za-z0-9_-]{43}$/);
      await page.context().close();
    } finally {
      smtp.answer = () => ({ accept: true });
    }
  });
});
