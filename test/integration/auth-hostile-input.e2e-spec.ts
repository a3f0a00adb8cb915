import fc from 'fast-check';
import { rowCounts as countRows } from '../support/row-counts.js';
import { signIn, type SignedInClient } from '../support/auth-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The sign-in routes get random and hostile JSON with sign-in on: a 4xx or a valid answer, never a
// 5xx, and a refused body changes no account, link or session. (hostile-input.e2e-spec.ts covers the
// other POST routes with sign-in off.)

const TABLES = ['app_user', 'one_time_link', 'auth_session'];
const RUNS_PER_ENDPOINT = 25;

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\u202e\u0007', 'a@b.c', 'ADMIN@EXAMPLE.COM', '__proto__', "'; drop table app_user; --"),
  fc.integer({ min: 2000, max: 6000 }).map((length) => 'x '.repeat(length)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')), tie('value'), { maxKeys: 3 }),
  ),
})).value;
const bodyFor = (fields: string[]) =>
  fc.oneof(fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] }), hostileValue);

describe('Hostile bodies on the sign-in routes (AUTH_MODE=local)', () => {
  let testApp: TestApp;
  let admin: SignedInClient;
  let linkToken: string;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_MODE: 'local', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'hostile admin password' });
    admin = await signIn(testApp.baseUrl, 'admin@example.com', 'hostile admin password');
    const { link } = (await (await admin.call('POST', '/api/users/invites', { email: 'invitee@example.com', role: 'member' })).json()) as {
      link: string;
    };
    linkToken = new URL(link).searchParams.get('token')!;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const endpoints: [string, string, () => string, string[]][] = [
    ['POST', 'auth/login', () => '/api/auth/login', ['email', 'password']],
    ['POST', 'auth/password', () => '/api/auth/password', ['currentPassword', 'newPassword']],
    ['POST', 'auth/links/:token', () => `/api/auth/links/${linkToken}`, ['email', 'name', 'password']],
    ['POST', 'users/invites', () => '/api/users/invites', ['email', 'role']],
    ['PUT', 'users/:id', () => '/api/users/1', ['role', 'disabled']],
  ];

  it.each(endpoints)('%s %s: never a 5xx, and a 4xx stores nothing', async (method, _name, path, fields) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(fields), async (body) => {
        const before = await countRows(testApp.orm, TABLES);
        const response = await admin.call(method, path(), body);
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          const parsed = (await response.json()) as { statusCode: number; message: string };
          expect(parsed.statusCode).toBe(response.status);
          expect(parsed.message.length).toBeGreaterThan(0);
          expect(await countRows(testApp.orm, TABLES)).toEqual(before);
        }
        // Whatever happened, the admin is still signed in (a hostile body never ends the session).
        expect((await admin.call('GET', '/api/auth/me')).status).toBe(200);
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });
});
