import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser, OneTimeLinkCreated, UserView } from '../../src/contracts/auth.contract.js';
import type { PrAngle, SavedItem } from '../../src/contracts/campaigns.contract.js';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { insertTrendingItems } from '../support/trending-rows.js';
import { client, sessionCookieOf, signIn, type SignedInClient } from '../support/auth-client.js';
import { waitFor } from '../support/server-process.js';
import { startAnotherInstance, startTestApp, type TestApp } from '../support/test-app.js';

const ADMIN_EMAIL = 'Admin@Example.com';
const ADMIN_PASSWORD = 'correct horse battery';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The token of a one-time link (PUBLIC_URL/welcome?token=…). */
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('Sign-in with local accounts (AUTH_MODE=local)', () => {
  let testApp: TestApp;

  const sql = <Row>(text: string, parameters: unknown[] = []) => boundQuery<Row>(testApp.orm.em.fork(), text, parameters);
  const sessionRows = () => sql<{ id: string; userId: number }>('select id, user_id as "userId" from auth_session order by created_at');
  const adminId = async () => (await sql<{ id: number }>(`select id from app_user where email = 'admin@example.com'`))[0].id;
  const signInAdmin = () => signIn(testApp.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  const me = (browser: SignedInClient) => browser.call('GET', '/api/auth/me');
  /** Connections of the app's database waiting for a lock. */
  const lockWaiters = async () =>
    (
      await sql<{ waiting: number }>(
        "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      )
    )[0].waiting;

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

  describe('GET /api/auth/options and /api/health', () => {
    it('should answer without a session: local sign-in, no setup needed once an admin exists', async () => {
      const response = await client(testApp.baseUrl).call('GET', '/api/auth/options');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ mode: 'local', setupRequired: false, rolesFromGroups: false });
    });

    it('should leave /api/health open', async () => {
      const response = await client(testApp.baseUrl).call('GET', '/api/health');
      expect(response.status).toBe(200);
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
      expect(ids).toContain(createHash('sha256').update(browser.cookie!).digest('hex'));
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

    it('should write the last use once even when many requests of the session arrive at the same moment', async () => {
      const browser = await signInAdmin();
      const id = createHash('sha256').update(browser.cookie!).digest('hex');
      // A trigger counts the writes that change this session's row.
      await sql(`create table session_touch (at timestamptz not null default now())`);
      await sql(
        `create function count_session_touch() returns trigger language plpgsql as $$ begin insert into session_touch default values; return new; end $$`,
      );
      await sql(
        `create trigger count_session_touch after update on auth_session for each row when (new.id = '${id}') execute function count_session_touch()`,
      );
      try {
        await age(browser.cookie!, 'last_seen_at', '2 minutes');
        await sql('delete from session_touch');
        // The requests are held at their write (the test holds the row) until several have read the
        // old last use, then let go together.
        let arriving: Promise<Response>[] = [];
        await testApp.orm.em.fork().transactional(async (em) => {
          await boundQuery(em, 'select 1 from auth_session where id = $1 for update', [id]);
          arriving = Array.from({ length: 8 }, () => me(browser));
          await waitFor(async () => (await lockWaiters()) >= 2, 10_000);
        });
        const answers = await Promise.all(arriving);
        expect(answers.map((response) => response.status)).toEqual(Array(8).fill(200));
        const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from session_touch');
        expect(n).toBe(1);
        expect(Date.now() - (await stored(browser.cookie!)).lastSeenMs).toBeLessThan(60_000);
      } finally {
        await sql('drop trigger count_session_touch on auth_session');
        await sql('drop function count_session_touch');
        await sql('drop table session_touch');
      }
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
    it('should never overwrite an existing account from ADMIN_EMAIL and ADMIN_PASSWORD at a later start', async () => {
      const restarted = await startAnotherInstance(testApp.databaseUrl, {
        AUTH_MODE: 'local',
        ADMIN_EMAIL,
        ADMIN_PASSWORD: 'a different password from the environment',
      });
      try {
        await signIn(restarted.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
        const refused = await client(restarted.baseUrl).call('POST', '/api/auth/login', {
          email: ADMIN_EMAIL,
          password: 'a different password from the environment',
        });
        expect(refused.status).toBe(401);
        expect(await sql('select id from app_user where email = $1', ['admin@example.com'])).toHaveLength(1);
      } finally {
        await restarted.app.close();
      }
    });

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

  describe('roles', () => {
    it('should answer 403 "Only an admin can do this." to a member on an admin route, and let an admin through', async () => {
      const { link } = (await (
        await (await signInAdmin()).call('POST', '/api/users/invites', { email: 'role-member@example.com', role: 'member' })
      ).json()) as {
        link: string;
      };
      const member = client(testApp.baseUrl);
      await member.call('POST', `/api/auth/links/${tokenOf(link)}`, { name: 'Role Member', password: 'member password 1' });
      const id = ((await (await me(member)).json()) as CurrentUser).id;

      const refused = await member.call('PUT', `/api/users/${id}`, { role: 'admin' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ statusCode: 403, message: 'Only an admin can do this.' });
      expect((await member.call('GET', '/api/users')).status).toBe(403);
      expect((await (await signInAdmin()).call('GET', '/api/users')).status).toBe(200);
    });

    it('should answer 401 rather than 403 to a signed-out request on an admin route', async () => {
      const response = await client(testApp.baseUrl).call('GET', '/api/users');
      expect(response.status).toBe(401);
    });
  });

  describe('invitations', () => {
    it('should create a not-yet-active account and a 7-day link on PUBLIC_URL that signs the invitee in once used', async () => {
      const admin = await signInAdmin();
      const response = await admin.call('POST', '/api/users/invites', { email: 'Invitee@Example.com', role: 'member' });
      expect(response.status).toBe(201);
      const created = (await response.json()) as OneTimeLinkCreated;
      expect(created.link).toMatch(new RegExp(`^${testApp.config.publicUrl}/welcome\\?token=[A-Za-z0-9_-]{43}$`));
      expect(Math.abs(new Date(created.expiresAt).getTime() - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
      // Without SMTP_URL nothing is e-mailed: the admin hands the link over.
      expect(created.email).toEqual({ status: 'off' });

      const listed = (await (await admin.call('GET', '/api/users')).json()) as UserView[];
      expect(listed[0]).toMatchObject({ email: 'invitee@example.com', role: 'member', active: false, disabled: false, lastSignInAt: null });

      const invitee = client(testApp.baseUrl);
      const view = await invitee.call('GET', `/api/auth/links/${tokenOf(created.link)}`);
      expect(await view.json()).toEqual({ purpose: 'invite', email: 'invitee@example.com', name: null });

      const redeemed = await invitee.call('POST', `/api/auth/links/${tokenOf(created.link)}`, {
        name: 'Ivy Invitee',
        password: 'invitee password 1',
      });
      expect(redeemed.status).toBe(200);
      expect(await redeemed.json()).toMatchObject({ name: 'Ivy Invitee', email: 'invitee@example.com', role: 'member' });
      expect(((await (await me(invitee)).json()) as CurrentUser).email).toBe('invitee@example.com');
      await signIn(testApp.baseUrl, 'invitee@example.com', 'invitee password 1');

      const after = (await (await admin.call('GET', '/api/users')).json()) as UserView[];
      expect(after.find((user) => user.email === 'invitee@example.com')).toMatchObject({ active: true, name: 'Ivy Invitee' });
    });

    it('should work once: a second use, even at the same moment, finds the link no longer valid', async () => {
      const admin = await signInAdmin();
      const { link } = (await (
        await admin.call('POST', '/api/users/invites', { email: 'twice@example.com', role: 'member' })
      ).json()) as OneTimeLinkCreated;
      const attempts = await Promise.all(
        [1, 2].map(() =>
          client(testApp.baseUrl).call('POST', `/api/auth/links/${tokenOf(link)}`, { name: 'Twice', password: 'twice password 12' }),
        ),
      );
      expect(attempts.map((response) => response.status).sort()).toEqual([200, 404]);
      const again = await client(testApp.baseUrl).call('POST', `/api/auth/links/${tokenOf(link)}`, {
        name: 'Twice',
        password: 'twice password 12',
      });
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual({ statusCode: 404, message: 'This link is no longer valid. Ask an admin for a new one.' });
      expect((await client(testApp.baseUrl).call('GET', `/api/auth/links/${tokenOf(link)}`)).status).toBe(404);
    });

    it('should refuse an expired link', async () => {
      const admin = await signInAdmin();
      const { link } = (await (
        await admin.call('POST', '/api/users/invites', { email: 'late@example.com', role: 'member' })
      ).json()) as OneTimeLinkCreated;
      await sql(
        `update one_time_link set expires_at = now() - interval '1 second' where user_id = (select id from app_user where email = 'late@example.com')`,
      );
      const response = await client(testApp.baseUrl).call('POST', `/api/auth/links/${tokenOf(link)}`, {
        name: 'Late',
        password: 'late password 123',
      });
      expect(response.status).toBe(404);
    });

    it('should answer 409 for an address with an account, and 400 naming the field for a bad address or role', async () => {
      const admin = await signInAdmin();
      const taken = await admin.call('POST', '/api/users/invites', { email: 'ADMIN@example.com', role: 'member' });
      expect(taken.status).toBe(409);
      expect(((await taken.json()) as { message: string }).message).toBe('admin@example.com has an account already.');
      const bad = await admin.call('POST', '/api/users/invites', { email: 'not an address', role: 'owner' });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toBe('email must be an email address.; role must be admin or member.');
    });

    it('should ask the invitee for a name and a password of at least 12 characters, and keep the link usable meanwhile', async () => {
      const admin = await signInAdmin();
      const { link } = (await (
        await admin.call('POST', '/api/users/invites', { email: 'fields@example.com', role: 'member' })
      ).json()) as OneTimeLinkCreated;
      const invitee = client(testApp.baseUrl);
      const noName = await invitee.call('POST', `/api/auth/links/${tokenOf(link)}`, { password: 'fields password 1' });
      expect(noName.status).toBe(400);
      expect(((await noName.json()) as { message: string }).message).toBe('Please enter your name.');
      const short = await invitee.call('POST', `/api/auth/links/${tokenOf(link)}`, { name: 'Fields', password: 'short' });
      expect(short.status).toBe(400);
      expect(((await short.json()) as { message: string }).message).toBe('password must be at least 12 characters.');
      expect(
        (await invitee.call('POST', `/api/auth/links/${tokenOf(link)}`, { name: 'Fields', password: 'fields password 1' })).status,
      ).toBe(200);
    });
  });

  describe('a setup link', () => {
    it('should no longer work once an admin exists: 404 to viewing it as to using it', async () => {
      const token = randomBytes(32).toString('base64url');
      await sql(
        `insert into one_time_link (token_hash, purpose, expires_at, created_at) values ($1, 'setup', now() + interval '1 day', now())`,
        [createHash('sha256').update(token).digest('hex')],
      );
      const browser = client(testApp.baseUrl);
      const view = await browser.call('GET', `/api/auth/links/${token}`);
      expect(view.status).toBe(404);
      expect(await view.json()).toEqual({ statusCode: 404, message: 'This link is no longer valid. Ask an admin for a new one.' });
      const use = await browser.call('POST', `/api/auth/links/${token}`, {
        email: 'usurper@example.com',
        name: 'Usurper',
        password: 'usurper password 1',
      });
      expect(use.status).toBe(404);
    });
  });

  describe('password resets', () => {
    it('should end the user’s sessions at once and let the link set a new password that signs the user in', async () => {
      const admin = await signInAdmin();
      const { link: invite } = (await (
        await admin.call('POST', '/api/users/invites', { email: 'forgetful@example.com', role: 'member' })
      ).json()) as OneTimeLinkCreated;
      const user = client(testApp.baseUrl);
      await user.call('POST', `/api/auth/links/${tokenOf(invite)}`, { name: 'Forgetful', password: 'forgotten password' });
      const id = ((await (await me(user)).json()) as CurrentUser).id;

      const response = await admin.call('POST', `/api/users/${id}/reset`);
      expect(response.status).toBe(200);
      const reset = (await response.json()) as OneTimeLinkCreated;
      expect(Math.abs(new Date(reset.expiresAt).getTime() - (Date.now() + DAY_MS))).toBeLessThan(60_000);
      expect((await me(user)).status).toBe(401);

      const browser = client(testApp.baseUrl);
      expect(await (await browser.call('GET', `/api/auth/links/${tokenOf(reset.link)}`)).json()).toEqual({
        purpose: 'reset',
        email: 'forgetful@example.com',
        name: 'Forgetful',
      });
      expect((await browser.call('POST', `/api/auth/links/${tokenOf(reset.link)}`, { password: 'remembered password' })).status).toBe(200);
      expect((await me(browser)).status).toBe(200);
      expect(
        (await client(testApp.baseUrl).call('POST', '/api/auth/login', { email: 'forgetful@example.com', password: 'forgotten password' }))
          .status,
      ).toBe(401);
      await signIn(testApp.baseUrl, 'forgetful@example.com', 'remembered password');
    });

    it('should answer 404 for an unknown user', async () => {
      expect((await (await signInAdmin()).call('POST', '/api/users/999999/reset')).status).toBe(404);
    });
  });

  describe('PUT /api/users/:id', () => {
    const newMember = async (email: string) => {
      const admin = await signInAdmin();
      const { link } = (await (await admin.call('POST', '/api/users/invites', { email, role: 'member' })).json()) as OneTimeLinkCreated;
      const browser = client(testApp.baseUrl);
      await browser.call('POST', `/api/auth/links/${tokenOf(link)}`, { name: email.split('@')[0], password: 'some password 12' });
      return { browser, id: ((await (await me(browser)).json()) as CurrentUser).id };
    };

    it('should end a disabled user’s sessions, refuse their right password with 403, and let them in again once enabled', async () => {
      const admin = await signInAdmin();
      const { browser, id } = await newMember('disabled@example.com');
      const response = await admin.call('PUT', `/api/users/${id}`, { disabled: true });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id, disabled: true });
      expect((await me(browser)).status).toBe(401);

      const refused = await client(testApp.baseUrl).call('POST', '/api/auth/login', {
        email: 'disabled@example.com',
        password: 'some password 12',
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ statusCode: 403, message: 'This account is disabled. Ask an admin to enable it.' });
      const wrong = await client(testApp.baseUrl).call('POST', '/api/auth/login', {
        email: 'disabled@example.com',
        password: 'a wrong password',
      });
      expect(wrong.status).toBe(401);

      await admin.call('PUT', `/api/users/${id}`, { disabled: false });
      await signIn(testApp.baseUrl, 'disabled@example.com', 'some password 12');
    });

    it('should make a member an admin and back', async () => {
      const admin = await signInAdmin();
      const { browser, id } = await newMember('promoted@example.com');
      expect(await (await admin.call('PUT', `/api/users/${id}`, { role: 'admin' })).json()).toMatchObject({ role: 'admin' });
      expect((await browser.call('GET', '/api/users')).status).toBe(200);
      expect(await (await admin.call('PUT', `/api/users/${id}`, { role: 'member' })).json()).toMatchObject({ role: 'member' });
      expect((await browser.call('GET', '/api/users')).status).toBe(403);
    });

    it('should refuse (409) to disable or demote the last active admin', async () => {
      const admin = await signInAdmin();
      const id = await adminId();
      for (const change of [{ disabled: true }, { role: 'member' }]) {
        const response = await admin.call('PUT', `/api/users/${id}`, change);
        expect(response.status).toBe(409);
        expect(((await response.json()) as { message: string }).message).toBe(
          'admin@example.com is the last active admin and can be neither disabled nor made a member. Make another account an admin first.',
        );
      }
      expect((await me(admin)).status).toBe(200);
    });

    it('should let only one of two admins demoting each other at the same moment succeed', async () => {
      const admin = await signInAdmin();
      const { browser: rival, id: rivalId } = await newMember('rival@example.com');
      expect((await admin.call('PUT', `/api/users/${rivalId}`, { role: 'admin' })).status).toBe(200);
      const firstAdminId = await adminId();
      const [byAdmin, byRival] = await Promise.all([
        admin.call('PUT', `/api/users/${rivalId}`, { role: 'member' }),
        rival.call('PUT', `/api/users/${firstAdminId}`, { role: 'member' }),
      ]);
      // The loser waited on the admin rows' lock and found itself the last admin (409), or came after
      // the winner and was already a member (403).
      const statuses = [byAdmin.status, byRival.status].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from app_user where role = 'admin'`);
      expect(n).toBe(1);
      // The one left an admin puts things back as they were: admin@example.com the only admin.
      if (byRival.status === 200) {
        expect((await rival.call('PUT', `/api/users/${firstAdminId}`, { role: 'admin' })).status).toBe(200);
        expect((await admin.call('PUT', `/api/users/${rivalId}`, { role: 'member' })).status).toBe(200);
      }
    });
  });

  describe('saved angles', () => {
    it('should belong to the user who saved them, whatever userId the body names', async () => {
      const [itemId] = await insertTrendingItems(testApp.orm, [{ title: 'Oat milk sales overtake dairy in three UK supermarkets' }]);
      const admin = await signInAdmin();
      const { link } = (await (
        await admin.call('POST', '/api/users/invites', { email: 'saver@example.com', role: 'member' })
      ).json()) as OneTimeLinkCreated;
      const member = client(testApp.baseUrl);
      await member.call('POST', `/api/auth/links/${tokenOf(link)}`, { name: 'Saver', password: 'saver password 1' });

      const angles = (await (await admin.call('POST', `/api/trending/${itemId}/generate-angles`)).json()) as PrAngle[];
      const [adminsAngle, membersAngle] = angles;
      expect((await admin.call('POST', '/api/saved-items', { trendingItemId: itemId, prAngleId: adminsAngle.id, userId: 1 })).status).toBe(
        201,
      );
      const memberSave = await member.call('POST', '/api/saved-items', { trendingItemId: itemId, prAngleId: membersAngle.id, userId: 1 });
      expect(memberSave.status).toBe(201);
      const membersSaved = (await memberSave.json()) as SavedItem;

      const savedBy = async (browser: SignedInClient) =>
        ((await (await browser.call('GET', '/api/saved-items')).json()) as SavedItem[]).map((saved) => saved.prAngleId);
      expect(await savedBy(admin)).toEqual([adminsAngle.id]);
      expect(await savedBy(member)).toEqual([membersAngle.id]);

      // Each user's angle list hides only their own saves.
      const listed = async (browser: SignedInClient) =>
        ((await (await browser.call('GET', `/api/trending/${itemId}/angles`)).json()) as PrAngle[]).map((angle) => angle.id);
      expect(await listed(admin)).not.toContain(adminsAngle.id);
      expect(await listed(admin)).toContain(membersAngle.id);
      expect(await listed(member)).toContain(adminsAngle.id);

      // Another user's saved item is not theirs to remove.
      expect((await admin.call('DELETE', `/api/saved-items/${membersSaved.id}`)).status).toBe(404);
      expect((await member.call('DELETE', `/api/saved-items/${membersSaved.id}`)).status).toBe(200);
      expect(await savedBy(member)).toEqual([]);
    });
  });
});
