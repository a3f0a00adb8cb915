import { boundQuery } from '../../src/platform/database/bound-query.js';
import { client, signIn } from '../support/auth-client.js';
import { startAnotherInstance, startTestApp, type TestApp } from '../support/test-app.js';

const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'throttle admin password';
const MEMBER_EMAIL = 'member@example.com';
const MEMBER_PASSWORD = 'throttle member password';

// Every request of this file comes from 127.0.0.1, so each test starts from an empty failure table.
describe('Throttling of failed sign-ins (10 in 15 minutes, per account and per client)', () => {
  let testApp: TestApp;

  const sql = <Row>(text: string, parameters: unknown[] = []) => boundQuery<Row>(testApp.orm.em.fork(), text, parameters);
  const login = (email: string, password: string) => client(testApp.baseUrl).call('POST', '/api/auth/login', { email, password });
  const failuresOf = async (accountKey: string) =>
    (await sql<{ n: number }>('select count(*)::int as n from login_failure where account_key = $1', [accountKey]))[0].n;
  /** Failures of an account from other clients (another office, a botnet), `minutesAgo` each. */
  const failuresFromElsewhere = async (accountKey: string, minutesAgo: number[]) => {
    for (const [index, minutes] of minutesAgo.entries()) {
      await sql(`insert into login_failure (account_key, client_key, created_at) values ($1, $2, now() - make_interval(mins => $3))`, [
        accountKey,
        `203.0.113.${index + 1}`,
        minutes,
      ]);
    }
  };

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_MODE: 'local', ADMIN_EMAIL, ADMIN_PASSWORD });
    const admin = await signIn(testApp.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { link } = (await (await admin.call('POST', '/api/users/invites', { email: MEMBER_EMAIL, role: 'member' })).json()) as {
      link: string;
    };
    await client(testApp.baseUrl).call('POST', `/api/auth/links/${new URL(link).searchParams.get('token')}`, {
      name: 'Member',
      password: MEMBER_PASSWORD,
    });
  });

  beforeEach(async () => {
    await sql('delete from login_failure');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  describe('per account', () => {
    it('should refuse even the right password (429) once the account failed 10 times in 15 minutes, from any clients', async () => {
      // The oldest failure is 10 minutes old: it leaves the window in 5 minutes.
      await failuresFromElsewhere(ADMIN_EMAIL, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
      const response = await login('ADMIN@example.com', ADMIN_PASSWORD);
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(290);
      expect(retryAfter).toBeLessThanOrEqual(300);
      expect(await response.json()).toEqual({
        statusCode: 429,
        message: 'Too many failed sign-ins for this account. Try again in 5 minutes.',
      });
      // The same client may still sign in to another account.
      expect((await login(MEMBER_EMAIL, MEMBER_PASSWORD)).status).toBe(200);
    });

    it('should let the account in again once the oldest failure has left the window, and then forget its failures', async () => {
      await failuresFromElsewhere(ADMIN_EMAIL, [16, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
      const response = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(response.status).toBe(200);
      expect(await failuresOf(ADMIN_EMAIL)).toBe(0);
    });

    it('should count wrong passwords and unknown addresses alike, and allow the 10th try but not the 11th', async () => {
      for (let attempt = 1; attempt <= 9; attempt += 1) {
        expect((await login('ghost@example.com', `wrong password ${attempt}`)).status).toBe(401);
      }
      expect(await failuresOf('ghost@example.com')).toBe(9);
      expect((await login('ghost@example.com', 'wrong password 10')).status).toBe(401);
      const eleventh = await login('Ghost@Example.com', 'wrong password 11');
      expect(eleventh.status).toBe(429);
      expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(890);
      // The refused try was not verified, so it is not counted either.
      expect(await failuresOf('ghost@example.com')).toBe(10);
    });
  });

  describe('per client address', () => {
    it('should refuse a client that failed 10 times in 15 minutes, whichever accounts it tried, even with a right password', async () => {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await login(`guess${attempt}@example.com`, 'a guessed password')).status).toBe(401);
      }
      const response = await login(MEMBER_EMAIL, MEMBER_PASSWORD);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(890);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Too many failed sign-ins from this address. Try again in 15 minutes.',
      );
    });

    it('should not let a client choose its address with X-Forwarded-For while TRUST_PROXY is unset', async () => {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await client(testApp.baseUrl).call(
          'POST',
          '/api/auth/login',
          { email: `guess${attempt}@example.com`, password: 'a guessed password' },
          { 'x-forwarded-for': `198.51.100.${attempt}` },
        );
        expect(response.status).toBe(401);
      }
      const response = await client(testApp.baseUrl).call(
        'POST',
        '/api/auth/login',
        { email: MEMBER_EMAIL, password: MEMBER_PASSWORD },
        { 'x-forwarded-for': '198.51.100.99' },
      );
      expect(response.status).toBe(429);
    });

    it('should not be cleared by another account’s successful sign-in', async () => {
      for (let attempt = 1; attempt <= 9; attempt += 1) {
        await login(`guess${attempt}@example.com`, 'a guessed password');
      }
      expect((await login(MEMBER_EMAIL, MEMBER_PASSWORD)).status).toBe(200);
      await login('guess10@example.com', 'a guessed password');
      expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(429);
    });
  });

  describe('old failures', () => {
    it('should be deleted when a new failure is recorded', async () => {
      await failuresFromElsewhere('someone@example.com', [60, 20]);
      await login('someone@example.com', 'a wrong password');
      expect(await failuresOf('someone@example.com')).toBe(1);
    });
  });

  describe('POST /api/auth/password', () => {
    it('should count a wrong current password as a failed sign-in of that account', async () => {
      const member = await signIn(testApp.baseUrl, MEMBER_EMAIL, MEMBER_PASSWORD);
      await failuresFromElsewhere(MEMBER_EMAIL, [9, 8, 7, 6, 5, 4, 3, 2, 1]);
      const wrong = await member.call('POST', '/api/auth/password', {
        currentPassword: 'not my password',
        newPassword: 'a new password 123',
      });
      expect(wrong.status).toBe(400);
      const right = await member.call('POST', '/api/auth/password', {
        currentPassword: MEMBER_PASSWORD,
        newPassword: 'a new password 123',
      });
      expect(right.status).toBe(429);
    });
  });
});

// A reverse proxy (TLS in front of the container) makes every request come from its address: with
// TRUST_PROXY naming it, the throttle and the rate limit count the client it forwards for instead.
describe('Throttling behind a reverse proxy (TRUST_PROXY=loopback)', () => {
  let testApp: TestApp;
  const fromClient = (address: string, email: string, password: string) =>
    client(testApp.baseUrl).call('POST', '/api/auth/login', { email, password }, { 'x-forwarded-for': address });

  beforeAll(async () => {
    // The default RATE_LIMIT_PER_MINUTE (120): the 11 sign-ins below count against it too.
    testApp = await startTestApp({ AUTH_MODE: 'local', ADMIN_EMAIL, ADMIN_PASSWORD, TRUST_PROXY: 'loopback' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('should count failed sign-ins per forwarded client, so one client cannot lock out the office', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await fromClient('198.51.100.7', `guess${attempt}@example.com`, 'a guessed password')).status).toBe(401);
    }
    const refused = await fromClient('198.51.100.7', ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many failed sign-ins from this address\./);
    expect((await fromClient('198.51.100.8', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
    const rows = await boundQuery<{ client_key: string }>(testApp.orm.em.fork(), 'select distinct client_key from login_failure', []);
    expect(rows).toEqual([{ client_key: '198.51.100.7' }]);
  });
});

// RATE_LIMIT_PER_MINUTE counts per client in memory, before anything else: a burst of password
// sign-ins sent at once is refused before it reaches the database.
describe('RATE_LIMIT_PER_MINUTE behind a reverse proxy (TRUST_PROXY=loopback, a limit of 3)', () => {
  let testApp: TestApp;
  const sql = <Row>(text: string, parameters: unknown[] = []) => boundQuery<Row>(testApp.orm.em.fork(), text, parameters);

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_MODE: 'local', ADMIN_EMAIL, ADMIN_PASSWORD, TRUST_PROXY: 'loopback', RATE_LIMIT_PER_MINUTE: '3' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('should apply RATE_LIMIT_PER_MINUTE per forwarded client', async () => {
    const admin = await signIn(testApp.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    const analyze = (address: string) =>
      admin.call(
        'POST',
        '/api/analyze-headline',
        { headline: 'Ten ways to cut your energy bill this winter' },
        { 'x-forwarded-for': address },
      );
    for (let call = 1; call <= 3; call += 1) {
      expect((await analyze('203.0.113.20')).status).toBe(200);
    }
    expect((await analyze('203.0.113.20')).status).toBe(429);
    expect((await analyze('203.0.113.21')).status).toBe(200);
  });

  it('should refuse sign-ins past the limit before any password is checked, however many are sent at once', async () => {
    const burst = await Promise.all(
      [1, 2, 3, 4, 5].map((attempt) =>
        client(testApp.baseUrl).call(
          'POST',
          '/api/auth/login',
          { email: `burst${attempt}@example.com`, password: 'a guessed password' },
          { 'x-forwarded-for': '203.0.113.30' },
        ),
      ),
    );
    expect(burst.map((response) => response.status).sort()).toEqual([401, 401, 401, 429, 429]);
    const limited = burst.find((response) => response.status === 429)!;
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many requests: at most 3 /);
    // Only the three tries that got through were checked, and so counted as failures.
    const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from login_failure where client_key = '203.0.113.30'`);
    expect(n).toBe(3);
  });

  it('should count uses of one-time links against the same limit', async () => {
    const redeem = () =>
      client(testApp.baseUrl).call(
        'POST',
        `/api/auth/links/${'A'.repeat(43)}`,
        { name: 'Nobody', password: 'a made-up password 123' },
        { 'x-forwarded-for': '203.0.113.31' },
      );
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await redeem()).status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

// The failure count used to be read before the password check and written after it, so tries sent at
// once all read the same count: 40 at once got 14 password checks past a limit of 10. A try is now
// counted before its password is checked. Only a checked try answers 401, so the 401s count the checks.
describe('Throttling of wrong passwords sent at once, on two instances of one database', () => {
  let testApp: TestApp;
  let second: Awaited<ReturnType<typeof startAnotherInstance>>;
  const env = { AUTH_MODE: 'local', ADMIN_EMAIL, ADMIN_PASSWORD, TRUST_PROXY: 'loopback', RATE_LIMIT_PER_MINUTE: '1000' };
  const sql = <Row>(text: string, parameters: unknown[] = []) => boundQuery<Row>(testApp.orm.em.fork(), text, parameters);
  /** 40 sign-ins at once, every other one to the second instance; the statuses, counted. */
  const fortyAtOnce = async (attempt: (index: number) => { email: string; password: string; from: string }) => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => {
        const { email, password, from } = attempt(index);
        const baseUrl = index % 2 === 0 ? testApp.baseUrl : second.baseUrl;
        return client(baseUrl).call('POST', '/api/auth/login', { email, password }, { 'x-forwarded-for': from });
      }),
    );
    const counts: Record<number, number> = {};
    responses.forEach((response) => (counts[response.status] = (counts[response.status] ?? 0) + 1));
    return counts;
  };

  beforeAll(async () => {
    testApp = await startTestApp(env);
    second = await startAnotherInstance(testApp.databaseUrl, env);
  });

  beforeEach(async () => {
    await sql('delete from login_failure');
  });

  afterAll(async () => {
    await second?.app.close();
    await testApp?.close();
  });

  it('should check at most 10 passwords of one account, from any clients, and refuse the rest with 429', async () => {
    const counts = await fortyAtOnce((index) => ({
      email: ADMIN_EMAIL,
      password: `wrong password ${index}`,
      from: `198.51.100.${index + 1}`,
    }));
    expect(counts).toEqual({ 401: 10, 429: 30 });
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from login_failure where account_key = $1', [ADMIN_EMAIL]);
    expect(n).toBe(10);
    // The right password waits too.
    expect((await client(testApp.baseUrl).call('POST', '/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(
      429,
    );
  });

  it('should check at most 10 passwords from one client, whichever accounts it tries, and refuse the rest with 429', async () => {
    const counts = await fortyAtOnce((index) => ({
      email: `guess${index}@example.com`,
      password: 'a guessed password',
      from: '198.51.100.77',
    }));
    expect(counts).toEqual({ 401: 10, 429: 30 });
    const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from login_failure where client_key = '198.51.100.77'`);
    expect(n).toBe(10);
  });
});
