import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import type { OneTimeLinkCreated } from '../../src/contracts/auth.contract.js';

// POST /api/auth/links/:token is public: a made-up token must cost one lookup, never argon2's 19 MiB
// and two passes, or anyone could keep the server hashing. The real hashPassword runs; the spy only
// counts its calls (the app runs in this process, so it sees the app's calls).
const passwords = await import('../../src/modules/auth/passwords.js');
const hashPassword = jest.fn(passwords.hashPassword);
jest.unstable_mockModule('../../src/modules/auth/passwords.js', () => ({ ...passwords, hashPassword }));
const { client, signIn } = await import('../support/auth-client.js');
const { startTestApp } = await import('../support/test-app.js');
type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'link cost admin password';
const LINK_INVALID = { statusCode: 404, message: 'This link is no longer valid. Ask an admin for a new one.' };

describe('POST /api/auth/links/:token: no password hashing for a link that does not work', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_MODE: 'local', ADMIN_EMAIL, ADMIN_PASSWORD });
  });

  beforeEach(() => {
    hashPassword.mockClear();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('should answer 404 to a made-up token without hashing its password', async () => {
    const response = await client(testApp.baseUrl).call('POST', `/api/auth/links/${randomBytes(32).toString('base64url')}`, {
      name: 'Nobody',
      password: 'a made-up password 123',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(LINK_INVALID);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('should hash the password once for a link that works, and not again when the used link is tried once more', async () => {
    const admin = await signIn(testApp.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { link } = (await (
      await admin.call('POST', '/api/users/invites', { email: 'invitee@example.com', role: 'member' })
    ).json()) as OneTimeLinkCreated;
    const path = `/api/auth/links/${new URL(link).searchParams.get('token')}`;
    const body = { name: 'Invitee', password: 'invitee password 12' };

    expect((await client(testApp.baseUrl).call('POST', path, body)).status).toBe(200);
    expect(hashPassword).toHaveBeenCalledTimes(1);

    const again = await client(testApp.baseUrl).call('POST', path, body);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(LINK_INVALID);
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });
});
