import { Controller, Get, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { AccessLevel } from '../../src/common/auth/access.js';
import { controllersOfApp, controllersOfModule, type RouteAccess, routeAccessOf } from '../../src/common/auth/route-access.js';
import { AppModule } from '../../src/app.module.js';
import { AllExceptionsFilter } from '../../src/common/errors/all-exceptions.filter.js';
import type { OneTimeLinkCreated } from '../../src/contracts/auth.contract.js';
import { allowHostsFor, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { client, signIn, type SignedInClient } from '../support/auth-client.js';
import { startAnotherInstance, startTestApp, type TestApp } from '../support/test-app.js';

// The route × role matrix (issue 17): every route of the running app, read from Nest's metadata (no
// hand-written list), is called signed out, as a member and as an admin with AUTH_MODE=local, and the
// answer must match the route's @Access decision. A new route without a decision fails the first test.
//
// The probes do no real work: path parameters are an id nobody has (999999) and every body carries a
// field no DTO knows, so validation refuses it (400) or the id is unknown (404). The auth guard runs
// before the pipes, so any answer but 401/403 means the guard let the request through. Every upstream
// points at one local fake that records what reaches it: no probe may reach it.

const ADMIN_EMAIL = 'admin@matrix.test';
const ADMIN_PASSWORD = 'admin-matrix-password';
const MEMBER_EMAIL = 'member@matrix.test';
const MEMBER_PASSWORD = 'member-matrix-password';
const UNKNOWN_ID = '999999';
const UNKNOWN_FIELD_BODY = { accessMatrixProbe: true };

type Role = 'signed out' | 'member' | 'admin';

/** Any upstream the app might call: every such request is a probe that did real work. */
const upstream = await startFakeUpstream((_request, response) =>
  reply(response, 503, '{"error":"the matrix probes must not reach upstreams"}'),
);
const upstreamEnv = {
  RATE_LIMIT_PER_MINUTE: '1000000',
  AI_PROVIDER: 'builtin',
  REDDIT_TOKEN_URL: `${upstream.url}/reddit-token`,
  REDDIT_API_URL: `${upstream.url}/reddit`,
  X_TRENDS_URLS: `${upstream.url}/x-trends`,
  NEWS_API_URL: `${upstream.url}/newsapi`,
  NEWS_RSS_URLS: `${upstream.url}/rss`,
  GOOGLE_TRENDS_RSS_URL: `${upstream.url}/google-trends`,
  BLUESKY_API_URL: `${upstream.url}/bluesky`,
  HACKERNEWS_API_URL: `${upstream.url}/hackernews`,
  WIKIPEDIA_FEED_URL: `${upstream.url}/wikipedia`,
  MASTODON_INSTANCES: `${upstream.url}/mastodon`,
  OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstream),
};
const local: TestApp = await startTestApp({
  ...upstreamEnv,
  AUTH_MODE: 'local',
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
});

/** Every route of the running app, with its decision: the table every case below is generated from. */
const ROUTES = routeAccessOf(controllersOfApp(local.app));

const label = (route: RouteAccess) => `${route.method} ${route.path}`;

/** What a role must get from a route with this decision (the guard closes a route without one like admin). */
function expectedFor(access: AccessLevel | null, role: Role): 'allowed' | 401 | 403 {
  if (access === 'public') {
    return 'allowed';
  }
  if (role === 'signed out') {
    return 401;
  }
  return role === 'admin' || access === 'member' ? 'allowed' : 403;
}

/** 'allowed' for an answer past the guard that did no real work: refused by validation or an unknown id at most, never a 5xx. */
function verdictOf(status: number): 'allowed' | number {
  return status >= 200 && status < 500 && status !== 401 && status !== 403 ? 'allowed' : status;
}

/** The rule written in access.ts: what changes what everyone's work runs on or spends is for admins. */
function adminByRule(route: RouteAccess): boolean {
  const change = route.method !== 'GET';
  return (
    route.path.startsWith('/api/users') ||
    route.path === '/api/set-reddit-credentials' ||
    route.path.startsWith('/api/onboarding') ||
    (route.method === 'DELETE' && route.path.startsWith('/api/clients')) ||
    (change && (route.path.startsWith('/api/settings') || route.path.startsWith('/api/feeds')))
  );
}

/** Calls the route the way a probe must: an unknown id, a body no DTO accepts, no redirect followed. */
async function probe(browser: SignedInClient, route: RouteAccess): Promise<{ status: number; text: string }> {
  const path = route.path.replace(/:[^/]+/g, UNKNOWN_ID);
  const withBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  const response = await browser.call(route.method, path, withBody ? UNKNOWN_FIELD_BODY : undefined);
  return { status: response.status, text: await response.text() };
}

/** The member's account, made as people make it: the admin invites, the member opens the link and sets a password. */
async function createMember(): Promise<void> {
  const admin = await signIn(local.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  const invite = await admin.call('POST', '/api/users/invites', { email: MEMBER_EMAIL, role: 'member' });
  if (invite.status !== 201) {
    throw new Error(`inviting the member answered ${invite.status}: ${await invite.text()}`);
  }
  const token = new URL(((await invite.json()) as OneTimeLinkCreated).link).searchParams.get('token') ?? '';
  const redeemed = await client(local.baseUrl).call('POST', `/api/auth/links/${encodeURIComponent(token)}`, {
    name: 'Matrix Member',
    password: MEMBER_PASSWORD,
  });
  if (redeemed.status !== 200) {
    throw new Error(`using the invitation answered ${redeemed.status}: ${await redeemed.text()}`);
  }
}

/** A fresh session for each probe: a probe of POST /api/auth/logout must not end the next probe's session. */
const browserAs: Record<Role, () => Promise<SignedInClient>> = {
  'signed out': () => Promise.resolve(client(local.baseUrl)),
  member: () => signIn(local.baseUrl, MEMBER_EMAIL, MEMBER_PASSWORD),
  admin: () => signIn(local.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD),
};

function expectNoUpstreamReached(): void {
  expect(upstream.requests.map((request) => `${request.method} ${request.path}`)).toEqual([]);
}

/** A route someone added without @Access: the guard must close it like an admin route. */
@Controller('undecided')
class UndecidedController {
  @Get()
  read(): { read: true } {
    return { read: true };
  }
}

beforeAll(async () => {
  await createMember();
});

afterAll(async () => {
  await local.close();
  await upstream.close();
});

describe('Route × role matrix', () => {
  it('every route states who may call it', () => {
    expect(ROUTES.filter((route) => route.access === null).map((route) => `${label(route)} (${route.handler})`)).toEqual([]);
  });

  it('should keep to admins exactly what access.ts names: settings changes, Reddit credentials, custom feed changes, deleting a client, accounts, the first-run checklist', () => {
    expect(ROUTES.filter((route) => route.access === 'admin').map(label)).toEqual(ROUTES.filter(adminByRule).map(label));
  });

  it('should leave public only /api/health and the sign-in routes under /api/auth', () => {
    const publicRoutes = ROUTES.filter((route) => route.access === 'public').map(label);
    expect(publicRoutes.filter((name) => !/^\S+ \/api\/(health$|auth\/)/.test(name))).toEqual([]);
  });

  it('should print with `npm run routes:access` the routes of the running app', async () => {
    const printed = routeAccessOf(await controllersOfModule(AppModule.register(local.config, local.databaseUrl)));
    expect(printed).toEqual(ROUTES);
  });

  describe('with AUTH_MODE=local', () => {
    const cases = ROUTES.flatMap((route) =>
      (['signed out', 'member', 'admin'] as const).map((role) => ({
        route,
        role,
        name: label(route),
        access: route.access ?? 'MISSING',
        expected: expectedFor(route.access, role),
      })),
    );

    it.each(cases)('$name ($access) as $role → $expected', async ({ route, role, expected }) => {
      const answer = await probe(await browserAs[role](), route);
      expect({ verdict: verdictOf(answer.status), answer }).toEqual({ verdict: expected, answer });
      expectNoUpstreamReached();
    });
  });

  describe('with AUTH_MODE=none', () => {
    let open: { app: TestApp['app']; baseUrl: string };

    beforeAll(async () => {
      // Its own instance on the same database: nobody signs in, every route is open as before issue 17.
      open = await startAnotherInstance(local.databaseUrl, { ...upstreamEnv, AUTH_MODE: 'none' });
    });

    afterAll(async () => {
      await open?.app.close();
    });

    it.each(ROUTES.map((route) => ({ route, name: label(route) })))('$name signed out → open', async ({ route }) => {
      const answer = await probe(client(open.baseUrl), route);
      expect({ verdict: verdictOf(answer.status), answer }).toEqual({ verdict: 'allowed', answer });
      expectNoUpstreamReached();
    });
  });

  describe('a route that states no decision', () => {
    let undecided: INestApplication;
    let baseUrl: string;

    beforeAll(async () => {
      // The app's own module graph (its guards, sessions and database) with one more controller, and
      // the app's global prefix and error filter (createApp sets them).
      const moduleRef = await Test.createTestingModule({
        imports: [AppModule.register(local.config, local.databaseUrl)],
        controllers: [UndecidedController],
      }).compile();
      undecided = moduleRef.createNestApplication({ logger: false });
      undecided.setGlobalPrefix('api');
      undecided.useGlobalFilters(new AllExceptionsFilter());
      await undecided.listen(0, '127.0.0.1');
      baseUrl = `http://127.0.0.1:${(undecided.getHttpServer().address() as { port: number }).port}`;
    });

    afterAll(async () => {
      await undecided?.close();
    });

    it('should be listed by the first test as a route without a decision', () => {
      const missing = routeAccessOf(controllersOfApp(undecided)).filter((route) => route.access === null);
      expect(missing.map((route) => `${label(route)} (${route.handler})`)).toContain('GET /api/undecided (UndecidedController.read)');
    });

    const [route] = routeAccessOf([UndecidedController]);
    const cases = (['signed out', 'member', 'admin'] as const).map((role) => ({
      role,
      name: label(route!),
      expected: expectedFor(null, role),
    }));

    it.each(cases)('$name (no decision: closed like admin) as $role → $expected', async ({ role, expected }) => {
      // Sessions live in the shared database: signed in on the matrix app, the same cookie works here.
      const signedIn = await browserAs[role]();
      const response = await client(baseUrl, signedIn.cookie).call('GET', '/api/undecided');
      const answer = { status: response.status, text: await response.text() };
      expect({ verdict: verdictOf(answer.status), answer }).toEqual({ verdict: expected, answer });
    });
  });
});
