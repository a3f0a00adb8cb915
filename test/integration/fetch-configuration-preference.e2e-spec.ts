import type { Client } from '../../src/contracts/clients.contract.js';
import {
  DEFAULT_FETCH_CONFIGURATION,
  type FetchConfiguration,
  type SavedFetchConfiguration,
} from '../../src/contracts/trending.contract.js';
import { client, invitedMember, signIn, type SignedInClient } from '../support/auth-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 29: the dashboard's Data Sources form is remembered per user on the server
// (GET|PUT /api/preferences/fetch-configuration), validated as POST /api/fetch-content is.

type Answer<T> = { status: number; body: T };

async function send<T>(caller: SignedInClient, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const response = await caller.call(method, path, body);
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

const PATH = '/api/preferences/fetch-configuration';

const CHOSEN: FetchConfiguration = {
  enabledSources: ['reddit', 'google_trends', 'hackernews'],
  reddit: { subreddits: ['unitedkingdom', 'energy'], postType: 'top', timeFilter: 'week', minUpvotes: 50 },
  xTrending: { useFallback: false, maxResults: 10 },
  googleTrends: { geos: ['GB', 'IE'] },
};

describe('Fetch configuration preference API', () => {
  describe('with AUTH_MODE=none', () => {
    let testApp: TestApp;
    let anyone: SignedInClient;

    beforeAll(async () => {
      testApp = await startTestApp({ AUTH_MODE: 'none' });
      anyone = client(testApp.baseUrl);
    });

    afterAll(async () => {
      await testApp?.close();
    });

    describe('GET and PUT', () => {
      it('should answer null before anything is saved, then the saved configuration', async () => {
        expect(await send(anyone, 'GET', PATH)).toEqual({ status: 200, body: { fetchConfiguration: null } });
        expect(await send(anyone, 'PUT', PATH, CHOSEN)).toEqual({ status: 200, body: { fetchConfiguration: CHOSEN } });
        expect(await send(anyone, 'GET', PATH)).toEqual({ status: 200, body: { fetchConfiguration: CHOSEN } });
      });

      it('should fill omitted Reddit and X settings with their defaults and drop fields the configuration does not have', async () => {
        const answer = await send<SavedFetchConfiguration>(anyone, 'PUT', PATH, { enabledSources: ['hackernews'] });
        expect(answer).toEqual({
          status: 200,
          body: {
            fetchConfiguration: {
              enabledSources: ['hackernews'],
              reddit: DEFAULT_FETCH_CONFIGURATION.reddit,
              xTrending: DEFAULT_FETCH_CONFIGURATION.xTrending,
            },
          },
        });
      });

      it('should leave the chosen client as it is', async () => {
        const created = await send<Client>(anyone, 'POST', '/api/clients', { name: 'Kept Client', markets: ['GB'] });
        await send(anyone, 'PUT', '/api/preferences', { clientId: created.body.id });
        await send(anyone, 'PUT', PATH, CHOSEN);
        expect((await send(anyone, 'GET', '/api/preferences')).body).toEqual({ clientId: created.body.id });
        await send(anyone, 'PUT', '/api/preferences', { clientId: null });
        expect((await send(anyone, 'GET', PATH)).body).toEqual({ fetchConfiguration: CHOSEN });
      });
    });

    describe('a bad configuration', () => {
      it.each([
        ['no source', { enabledSources: [] }, 'Please select at least one data source (Reddit or X)'],
        ['an unknown source', { enabledSources: ['myspace'] }, 'enabledSources: "myspace" is not a source'],
        [
          'a wrong post type',
          { enabledSources: ['reddit'], reddit: { subreddits: ['news'], postType: 'best' } },
          'reddit.postType must be one of',
        ],
        ['a wrong country', { enabledSources: ['google_trends'], googleTrends: { geos: ['XX'] } }, 'XX'],
        ['no body at all', undefined, 'Please select at least one data source (Reddit or X)'],
      ])('should refuse %s with 400 and keep what was saved', async (_case, body, message) => {
        await send(anyone, 'PUT', PATH, CHOSEN);
        const answer = await send<{ statusCode: number; message: string }>(anyone, 'PUT', PATH, body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toContain(message);
        expect((await send(anyone, 'GET', PATH)).body).toEqual({ fetchConfiguration: CHOSEN });
      });
    });
  });

  describe('with AUTH_MODE=local', () => {
    const ADMIN_EMAIL = 'admin@fetch-configuration.test';
    const ADMIN_PASSWORD = 'admin-fetch-configuration-password';
    const MEMBER_EMAIL = 'member@fetch-configuration.test';
    const MEMBER_PASSWORD = 'member-fetch-configuration-password';
    let testApp: TestApp;
    let admin: SignedInClient;
    let member: SignedInClient;

    beforeAll(async () => {
      testApp = await startTestApp({ AUTH_MODE: 'local', ADMIN_EMAIL, ADMIN_PASSWORD });
      admin = await signIn(testApp.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      member = await invitedMember(testApp.baseUrl, admin, {
        email: MEMBER_EMAIL,
        password: MEMBER_PASSWORD,
        name: 'Fetch Configuration Member',
      });
    });

    afterAll(async () => {
      await testApp?.close();
    });

    it("should keep each user's configuration apart", async () => {
      const membersChoice: FetchConfiguration = {
        ...DEFAULT_FETCH_CONFIGURATION,
        enabledSources: ['wikipedia'],
        wikipedia: { languages: ['de'] },
      };
      expect((await send(member, 'PUT', PATH, membersChoice)).status).toBe(200);
      expect((await send(admin, 'GET', PATH)).body).toEqual({ fetchConfiguration: null });
      expect((await send(admin, 'PUT', PATH, CHOSEN)).status).toBe(200);
      expect((await send(member, 'GET', PATH)).body).toEqual({ fetchConfiguration: membersChoice });
      expect((await send(admin, 'GET', PATH)).body).toEqual({ fetchConfiguration: CHOSEN });
    });

    it('should refuse a signed-out caller with 401', async () => {
      expect((await send(client(testApp.baseUrl), 'GET', PATH)).status).toBe(401);
      expect((await send(client(testApp.baseUrl), 'PUT', PATH, CHOSEN)).status).toBe(401);
    });
  });
});
