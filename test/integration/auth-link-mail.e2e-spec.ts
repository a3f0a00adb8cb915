import type { OneTimeLinkCreated, UserView } from '../../src/contracts/auth.contract.js';
import { client, signIn } from '../support/auth-client.js';
import { type FakeSmtp, type ReceivedMail, startFakeSmtp } from '../support/fake-smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ADMIN_EMAIL = 'ada@example.com';
const ADMIN_PASSWORD = 'correct horse battery';
const DAY_MS = 24 * 60 * 60 * 1000;

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('One-time links by e-mail (SMTP_URL set)', () => {
  let smtp: FakeSmtp;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    testApp = await startTestApp({
      AUTH_MODE: 'local',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SMTP_URL: smtp.url({ user: 'mailer', pass: 's3cret' }),
      ALERT_FROM: 'Trendjack <trendjack@example.com>',
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const signInAdmin = () => signIn(testApp.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  const mailsTo = (address: string): ReceivedMail[] => smtp.received.filter((mail) => mail.envelope.to.includes(address));
  const invite = async (email: string) => {
    const response = await (await signInAdmin()).call('POST', '/api/users/invites', { email, role: 'member' });
    expect(response.status).toBe(201);
    return (await response.json()) as OneTimeLinkCreated;
  };

  describe('POST /api/users/invites', () => {
    it('should e-mail the invitation with who sent it, the link and its expiry, and still answer the link', async () => {
      const created = await invite('Nina@Example.com');

      expect(created.email).toEqual({ status: 'sent', to: 'nina@example.com' });
      expect(Math.abs(new Date(created.expiresAt).getTime() - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
      const [mail] = mailsTo('nina@example.com');
      expect(mail.envelope.from).toBe('trendjack@example.com');
      expect(mail.headers.subject).toBe('[Trendjack] ada (ada@example.com) invited you to Trendjack');
      expect(mail.text).toContain(`ada (ada@example.com) invited you to Trendjack at ${testApp.config.publicUrl}.`);
      expect(mail.text).toContain(created.link);
      const expiryDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(created.expiresAt),
      );
      expect(mail.text).toMatch(new RegExp(`The link works once and expires on \\w+, ${expiryDay}, \\d{4} at \\d\\d:\\d\\d UTC\\.`));
      expect(mail.html).toContain(`href="${created.link}"`);

      // The mailed link is the one the admin sees, and it works.
      const invitee = client(testApp.baseUrl);
      const redeemed = await invitee.call('POST', `/api/auth/links/${tokenOf(created.link)}`, {
        name: 'Nina',
        password: 'nina password 1',
      });
      expect(redeemed.status).toBe(200);
    });

    it('should make the invitation and say why when the mail server refuses the message', async () => {
      smtp.answer = (mail) =>
        mail.envelope.to.includes('bounced@example.com') ? { accept: false, code: 550, message: 'Mailbox unavailable' } : { accept: true };
      try {
        const created = await invite('bounced@example.com');

        expect(created.email).toEqual({
          status: 'failed',
          to: 'bounced@example.com',
          reason: expect.stringMatching(/^The mail server 127\.0\.0\.1:\d+ refused the message \(550 Mailbox unavailable\)\.$/),
        });
        expect(mailsTo('bounced@example.com')).toEqual([]);
        const users = (await (await (await signInAdmin()).call('GET', '/api/users')).json()) as UserView[];
        expect(users.find((user) => user.email === 'bounced@example.com')).toMatchObject({ active: false });
        const view = await client(testApp.baseUrl).call('GET', `/api/auth/links/${tokenOf(created.link)}`);
        expect(await view.json()).toEqual({ purpose: 'invite', email: 'bounced@example.com', name: null });
      } finally {
        smtp.answer = () => ({ accept: true });
      }
    });
  });

  describe('POST /api/users/:id/reset', () => {
    it('should e-mail the reset link to the account and answer the same link', async () => {
      const invited = await invite('reset-me@example.com');
      await client(testApp.baseUrl).call('POST', `/api/auth/links/${tokenOf(invited.link)}`, { name: 'Rosa', password: 'rosa password 1' });
      const users = (await (await (await signInAdmin()).call('GET', '/api/users')).json()) as UserView[];
      const rosa = users.find((user) => user.email === 'reset-me@example.com')!;

      const response = await (await signInAdmin()).call('POST', `/api/users/${rosa.id}/reset`);
      expect(response.status).toBe(200);
      const created = (await response.json()) as OneTimeLinkCreated;

      expect(created.email).toEqual({ status: 'sent', to: 'reset-me@example.com' });
      const mail = mailsTo('reset-me@example.com').at(-1)!;
      expect(mail.headers.subject).toBe('[Trendjack] Choose a new Trendjack password');
      expect(mail.text).toContain('ada (ada@example.com) reset your Trendjack password');
      expect(mail.text).toContain(created.link);
      expect(mail.text).toContain('The link works once and expires on');
      const view = await client(testApp.baseUrl).call('GET', `/api/auth/links/${tokenOf(created.link)}`);
      expect(await view.json()).toEqual({ purpose: 'reset', email: 'reset-me@example.com', name: 'Rosa' });
    });
  });
});
