import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CurrentUser } from '../../src/contracts/auth.contract.js';
import { client, signIn } from '../support/auth-client.js';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process.js';
import { createTestDatabase, startAnotherInstance, startTestApp, type TestApp } from '../support/test-app.js';

const MAIN_SCRIPT = fileURLToPath(new URL('../../dist/src/main.js', import.meta.url));

describe('Sign-in at start-up and per mode', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'trendjack-auth-start-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts the server on 0.0.0.0 with `authMode` and no other setting; answers its exit code and stderr. */
  async function startOnEveryInterface(authMode: string): Promise<{ code: number | null; stderr: string }> {
    const child = spawn(process.execPath, [MAIN_SCRIPT], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: os.tmpdir(),
        HOST: '0.0.0.0',
        PORT: String(await freePort()),
        AUTH_MODE: authMode,
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, stderr };
  }

  describe('AUTH_MODE=none on a HOST every interface listens on, without ALLOW_ANONYMOUS', () => {
    it('should refuse to start: exit code 1, and stderr saying why and what to set', async () => {
      const { code, stderr } = await startOnEveryInterface('none');
      expect(code).toBe(1);
      expect(stderr).toContain('AUTH_MODE=none on HOST 0.0.0.0 would let anyone who reaches this server read everything');
      expect(stderr).toContain('set ALLOW_ANONYMOUS=true');
    });
  });

  describe('sign-in on a HOST every interface listens on, without PUBLIC_URL or ALLOWED_HOSTS (the Docker image)', () => {
    it('should refuse to start: exit code 1, and stderr naming both settings', async () => {
      const { code, stderr } = await startOnEveryInterface('local');
      expect(code).toBe(1);
      expect(stderr).toContain('on HOST 0.0.0.0, Trendjack answers only the addresses it is told people open it under');
      expect(stderr).toContain('Set PUBLIC_URL to that address');
      expect(stderr).toContain('ALLOWED_HOSTS');
    });
  });

  describe('AUTH_MODE=local without ADMIN_EMAIL, on an empty database', () => {
    let server: ServerProcess | undefined;

    afterAll(async () => {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    });

    it('should log a setup link at warn level that creates the first admin, once', async () => {
      server = await startServerProcess({
        DATABASE_URL: await createTestDatabase(),
        DATA_DIR: dataDir,
        AUTH_MODE: 'local',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
      });
      const baseUrl = `http://127.0.0.1:${server.port}`;
      const logged = server
        .output()
        .split('\n')
        .find((line) => line.includes('No admin account yet'));
      expect(logged).toBeDefined();
      const entry = JSON.parse(logged!) as { level: string; message: string };
      expect(entry.level).toBe('warn');
      const match =
        /^No admin account yet\. Open this link to create one: (http:\/\/localhost:\d+\/welcome\?token=([A-Za-z0-9_-]{43}))$/.exec(
          entry.message,
        );
      expect(match).not.toBeNull();
      const token = match![2];

      expect(await (await fetch(`${baseUrl}/api/auth/options`)).json()).toEqual({
        mode: 'local',
        setupRequired: true,
        rolesFromGroups: false,
      });
      const browser = client(baseUrl);
      expect(await (await browser.call('GET', `/api/auth/links/${token}`)).json()).toEqual({ purpose: 'setup', email: null, name: null });
      const missing = await browser.call('POST', `/api/auth/links/${token}`, { password: 'first admin password' });
      expect(missing.status).toBe(400);

      const created = await browser.call('POST', `/api/auth/links/${token}`, {
        email: 'First@Example.com',
        name: 'First Admin',
        password: 'first admin password',
      });
      expect(created.status).toBe(200);
      expect(await created.json()).toMatchObject({ email: 'first@example.com', name: 'First Admin', role: 'admin' });
      expect(((await (await browser.call('GET', '/api/auth/me')).json()) as CurrentUser).role).toBe('admin');
      expect(await (await fetch(`${baseUrl}/api/auth/options`)).json()).toEqual({
        mode: 'local',
        setupRequired: false,
        rolesFromGroups: false,
      });

      const again = await client(baseUrl).call('POST', `/api/auth/links/${token}`, {
        email: 'second@example.com',
        name: 'Second',
        password: 'second admin password',
      });
      expect(again.status).toBe(404);
      await signIn(baseUrl, 'first@example.com', 'first admin password');
    });
  });

  describe('AUTH_MODE=local without ADMIN_EMAIL, started again before anyone set up the admin', () => {
    it('should leave only the newest setup link usable', async () => {
      const testApp = await startTestApp({ AUTH_MODE: 'local' });
      try {
        const unusedSetupLinks = async () =>
          (
            await testApp.orm.em
              .fork()
              .getConnection()
              .execute<{ id: number }[]>(`select id from one_time_link where purpose = 'setup' and used_at is null`)
          ).map((row) => row.id);
        const [first] = await unusedSetupLinks();
        expect(first).toBeDefined();
        const restarted = await startAnotherInstance(testApp.databaseUrl, { AUTH_MODE: 'local' });
        await restarted.app.close();
        const unused = await unusedSetupLinks();
        expect(unused).toHaveLength(1);
        expect(unused[0]).toBeGreaterThan(first);
      } finally {
        await testApp.close();
      }
    });
  });

  describe('AUTH_MODE=none (the default on a loopback HOST)', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await startTestApp();
    });

    afterAll(async () => {
      await testApp?.close();
    });

    it('should leave every route open, the docs and admin routes included', async () => {
      expect(testApp.config.auth.mode).toBe('none');
      expect((await fetch(`${testApp.baseUrl}/api/users`)).status).toBe(200);
      expect((await fetch(`${testApp.baseUrl}/api/docs-json`)).status).toBe(200);
      expect(await (await fetch(`${testApp.baseUrl}/api/auth/options`)).json()).toEqual({
        mode: 'none',
        setupRequired: false,
        rolesFromGroups: false,
      });
    });

    it('should answer 404 "Sign-in is off" to me, login and invitations', async () => {
      const off = { statusCode: 404, message: 'Sign-in is off on this server (AUTH_MODE=none).' };
      const anyone = client(testApp.baseUrl);
      expect(await (await anyone.call('GET', '/api/auth/me')).json()).toEqual(off);
      expect(
        await (await anyone.call('POST', '/api/auth/login', { email: 'a@example.com', password: 'whatever password' })).json(),
      ).toEqual(off);
      expect(await (await anyone.call('POST', '/api/users/invites', { email: 'a@example.com', role: 'member' })).json()).toEqual(off);
    });
  });

  describe('AUTH_MODE=oidc', () => {
    let testApp: TestApp;
    let oidcUrl: string;
    let closeOidc: () => Promise<void>;
    const oidcEnv = (groups: string) => ({
      AUTH_MODE: 'oidc',
      OIDC_ISSUER_URL: 'http://127.0.0.1:9/issuer',
      OIDC_CLIENT_ID: 'trendjack',
      OIDC_ADMIN_GROUPS: groups,
    });

    beforeAll(async () => {
      // A local admin signs in on one instance; the session is good on the oidc instances sharing the database.
      testApp = await startTestApp({ AUTH_MODE: 'local', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'oidc admin password' });
      const oidc = await startAnotherInstance(testApp.databaseUrl, oidcEnv('trendjack-admins'));
      oidcUrl = oidc.baseUrl;
      closeOidc = () => oidc.app.close();
    });

    afterAll(async () => {
      await closeOidc?.();
      await testApp?.close();
    });

    it('should answer 409 "Passwords are managed by your identity provider." to invitations, resets and password changes', async () => {
      const admin = client(oidcUrl, (await signIn(testApp.baseUrl, 'admin@example.com', 'oidc admin password')).cookie);
      const managed = { statusCode: 409, message: 'Passwords are managed by your identity provider.' };
      expect(await (await admin.call('POST', '/api/users/invites', { email: 'b@example.com', role: 'member' })).json()).toEqual(managed);
      const id = ((await (await admin.call('GET', '/api/auth/me')).json()) as CurrentUser).id;
      expect(await (await admin.call('POST', `/api/users/${id}/reset`)).json()).toEqual(managed);
      expect(
        await (
          await admin.call('POST', '/api/auth/password', { currentPassword: 'oidc admin password', newPassword: 'another password 1' })
        ).json(),
      ).toEqual(managed);
      expect((await admin.call('POST', '/api/auth/login', { email: 'admin@example.com', password: 'oidc admin password' })).status).toBe(
        400,
      );
    });

    it('should refuse role changes (409) while OIDC_ADMIN_GROUPS decides the roles, and allow them without it', async () => {
      const admin = client(oidcUrl, (await signIn(testApp.baseUrl, 'admin@example.com', 'oidc admin password')).cookie);
      const member = await testApp.orm.em
        .fork()
        .getConnection()
        .execute<{ id: number }[]>(
          `insert into app_user (email, name, role, oidc_issuer, oidc_subject, disabled, created_at) values ('m@example.com', 'M', 'member', 'http://127.0.0.1:9/issuer', 'sub-m', false, now()) returning id`,
        );
      const refused = await admin.call('PUT', `/api/users/${member[0].id}`, { role: 'admin' });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toContain('OIDC_ADMIN_GROUPS');

      const withoutGroups = await startAnotherInstance(testApp.databaseUrl, oidcEnv(''));
      try {
        const allowed = await client(withoutGroups.baseUrl, admin.cookie).call('PUT', `/api/users/${member[0].id}`, { role: 'admin' });
        expect(allowed.status).toBe(200);
        expect(await allowed.json()).toMatchObject({ role: 'admin', active: true });
      } finally {
        await withoutGroups.app.close();
      }
    });
  });
});
