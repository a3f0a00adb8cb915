import { createHash } from 'node:crypto';
import type { CurrentUser } from '../../src/contracts/auth.contract.js';
import { SecretBox } from '../../src/platform/crypto/secret-box.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { CookieJar } from '../support/cookie-jar.js';
import { waitFor } from '../support/server-process.js';
import { type OidcAccount, startOidcProvider, type OidcTestProvider } from '../support/oidc-provider.js';
import { freeLoopbackPort, startTestApp, type TestApp } from '../support/test-app.js';

const APP_SECRET_KEY = 'oidc-e2e-secret-key-0123456789';
const ADMIN_GROUP = 'trendjack-admins';

/** The app in AUTH_MODE=oidc against a provider started for it: PUBLIC_URL names the app's port, chosen first. */
async function startAppWithProvider(
  accounts: OidcAccount[],
  options: { adminGroups?: string; claimsInIdToken?: boolean } = {},
): Promise<{ app: TestApp; provider: OidcTestProvider }> {
  const port = await freeLoopbackPort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const provider = await startOidcProvider({
    redirectUri: `${publicUrl}/api/auth/callback`,
    accounts,
    claimsInIdToken: options.claimsInIdToken,
  });
  const app = await startTestApp(
    {
      AUTH_MODE: 'oidc',
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ADMIN_GROUPS: options.adminGroups ?? '',
      PUBLIC_URL: publicUrl,
      APP_SECRET_KEY,
    },
    { port },
  );
  return { app, provider };
}

/** A browser's sign-in, step by step: the app's redirect to the provider, the provider's pages, back to the app. */
function browserFor(app: TestApp, provider: OidcTestProvider) {
  return {
    /** Follows GET /api/auth/login/oidc to the provider; answers the authorization URL. */
    async leave(jar: CookieJar, returnTo?: string): Promise<URL> {
      const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
      const response = await jar.fetch(`${app.baseUrl}/api/auth/login/oidc${query}`);
      expect(response.status).toBe(302);
      return new URL(response.headers.get('location')!);
    },
    /** The whole round trip as `sub`; answers the app's answer to the callback. */
    async signIn(jar: CookieJar, sub: string, returnTo?: string): Promise<Response> {
      const authorizationUrl = await this.leave(jar, returnTo);
      return jar.fetch(await provider.signIn(jar, authorizationUrl.href, sub));
    },
    async me(jar: CookieJar): Promise<{ status: number; user: CurrentUser | null }> {
      const response = await jar.fetch(`${app.baseUrl}/api/auth/me`);
      return { status: response.status, user: response.status === 200 ? ((await response.json()) as CurrentUser) : null };
    },
  };
}

/** The words the callback sends the browser home with, or null when it sent it elsewhere without an error. */
function signInError(response: Response): string | null {
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!, 'http://app.test').searchParams.get('sign_in_error');
}

function location(response: Response): string {
  expect(response.status).toBe(302);
  return response.headers.get('location')!;
}

async function accountRows(app: TestApp, subject: string): Promise<{ id: number; role: string; name: string; email: string }[]> {
  return boundQuery(app.orm.em.fork(), 'select id, role, name, email from app_user where oidc_subject = $1', [subject]);
}

describe('Sign-in through an OpenID provider (AUTH_MODE=oidc)', () => {
  let app: TestApp;
  let provider: OidcTestProvider;
  let browser: ReturnType<typeof browserFor>;

  beforeAll(async () => {
    ({ app, provider } = await startAppWithProvider(
      [
        { sub: 'lead-1', email: 'Lead@Example.com', name: 'Lena Lead', groups: ['everyone', ADMIN_GROUP] },
        { sub: 'writer-1', email: 'writer@example.com', name: 'Will Writer', groups: ['everyone'] },
        { sub: 'returning-1', email: 'returning@example.com', name: 'Rae Returning', groups: [ADMIN_GROUP] },
        { sub: 'disabled-1', email: 'disabled@example.com', name: 'Dee Disabled' },
        { sub: 'upn-1', upn: 'upn.person@corp.example', name: 'Una Upn' },
        { sub: 'anonymous-1', name: 'No Address' },
        { sub: 'twin-1', email: 'twin@example.com', name: 'Twin One' },
        { sub: 'twin-2', email: 'twin@example.com', name: 'Twin Two' },
        { sub: 'plain-1', email: 'plain@example.com', name: 'Pat Plain' },
      ],
      { adminGroups: `other-admins, ${ADMIN_GROUP}` },
    ));
    browser = browserFor(app, provider);
  });

  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  describe('GET /api/auth/login/oidc', () => {
    it('should send the browser to the provider with the code flow, PKCE S256 of the kept verifier, state, nonce and the registered redirect URI', async () => {
      const jar = new CookieJar();
      const response = await jar.fetch(`${app.baseUrl}/api/auth/login/oidc`);
      expect(response.status).toBe(302);
      const url = new URL(response.headers.get('location')!);
      expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
      const parameters = Object.fromEntries(url.searchParams);
      expect(parameters).toMatchObject({
        response_type: 'code',
        client_id: provider.clientId,
        redirect_uri: `${app.baseUrl}/api/auth/callback`,
        // groups: OIDC_ADMIN_GROUPS is set and the provider lists the scope (Okta's org server sends groups only for it).
        scope: 'openid email profile groups',
        code_challenge_method: 'S256',
      });
      expect(parameters.state).toMatch(/^[\w-]{43}$/);
      expect(parameters.nonce).toMatch(/^[\w-]{43}$/);

      // The flow cookie: HttpOnly, Lax, only for /api/auth, 10 minutes, and unreadable without the app's key.
      const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('trendjack_oidc='))!;
      expect(setCookie).toMatch(/; Max-Age=600;/);
      expect(setCookie).toMatch(/; Path=\/api\/auth;/);
      expect(setCookie).toMatch(/; HttpOnly/);
      expect(setCookie).toMatch(/; SameSite=Lax/);
      const sealed = decodeURIComponent(jar.get(`${app.baseUrl}/api/auth/callback`, 'trendjack_oidc')!);
      expect(sealed).not.toContain(parameters.state);
      const kept = JSON.parse(SecretBox.fromPassphrase(APP_SECRET_KEY).decrypt(sealed)) as {
        codeVerifier: string;
        state: string;
        nonce: string;
      };
      expect(kept).toMatchObject({ state: parameters.state, nonce: parameters.nonce });
      expect(parameters.code_challenge).toBe(createHash('sha256').update(kept.codeVerifier).digest('base64url'));
    });

    it('should answer 400 to a password sign-in: this server signs in through the provider', async () => {
      const response = await fetch(`${app.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'writer@example.com', password: 'correct horse battery' }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ statusCode: 400, message: 'Passwords are managed by your identity provider.' });
    });
  });

  describe('GET /api/auth/callback', () => {
    describe('when the person signs in at the provider', () => {
      it('should create a member account, start a session that /api/auth/me answers, and clear the flow cookie', async () => {
        const jar = new CookieJar();
        const callback = await browser.signIn(jar, 'writer-1');
        expect(location(callback)).toBe('/');
        expect(callback.headers.getSetCookie().find((line) => line.startsWith('trendjack_oidc='))).toMatch(/Expires=Thu, 01 Jan 1970/);
        expect(jar.get(`${app.baseUrl}/api/auth/callback`, 'trendjack_oidc')).toBeUndefined();
        const [row] = await accountRows(app, 'writer-1');
        expect(await browser.me(jar)).toEqual({
          status: 200,
          user: { id: row!.id, name: 'Will Writer', email: 'writer@example.com', role: 'member' },
        });
      });

      it('should make an admin of a person in one of OIDC_ADMIN_GROUPS, and store the address in lower case', async () => {
        const jar = new CookieJar();
        await browser.signIn(jar, 'lead-1');
        expect((await browser.me(jar)).user).toMatchObject({ name: 'Lena Lead', email: 'lead@example.com', role: 'admin' });
      });

      it('should reuse the account at the next sign-in, taking the name and the role from the provider again', async () => {
        await browser.signIn(new CookieJar(), 'returning-1');
        const [first] = await accountRows(app, 'returning-1');
        expect(first).toMatchObject({ role: 'admin', name: 'Rae Returning' });

        provider.accounts.set('returning-1', {
          sub: 'returning-1',
          email: 'returning@example.com',
          name: 'Rae Renamed',
          groups: ['everyone'],
        });
        const jar = new CookieJar();
        await browser.signIn(jar, 'returning-1');
        expect(await accountRows(app, 'returning-1')).toEqual([
          { id: first!.id, role: 'member', name: 'Rae Renamed', email: 'returning@example.com' },
        ]);
        expect((await browser.me(jar)).user).toMatchObject({ id: first!.id, role: 'member' });
      });

      it('should say the groups decide roles, and refuse a role change made in Trendjack with 409', async () => {
        expect(await (await fetch(`${app.baseUrl}/api/auth/options`)).json()).toEqual({
          mode: 'oidc',
          setupRequired: false,
          rolesFromGroups: true,
        });
        const admin = new CookieJar();
        await browser.signIn(admin, 'lead-1');
        await browser.signIn(new CookieJar(), 'writer-1');
        const [writer] = await accountRows(app, 'writer-1');
        const response = await admin.fetch(`${app.baseUrl}/api/users/${writer!.id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ role: 'admin' }),
        });
        expect(response.status).toBe(409);
        expect(((await response.json()) as { message: string }).message).toMatch(/OIDC_ADMIN_GROUPS/);
        expect(await accountRows(app, 'writer-1')).toEqual([writer]);
      });

      it('should take the address from upn when the provider sends no email (Entra ID)', async () => {
        const jar = new CookieJar();
        await browser.signIn(jar, 'upn-1');
        expect((await browser.me(jar)).user).toMatchObject({ email: 'upn.person@corp.example', name: 'Una Upn' });
      });

      it('should come back to the path the sign-in started from', async () => {
        const jar = new CookieJar();
        const callback = await browser.signIn(jar, 'plain-1', '/trending?source=reddit#top');
        expect(location(callback)).toBe('/trending?source=reddit#top');
        expect((await browser.me(jar)).status).toBe(200);
      });

      it.each(['//evil.example/phish', 'https://evil.example/', '/\\evil.example', 'trending', 'javascript:alert(1)'])(
        'should ignore the off-site returnTo %j and come back to /',
        async (returnTo) => {
          const callback = await browser.signIn(new CookieJar(), 'plain-1', returnTo);
          expect(location(callback)).toBe('/');
        },
      );
    });

    describe('when the sign-in cannot be trusted', () => {
      it('should refuse a tampered state: no session, the flow cookie cleared', async () => {
        const jar = new CookieJar();
        const callbackUrl = new URL(await provider.signIn(jar, (await browser.leave(jar)).href, 'writer-1'));
        callbackUrl.searchParams.set('state', 'tampered-state-value');
        const callback = await jar.fetch(callbackUrl);
        expect(signInError(callback)).toMatch(/does not match the one this browser started/);
        expect(jar.get(`${app.baseUrl}/api/auth/callback`, 'trendjack_oidc')).toBeUndefined();
        expect((await browser.me(jar)).status).toBe(401);
      });

      it('should refuse a callback opened in another browser (a sign-in forced on someone else)', async () => {
        const attacker = new CookieJar();
        const callbackUrl = await provider.signIn(attacker, (await browser.leave(attacker)).href, 'writer-1');
        const victim = new CookieJar();
        expect(signInError(await victim.fetch(callbackUrl))).toMatch(/took longer than 10 minutes or was started in another browser/);
        expect((await browser.me(victim)).status).toBe(401);
      });

      it('should refuse an ID token whose nonce is not the one this browser keeps', async () => {
        const jar = new CookieJar();
        const authorizationUrl = await browser.leave(jar);
        authorizationUrl.searchParams.set('nonce', 'a-nonce-of-another-sign-in-0000000000000000');
        const callback = await jar.fetch(await provider.signIn(jar, authorizationUrl.href, 'writer-1'));
        expect(signInError(callback)).toMatch(/could not be verified/);
        expect((await browser.me(jar)).status).toBe(401);
      });

      it('should refuse the same callback replayed after the sign-in', async () => {
        const jar = new CookieJar();
        const callbackUrl = await provider.signIn(jar, (await browser.leave(jar)).href, 'writer-1');
        expect(location(await jar.fetch(callbackUrl))).toBe('/');
        const replay = new CookieJar();
        await browser.leave(replay); // a flow cookie of its own, with another state and nonce
        expect(signInError(await replay.fetch(callbackUrl))).not.toBeNull();
        expect((await browser.me(replay)).status).toBe(401);
      });

      it('should be refused by the provider when the code comes without the PKCE verifier', async () => {
        const jar = new CookieJar();
        const code = new URL(await provider.signIn(jar, (await browser.leave(jar)).href, 'writer-1')).searchParams.get('code')!;
        const response = await fetch(`${provider.issuer}/token`, {
          method: 'POST',
          headers: { authorization: `Basic ${Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString('base64')}` },
          body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${app.baseUrl}/api/auth/callback` }),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
      });

      it('should say the sign-in was cancelled when the person cancels at the provider', async () => {
        const jar = new CookieJar();
        const callback = await jar.fetch(await provider.cancelSignIn(jar, (await browser.leave(jar)).href));
        expect(signInError(callback)).toBe('The sign-in was cancelled, or your company account may not use Trendjack.');
        expect((await browser.me(jar)).status).toBe(401);
      });

      it('should start no session for a disabled account', async () => {
        await browser.signIn(new CookieJar(), 'disabled-1');
        await boundQuery(app.orm.em.fork(), 'update app_user set disabled = true where oidc_subject = $1', ['disabled-1']);
        const jar = new CookieJar();
        expect(signInError(await browser.signIn(jar, 'disabled-1'))).toMatch(/disabled/);
        expect((await browser.me(jar)).status).toBe(401);
      });

      it('should refuse a person the provider gives no address', async () => {
        const jar = new CookieJar();
        expect(signInError(await browser.signIn(jar, 'anonymous-1'))).toMatch(/did not send an email address/);
        expect(await accountRows(app, 'anonymous-1')).toEqual([]);
      });

      it('should not hand an existing account to another subject with the same address', async () => {
        await browser.signIn(new CookieJar(), 'twin-1');
        const jar = new CookieJar();
        expect(signInError(await browser.signIn(jar, 'twin-2'))).toMatch(/Another Trendjack account already uses twin@example.com/);
        expect(await accountRows(app, 'twin-2')).toEqual([]);
        expect((await browser.me(jar)).status).toBe(401);
      });
    });
  });
});

describe('Sign-in through an OpenID provider without OIDC_ADMIN_GROUPS', () => {
  let app: TestApp;
  let provider: OidcTestProvider;
  let browser: ReturnType<typeof browserFor>;

  beforeAll(async () => {
    // Claims only at the userinfo endpoint (OpenID Connect Core 5.4, as Okta's org server answers).
    ({ app, provider } = await startAppWithProvider(
      [
        { sub: 'first-a', email: 'first.a@example.com', name: 'First A', groups: [ADMIN_GROUP] },
        { sub: 'first-b', email: 'first.b@example.com', name: 'First B' },
        { sub: 'later-c', email: 'later.c@example.com', name: 'Later C', groups: [ADMIN_GROUP] },
      ],
      { claimsInIdToken: false },
    ));
    browser = browserFor(app, provider);
  });

  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  it('should leave roles to the admins in Trendjack', async () => {
    expect(await (await fetch(`${app.baseUrl}/api/auth/options`)).json()).toEqual({
      mode: 'oidc',
      setupRequired: false,
      rolesFromGroups: false,
    });
  });

  it('should not ask for the groups scope, which roles do not need here', async () => {
    expect((await browser.leave(new CookieJar())).searchParams.get('scope')).toBe('openid email profile');
  });

  it('should make exactly one of two simultaneous first sign-ins admin, everyone after a member, and keep their roles', async () => {
    const [a, b] = [new CookieJar(), new CookieJar()];
    const callbacks = [
      await provider.signIn(a, (await browser.leave(a)).href, 'first-a'),
      await provider.signIn(b, (await browser.leave(b)).href, 'first-b'),
    ];
    // Both sign-ins are held just before they store an account (the table takes no rows while the test
    // holds it), then let go together: each has seen no account by then unless creation is serialised.
    let arriving: Promise<Response>[] = [];
    await app.orm.em.fork().transactional(async (em) => {
      await boundQuery(em, 'lock table app_user in exclusive mode', []);
      arriving = [a.fetch(callbacks[0]!), b.fetch(callbacks[1]!)];
      await waitFor(async () => (await lockWaiters(app)) >= 2, 10_000);
    });
    expect((await Promise.all(arriving)).map(location)).toEqual(['/', '/']);
    const roles = [(await browser.me(a)).user!.role, (await browser.me(b)).user!.role].sort();
    expect(roles).toEqual(['admin', 'member']);

    const later = new CookieJar();
    await browser.signIn(later, 'later-c');
    expect((await browser.me(later)).user).toMatchObject({ role: 'member', email: 'later.c@example.com', name: 'Later C' });

    const again = [new CookieJar(), new CookieJar()];
    await browser.signIn(again[0]!, 'first-a');
    await browser.signIn(again[1]!, 'first-b');
    expect([(await browser.me(again[0]!)).user!.role, (await browser.me(again[1]!)).user!.role].sort()).toEqual(['admin', 'member']);
  });
});

/** Connections of the app's database waiting for a lock. */
async function lockWaiters(app: TestApp): Promise<number> {
  const [row] = await boundQuery<{ waiting: number }>(
    app.orm.em.fork(),
    "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    [],
  );
  return row!.waiting;
}

describe('Sign-in through an OpenID provider that cannot be reached', () => {
  it('should answer 502 in words, then sign in once the provider is back (a failed discovery is not kept)', async () => {
    const port = await freeLoopbackPort();
    const providerPort = await freeLoopbackPort();
    const app = await startTestApp(
      {
        AUTH_MODE: 'oidc',
        OIDC_ISSUER_URL: `http://127.0.0.1:${providerPort}`,
        OIDC_CLIENT_ID: 'trendjack-test',
        OIDC_CLIENT_SECRET: 'unused-until-the-provider-starts',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        APP_SECRET_KEY,
      },
      { port },
    );
    let provider: OidcTestProvider | undefined;
    try {
      const down = await fetch(`${app.baseUrl}/api/auth/login/oidc`, { redirect: 'manual' });
      expect(down.status).toBe(502);
      expect(await down.json()).toEqual({
        statusCode: 502,
        message: `The sign-in provider at 127.0.0.1:${providerPort} cannot be reached right now.`,
      });

      provider = await startOidcProvider({
        redirectUri: `${app.baseUrl}/api/auth/callback`,
        accounts: [{ sub: 'back-1', email: 'back@example.com', name: 'Bea Back' }],
        port: providerPort,
      });
      const up = await fetch(`${app.baseUrl}/api/auth/login/oidc`, { redirect: 'manual' });
      expect(up.status).toBe(302);
      expect(up.headers.get('location')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${providerPort}/auth\\?`));
    } finally {
      await app.close();
      await provider?.close();
    }
  });
});
