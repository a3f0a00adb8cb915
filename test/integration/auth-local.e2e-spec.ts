import type { CurrentUser } from '../../src/contracts/auth.contract.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { client, sessionCookieOf, signIn, type SignedInClient } from '../support/auth-client.js';
import { startAnotherInstance, startTestApp, type TestApp } from '../support/test-app.js';

const ADMIN_EMAIL = 'Admin@Example.com';
const ADMIN_PASSWORD = 'correct horse battery';

describe('Sign-in with local accounts (AUTH_MODE=local)', () => {
  let testApp: TestApp;

  const sql = <Row>(text: string, parameters: unknown[] = []) => boundQuery<Row>(testApp.orm.em.fork(), text, parameters);
  const sessionRows = () => sql<{ id: string; userId: number }>('select id, user_id as "userId" from auth_session order by created_at');
  const adminId = async () => (await sql<{ id: number }>(`select id from app_user where email = 'admin@example.com'`))[0].id;
  const signInAdmin = () => signIn(testApp.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  const me = (browser: SignedInClient) => browser.call('GET', '/api/auth/me');

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_MODE: 'local', ADMIN_EMAIL, ADMIN_PASSWORD });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    it('should exist after start, its address stored lower-case and its password as an argon2id hash', async () => {
      const [row] = await sql<{ email: string; role: string; passwordHash: string }>(
        'select email, role, password_hash as "passwordHash" from app_user',
      );
      expect(row.email).toBe('admin@example.com');
      expect(row.role).toBe('admin');
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.passwordHash).not.toContain(ADMIN_PASSWORD);
    });
  });

  describe('POST /api/auth/login', () => {
    it('should sign in with the right password, the address typed in any case, and answer who is signed in', async () => {
      const browser = client(testApp.baseUrl);
      const response = await browser.call('POST', '/api/auth/login', { email: ' ADMIN@example.COM ', password: ADMIN_PASSWORD });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: await adminId(), name: 'admin', email: 'admin@example.com', role: 'admin' });
      expect(browser.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('should set an HttpOnly, SameSite=Lax cookie on Path=/, without Secure on an http PUBLIC_URL', async () => {
      const response = await client(testApp.baseUrl).call('POST', '/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const cookie = sessionCookieOf(response)!;
      expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
      expect(cookie.attributes).not.toContain('secure');
    });

    it('should store only the hash of the cookie’s token, never the token', async () => {
      const browser = await signInAdmin();
      const ids = (await sessionRows()).map((row) => row.id);
      expect(ids).not.toContain(browser.cookie);
      expect(ids).toContain((await import('node:crypto')).createHash('sha256').update(browser.cookie!).digest('hex'));
    });

    it('should answer 401 "Email or password is wrong" for a wrong password and for an unknown address, and set no cookie', async () => {
      for (const attempt of [
        { email: ADMIN_EMAIL, password: 'not the password at all' },
        { email: 'nobody@example.com', password: ADMIN_PASSWORD },
      ]) {
        const response = await client(testApp.baseUrl).call('POST', '/api/auth/login', attempt);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ statusCode: 401, message: 'Email or password is wrong' });
        expect(sessionCookieOf(response)).toBeNull();
      }
    });

    it('should take the password exactly as typed: spaces are part of it', async () => {
      const response = await client(testApp.baseUrl).call('POST', '/api/auth/login', {
        email: ADMIN_EMAIL,
        password: ` ${ADMIN_PASSWORD}`,
      });
      expect(response.status).toBe(401);
    });

    it('should answer 400 naming the field when the password is missing', async () => {
      const response = await client(testApp.baseUrl).call('POST', '/api/auth/login', { email: ADMIN_EMAIL });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe('Please enter your password.');
    });
  });

  describe('GET /api/auth/me', () => {
    it('should answer 401 "Sign in to continue." without a session, and with a made-up one', async () => {
      for (const cookie of [null, 'A'.repeat(43), 'not-even-a-token']) {
        const response = await me(client(testApp.baseUrl, cookie));
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ statusCode: 401, message: 'Sign in to continue.' });
      }
    });

    it('should answer the signed-in user', async () => {
      const browser = await signInAdmin();
      const response = await me(browser);
      expect(response.status).toBe(200);
      expect(((await response.json()) as CurrentUser).email).toBe('admin@example.com');
    });
  });

  describe('POST /api/auth/logout', () => {
    it('should end the session, so the same cookie no longer signs anyone in, and clear the cookie', async () => {
      const browser = await signInAdmin();
      const token = browser.cookie;
      const response = await browser.call('POST', '/api/auth/logout');
      expect(response.status).toBe(204);
      expect(sessionCookieOf(response)?.value).toBe('');
      expect((await me(client(testApp.baseUrl, token))).status).toBe(401);
    });

    it('should answer 204 without a session too', async () => {
      expect((await client(testApp.baseUrl).call('POST', '/api/auth/logout')).status).toBe(204);
    });
  });

  describe('GET /api/docs', () => {
    it('should answer 401 without a session, for the page and the OpenAPI document', async () => {
      for (const path of ['/api/docs', '/api/docs/', '/api/docs-json']) {
        const response = await client(testApp.baseUrl).call('GET', path);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ statusCode: 401, message: 'Sign in to continue.' });
      }
    });

    it('should serve the docs to a signed-in user', async () => {
      const browser = await signInAdmin();
      const response = await browser.call('GET', '/api/docs-json');
      expect(response.status).toBe(200);
      expect(((await response.json()) as { paths: Record<string, unknown> }).paths).toHaveProperty('/api/auth/login');
    });
  });

  describe('session timeouts', () => {
    const age = (token: string, column: 'last_seen_at' | 'created_at', interval: string) =>
      sql(`update auth_session set ${column} = now() - $2::interval where id = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [
        token,
        interval,
      ]);
    /** The stored session of this token: when it was last seen (epoch ms), or undefined when it is gone. */
    const stored = async (token: string) =>
      (
        await sql<{ lastSeenMs: number }>(
          `select (extract(epoch from last_seen_at) * 1000)::float8 as "lastSeenMs" from auth_session where id = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
          [token],
        )
      )[0];

    it('should refuse and delete a session unused for 12 hours', async () => {
      const browser = await signInAdmin();
      await age(browser.cookie!, 'last_seen_at', '12 hours 1 minute');
      expect((await me(browser)).status).toBe(401);
      expect(await stored(browser.cookie!)).toBeUndefined();
    });

    it('should keep a session used 11 hours ago, and write its last use at most once a minute', async () => {
      const browser = await signInAdmin();
      await age(browser.cookie!, 'last_seen_at', '11 hours');
      expect((await me(browser)).status).toBe(200);
      expect(Date.now() - (await stored(browser.cookie!)).lastSeenMs).toBeLessThan(60_000);

      await age(browser.cookie!, 'last_seen_at', '30 seconds');
      const thirtySecondsAgo = (await stored(browser.cookie!)).lastSeenMs;
      expect((await me(browser)).status).toBe(200);
      expect((await stored(browser.cookie!)).lastSeenMs).toBe(thirtySecondsAgo);
    });

    it('should refuse and delete a session 7 days after sign-in, however recently it was used', async () => {
      const browser = await signInAdmin();
      await age(browser.cookie!, 'created_at', '7 days 1 minute');
      expect((await me(browser)).status).toBe(401);
      expect(await stored(browser.cookie!)).toBeUndefined();
    });
  });

  describe('POST /api/auth/password', () => {
    const OTHER_EMAIL = 'changer@example.com';

    beforeAll(async () => {
      const { hashPassword } = await import('../../src/modules/auth/passwords.js');
      await sql(
        `insert into app_user (email, name, role, password_hash, disabled, created_at) values ($1, 'Changer', 'member', $2, false, now())`,
        [OTHER_EMAIL, await hashPassword('first password 123')],
      );
    });

    it('should refuse a wrong current password (400) and a new one under 12 characters (400 naming the field)', async () => {
      const browser = await signIn(testApp.baseUrl, OTHER_EMAIL, 'first password 123');
      const wrong = await browser.call('POST', '/api/auth/password', {
        currentPassword: 'nope nope nope',
        newPassword: 'second password 456',
      });
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { message: string }).message).toBe('Your current password is wrong.');
      const short = await browser.call('POST', '/api/auth/password', { currentPassword: 'first password 123', newPassword: 'short' });
      expect(short.status).toBe(400);
      expect(((await short.json()) as { message: string }).message).toBe('newPassword must be at least 12 characters.');
    });

    it('should end the sessions of every other browser, keep this one signed in, and take only the new password', async () => {
      const other = await signIn(testApp.baseUrl, OTHER_EMAIL, 'first password 123');
      const here = await signIn(testApp.baseUrl, OTHER_EMAIL, 'first password 123');
      const before = here.cookie;
      const response = await here.call('POST', '/api/auth/password', {
        currentPassword: 'first password 123',
        newPassword: 'second password 456',
      });
      expect(response.status).toBe(200);
      expect(here.cookie).not.toBe(before);
      expect((await me(here)).status).toBe(200);
      expect((await me(other)).status).toBe(401);
      expect((await me(client(testApp.baseUrl, before))).status).toBe(401);

      const old = await client(testApp.baseUrl).call('POST', '/api/auth/login', { email: OTHER_EMAIL, password: 'first password 123' });
      expect(old.status).toBe(401);
      await signIn(testApp.baseUrl, OTHER_EMAIL, 'second password 456');
    });
  });

  describe('several instances', () => {
    it('should accept a session begun on one instance on another, and end it there for both', async () => {
      const other = await startAnotherInstance(testApp.databaseUrl, { AUTH_MODE: 'local' });
      try {
        const here = await signInAdmin();
        const there = client(other.baseUrl, here.cookie);
        expect((await me(there)).status).toBe(200);
        await there.call('POST', '/api/auth/logout');
        expect((await me(here)).status).toBe(401);
      } finally {
        await other.app.close();
      }
    });

    it('should mark the cookie Secure on an instance whose PUBLIC_URL is https', async () => {
      const secure = await startAnotherInstance(testApp.databaseUrl, { AUTH_MODE: 'local', PUBLIC_URL: 'https://trendjack.example.com' });
      try {
        const response = await client(secure.baseUrl).call('POST', '/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
        expect(response.status).toBe(200);
        expect(sessionCookieOf(response)!.attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
      } finally {
        await secure.app.close();
      }
    });
  });
});
