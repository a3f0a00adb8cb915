import { Inject, Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import { AppException } from '../../common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig, isLoopbackHost, type OidcConfig } from '../../config/app-config.js';

/** What Trendjack asks the provider for: who the person is, their address and name (and groups, where the provider puts them there). */
const SCOPE = 'openid email profile';

/**
 * Okta's org server sends the groups claim only for this scope. It is asked for only when admins come
 * from groups and the provider lists it: Entra ID and Google refuse a scope they do not know.
 */
const GROUPS_SCOPE = 'groups';

/** Each request to the provider (discovery, code exchange, userinfo) gives up after this long. */
const REQUEST_TIMEOUT_SECONDS = 10;

/** The values a sign-in started with, kept by the browser (encrypted) until the provider sends it back. */
export type OidcFlowChecks = { state: string; nonce: string; codeVerifier: string };

/** What the provider vouches for about the person who signed in. */
export type OidcIdentity = {
  issuer: string;
  subject: string;
  /** `email`, else `preferred_username`, else `upn` (Entra ID); null when the provider sent none. */
  email: string | null;
  name: string | null;
  /** The `groups` claim and the `roles` claim (Entra ID app roles) together; empty when the provider sent neither. */
  groups: string[];
};

/**
 * A sign-in that cannot go on, with the words the person reads on the sign-in screen. The technical
 * cause is kept for the log.
 */
export class OidcSignInError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OidcSignInError';
  }
}

/**
 * The company's OpenID provider, through openid-client: discovery (once per process, after it
 * succeeds), the authorization URL of the code flow with PKCE (S256), state and nonce, and the code
 * exchange with every check openid-client makes (state, issuer, ID token signature, audience, expiry,
 * nonce). Requests go straight to the provider: its address is the operator's (OIDC_ISSUER_URL), like
 * OPENAI_BASE_URL, not user input for the outbound guard. Plain http only to a provider on this
 * machine (app-config refuses any other at start; the tests' provider is on 127.0.0.1).
 */
@Injectable()
export class OidcClient {
  private readonly logger = new Logger(OidcClient.name);
  private discovered: Promise<oidc.Configuration> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Starts a sign-in: fresh state, nonce and PKCE verifier, and the provider's URL to send the browser to. */
  async authorizationUrl(): Promise<{ url: URL; checks: OidcFlowChecks }> {
    const configuration = await this.configuration();
    const checks: OidcFlowChecks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: this.wantsGroupsScope(configuration) ? `${SCOPE} ${GROUPS_SCOPE}` : SCOPE,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, checks };
  }

  /**
   * Finishes a sign-in from the query string the provider sent the browser back with: exchanges the
   * code (with the PKCE verifier) and checks state and nonce. Claims missing from the ID token are
   * asked of the userinfo endpoint. Throws OidcSignInError in the person's words.
   */
  async identify(callbackQuery: URLSearchParams, checks: OidcFlowChecks): Promise<OidcIdentity> {
    const configuration = await this.configuration().catch((error: unknown) => {
      throw new OidcSignInError(error instanceof Error ? error.message : String(error), { cause: error });
    });
    const currentUrl = new URL(this.settings.redirectUri);
    currentUrl.search = callbackQuery.toString();
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
      });
      const claims = tokens.claims();
      if (!claims) {
        throw new OidcSignInError(UNVERIFIED);
      }
      const fromIdToken = identityOf(claims);
      const needsUserinfo =
        fromIdToken.email === null ||
        fromIdToken.name === null ||
        (fromIdToken.groups.length === 0 && this.settings.adminGroups.length > 0);
      if (!needsUserinfo || !configuration.serverMetadata().userinfo_endpoint) {
        return { issuer: claims.iss, subject: claims.sub, ...fromIdToken };
      }
      const fromUserinfo = identityOf(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub));
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: fromIdToken.email ?? fromUserinfo.email,
        name: fromIdToken.name ?? fromUserinfo.name,
        groups: fromIdToken.groups.length > 0 ? fromIdToken.groups : fromUserinfo.groups,
      };
    } catch (error) {
      throw this.explain(error);
    }
  }

  private wantsGroupsScope(configuration: oidc.Configuration): boolean {
    return this.settings.adminGroups.length > 0 && (configuration.serverMetadata().scopes_supported ?? []).includes(GROUPS_SCOPE);
  }

  private get settings(): OidcConfig {
    if (!this.config.auth.oidc) {
      throw new AppException('not-found', 'This server does not sign in through an OpenID provider (AUTH_MODE is not oidc).');
    }
    return this.config.auth.oidc;
  }

  private get providerHost(): string {
    return new URL(this.settings.issuerUrl).host;
  }

  /** The provider's metadata, discovered once; a failed discovery is tried again at the next sign-in. */
  private configuration(): Promise<oidc.Configuration> {
    this.discovered ??= this.discover().catch((error: unknown) => {
      this.discovered = null;
      throw error;
    });
    return this.discovered;
  }

  private async discover(): Promise<oidc.Configuration> {
    const { issuerUrl, clientId, clientSecret } = this.settings;
    const issuer = new URL(issuerUrl);
    try {
      return await oidc.discovery(issuer, clientId, undefined, clientSecret === null ? oidc.None() : oidc.ClientSecretBasic(clientSecret), {
        timeout: REQUEST_TIMEOUT_SECONDS,
        execute: issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname) ? [oidc.allowInsecureRequests] : [],
      });
    } catch (error) {
      this.logger.warn({ message: 'OpenID provider discovery failed', issuer: issuerUrl, error: describe(error) });
      throw unreachable(error)
        ? new AppException('upstream-failed', `The sign-in provider at ${this.providerHost} cannot be reached right now.`, { cause: error })
        : new AppException(
            'upstream-failed',
            `The sign-in provider at ${this.providerHost} did not answer as an OpenID provider; check OIDC_ISSUER_URL (${issuerUrl}).`,
            { cause: error },
          );
    }
  }

  private explain(error: unknown): OidcSignInError {
    if (error instanceof OidcSignInError) {
      return error;
    }
    this.logger.warn({ message: 'Sign-in through the OpenID provider failed', error: describe(error) });
    if (error instanceof oidc.AuthorizationResponseError) {
      return new OidcSignInError(
        error.error === 'access_denied'
          ? 'The sign-in was cancelled, or your company account may not use Trendjack.'
          : `Your company's sign-in provider could not sign you in (it answered "${/^[\w.-]{1,64}$/.test(error.error) ? error.error : 'an error'}").`,
        { cause: error },
      );
    }
    if (unreachable(error)) {
      return new OidcSignInError(`The sign-in provider at ${this.providerHost} cannot be reached right now.`, { cause: error });
    }
    return new OidcSignInError(UNVERIFIED, { cause: error });
  }
}

const UNVERIFIED = "Your company's sign-in provider answered in a way that could not be verified. Please sign in again.";

/**
 * The network failed or the provider did not answer in time (or answered 5xx): not a configuration
 * mistake. Read by name along the cause chain: fetch's TypeError comes from Node's own realm, which
 * `instanceof` does not recognise in every context (openid-client then wraps it as "something went wrong").
 */
function unreachable(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const { name, message, code, status } = current as { name?: unknown; message?: unknown; code?: unknown; status?: unknown };
    if (
      (name === 'TypeError' && message === 'fetch failed') ||
      name === 'TimeoutError' ||
      code === 'OAUTH_TIMEOUT' ||
      code === 'OAUTH_ABORT'
    ) {
      return true;
    }
    if (typeof status === 'number' && status >= 500) {
      return true; // the Response openid-client keeps as the cause of an unexpected status
    }
  }
  return false;
}

function identityOf(claims: Record<string, unknown>): Omit<OidcIdentity, 'issuer' | 'subject'> {
  const text = (name: string) => {
    const value = claims[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const list = (name: string) => {
    const value = claims[name];
    const values = Array.isArray(value) ? value : [value];
    return values.filter((item): item is string => typeof item === 'string' && item !== '');
  };
  return {
    email: text('email') ?? text('preferred_username') ?? text('upn'),
    name: text('name'),
    groups: [...new Set([...list('groups'), ...list('roles')])],
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) {
    return String(error);
  }
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name}${typeof code === 'string' ? ` (${code})` : ''}: ${error.message}${cause}`;
}
