import type { OneTimeLinkCreated } from '../../src/contracts/auth.contract.js';
import type { OnboardingView } from '../../src/contracts/onboarding.contract.js';
import { DEFAULT_FETCH_CONFIGURATION } from '../../src/contracts/trending.contract.js';
import { FetchRun } from '../../src/modules/sources/fetch-run.entity.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { client, signIn, type SignedInClient } from '../support/auth-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ADMIN_EMAIL = 'admin@onboarding.test';
const ADMIN_PASSWORD = 'admin-onboarding-password';
const MEMBER_EMAIL = 'member@onboarding.test';
const MEMBER_PASSWORD = 'member-onboarding-password';

type Answer<T> = { status: number; body: T };

async function send<T>(browser: SignedInClient, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const response = await browser.call(method, path, body);
  return { status: response.status, body: (await response.json()) as T };
}

/** The member's account, made as people make it: the admin invites, the member sets a password through the link. */
async function createMember(baseUrl: string, admin: SignedInClient): Promise<void> {
  const invite = await admin.call('POST', '/api/users/invites', { email: MEMBER_EMAIL, role: 'member' });
  const token = new URL(((await invite.json()) as OneTimeLinkCreated).link).searchParams.get('token') ?? '';
  const redeemed = await client(baseUrl).call('POST', `/api/auth/links/${encodeURIComponent(token)}`, {
    name: 'Onboarding Member',
    password: MEMBER_PASSWORD,
  });
  if (redeemed.status !== 200) throw new Error(`using the invitation answered ${redeemed.status}`);
}

describe('Onboarding API', () => {
  describe('with AUTH_MODE=local', () => {
    let testApp: TestApp;
    let admin: SignedInClient;
    let member: SignedInClient;

    beforeAll(async () => {
      testApp = await startTestApp({ AUTH_MODE: 'local', ADMIN_EMAIL, ADMIN_PASSWORD });
      admin = await signIn(testApp.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await createMember(testApp.baseUrl, admin);
      member = await signIn(testApp.baseUrl, MEMBER_EMAIL, MEMBER_PASSWORD);
    });

    afterAll(async () => {
      await testApp?.close();
    });

    describe('GET /api/onboarding', () => {
      it('should show an admin of a new install every step, none done', async () => {
        const answer = await send<OnboardingView>(admin, 'GET', '/api/onboarding');
        expect(answer).toEqual({
          status: 200,
          body: {
            steps: [
              { id: 'connect-model', done: false },
              { id: 'reddit-credentials', done: false },
              { id: 'pick-sources', done: false },
              { id: 'create-client', done: false },
            ],
            dismissed: false,
          },
        });
      });

      it('should refuse a member with 403, reading and dismissing alike', async () => {
        const answer = await send(member, 'GET', '/api/onboarding');
        expect(answer.status).toBe(403);
        expect((await send(member, 'POST', '/api/onboarding/dismiss')).status).toBe(403);
      });

      it('should tick "Connect a model" once a model server is saved, and "Pick your sources" once a person fetched', async () => {
        expect((await send(admin, 'PUT', '/api/settings/ai', { preset: 'vllm', model: 'Qwen/Qwen2.5-7B-Instruct' })).status).toBe(200);
        // A scheduled re-fetch is nobody's choice: only a person's fetch counts.
        const em = testApp.orm.em.fork();
        await em.persist(new FetchRun(DEFAULT_FETCH_CONFIGURATION, 'schedule')).flush();
        expect((await send<OnboardingView>(admin, 'GET', '/api/onboarding')).body.steps).toEqual([
          { id: 'connect-model', done: true },
          { id: 'reddit-credentials', done: false },
          { id: 'pick-sources', done: false },
          { id: 'create-client', done: false },
        ]);

        await em.persist(new FetchRun(DEFAULT_FETCH_CONFIGURATION, 'user')).flush();
        expect((await send<OnboardingView>(admin, 'GET', '/api/onboarding')).body.steps.map((step) => step.done)).toEqual([
          true,
          false,
          true,
          false,
        ]);
      });

      it('should untick "Connect a model" when the built-in generator is chosen again', async () => {
        expect((await send(admin, 'PUT', '/api/settings/ai', { preset: 'builtin' })).status).toBe(200);
        expect((await send<OnboardingView>(admin, 'GET', '/api/onboarding')).body.steps[0]).toEqual({ id: 'connect-model', done: false });
      });

      it('should tick "Create a client" once the team has a client, whoever made it, and untick it when the last one goes', async () => {
        const created = await send<{ id: number }>(member, 'POST', '/api/clients', { name: 'Onboarding Client', markets: ['GB'] });
        expect(created.status).toBe(201);
        expect((await send<OnboardingView>(admin, 'GET', '/api/onboarding')).body.steps[3]).toEqual({ id: 'create-client', done: true });

        expect((await admin.call('DELETE', `/api/clients/${created.body.id}`)).status).toBe(204);
        expect((await send<OnboardingView>(admin, 'GET', '/api/onboarding')).body.steps[3]).toEqual({ id: 'create-client', done: false });
      });
    });

    describe('POST /api/onboarding/dismiss', () => {
      it('should hide the list for the whole install, for every admin and after a new sign-in', async () => {
        const answer = await send<OnboardingView>(admin, 'POST', '/api/onboarding/dismiss');
        expect(answer.status).toBe(200);
        expect(answer.body.dismissed).toBe(true);
        const again = await signIn(testApp.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
        expect((await send<OnboardingView>(again, 'GET', '/api/onboarding')).body.dismissed).toBe(true);
        expect((await send<OnboardingView>(again, 'POST', '/api/onboarding/dismiss')).status).toBe(200);
        const rows = await boundQuery<{ n: number }>(testApp.orm.em.fork(), 'select count(*)::int as n from onboarding_state', []);
        expect(rows[0].n).toBe(1);
      });
    });
  });

  describe('with AUTH_MODE=none', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await startTestApp({ AUTH_MODE: 'none' });
    });

    afterAll(async () => {
      await testApp?.close();
    });

    it('should show the list to whoever opens the app: everyone is an admin there', async () => {
      const answer = await send<OnboardingView>(client(testApp.baseUrl), 'GET', '/api/onboarding');
      expect(answer.status).toBe(200);
      expect(answer.body.dismissed).toBe(false);
    });
  });
});
