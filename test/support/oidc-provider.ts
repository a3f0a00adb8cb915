// A real OpenID provider (the oidc-provider package, the certified implementation many IdPs are
// built on) in the test process, on a loopback port, with sign-in interactions a test drives over HTTP.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type AdapterPayload, type ProviderAdapter } from 'oidc-provider';
import type { CookieJar } from './cookie-jar.js';

/** A person the provider knows: their subject and the claims it asserts about them. */
export type OidcAccount = {
  sub: string;
  email?: string;
  name?: string;
  preferred_username?: string;
  upn?: string;
  groups?: string[];
};

export type OidcProviderOptions = {
  /** The app's redirect URI (PUBLIC_URL + /api/auth/callback), registered for the one client. */
  redirectUri: string;
  accounts: OidcAccount[];
  /**
   * true (default): email, name and groups are in the ID token, as Entra ID, Google and Keycloak put
   * them. false: the provider follows OpenID Connect Core 5.4 strictly and the ID token carries `sub`
   * alone (the claims come from the userinfo endpoint), as Okta's org server does.
   */
  claimsInIdToken?: boolean;
  /** A port to listen on (a test that starts the provider after the app tried to reach it); 0 by default. */
  port?: number;
};

export type OidcTestProvider = {
  /** The issuer identifier, http://127.0.0.1:port (OIDC_ISSUER_URL). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people who can sign in, by subject; a test may add one or change their claims between sign-ins. */
  accounts: Map<string, OidcAccount>;
  /**
   * Walks the provider's side of a sign-in as a browser would, from the authorization URL the app
   * redirected to: the sign-in page, the form posted as `sub`, consent included, back to the app.
   * Answers the URL the provider sends the browser to (the app's callback with code and state).
   */
  signIn: (jar: CookieJar, authorizationUrl: string, sub: string) => Promise<string>;
  /** Like signIn, but the person presses Cancel: the provider answers the app with error=access_denied. */
  cancelSignIn: (jar: CookieJar, authorizationUrl: string) => Promise<string>;
  close: () => Promise<void>;
};

export const TEST_CLIENT_ID = 'trendjack-test';

/** Starts the provider: one confidential client (client_secret_basic), PKCE required, scopes openid email profile groups. */
export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcTestProvider> {
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));
  const clientSecret = randomBytes(24).toString('base64url');
  // Listening comes first: the issuer identifier carries the port.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: clientSecret,
        token_endpoint_auth_method: 'client_secret_basic',
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username', 'upn'],
      // Like Okta's org server: the groups claim only for the groups scope.
      groups: ['groups'],
    },
    conformIdTokenClaims: options.claimsInIdToken === false,
    findAccount: (_context, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ ...account }) };
    },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    renderError: (context, out) => {
      context.type = 'text/plain';
      context.body = `${out.error}: ${out.error_description ?? ''}`;
    },
  });

  const handleProtocol = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const interaction = /^\/interaction\/([\w-]+)(\/abort)?$/.exec(new URL(request.url ?? '/', issuer).pathname);
    if (!interaction) {
      handleProtocol(request, response);
      return;
    }
    interact(provider, request, response, interaction[2] !== undefined, accounts).catch((error: unknown) => {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  async function walk(jar: CookieJar, authorizationUrl: string, form: { path: string; body: URLSearchParams }): Promise<string> {
    const toInteraction = await jar.fetch(authorizationUrl);
    const interactionUrl = new URL(location(toInteraction), issuer);
    const page = await jar.fetch(interactionUrl);
    if (page.status !== 200) {
      throw new Error(`The provider's sign-in page answered ${page.status}: ${await page.text()}`);
    }
    const submitted = await jar.fetch(new URL(`${interactionUrl.pathname}${form.path}`, issuer), { method: 'POST', body: form.body });
    const resumed = await jar.fetch(new URL(location(submitted), issuer));
    return new URL(location(resumed), issuer).href;
  }

  return {
    issuer,
    clientId: TEST_CLIENT_ID,
    clientSecret,
    accounts,
    signIn: (jar, authorizationUrl, sub) => walk(jar, authorizationUrl, { path: '', body: new URLSearchParams({ login: sub }) }),
    cancelSignIn: (jar, authorizationUrl) => walk(jar, authorizationUrl, { path: '/abort', body: new URLSearchParams() }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * The provider's sign-in step, as a company's login page would do it: GET shows the form; POST with
 * `login` signs that account in and grants what the client asked for (consent in the same step);
 * POST to /abort is the Cancel button.
 */
async function interact(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
  abort: boolean,
  accounts: Map<string, OidcAccount>,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<form method="post"><input name="login"><button>Sign in</button></form><form method="post" action="${details.uid}/abort"><button>Cancel</button></form>`,
    );
    return;
  }
  if (abort) {
    await provider.interactionFinished(request, response, {
      error: 'access_denied',
      error_description: 'The person cancelled the sign-in',
    });
    return;
  }
  const accountId = new URLSearchParams(await readBody(request)).get('login') ?? '';
  if (!accounts.has(accountId)) {
    throw new Error(`No account ${accountId}`);
  }
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(request, response, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function location(response: Response): string {
  const target = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !target) {
    throw new Error(`Expected a redirect, got ${response.status} from ${response.url}`);
  }
  return target;
}

/**
 * The provider's storage in a Map (the package's own in-memory adapter prints a warning meant for
 * production set-ups): codes, sessions, grants and interactions, each until it expires.
 */
function memoryAdapter(): (model: string) => ProviderAdapter {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry?.payload;
  };
  return (model) => ({
    upsert: async (id, payload, expiresIn) => {
      store.set(`${model}:${id}`, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
    },
    find: async (id) => live(`${model}:${id}`),
    findByUid: async (uid) =>
      [...store.keys()]
        .filter((key) => key.startsWith(`${model}:`))
        .map((key) => live(key))
        .find((payload) => payload?.uid === uid),
    findByUserCode: async () => undefined,
    consume: async (id) => {
      const payload = live(`${model}:${id}`);
      if (payload) {
        payload.consumed = Math.floor(Date.now() / 1000);
      }
    },
    destroy: async (id) => {
      store.delete(`${model}:${id}`);
    },
    revokeByGrantId: async (grantId) => {
      for (const [key, entry] of store) {
        if (entry.payload.grantId === grantId) {
          store.delete(key);
        }
      }
    },
  });
}
