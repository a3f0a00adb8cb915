import { Inject, Injectable } from '@nestjs/common';
import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SECRET_BOX } from '../../platform/crypto/crypto.module.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { OidcFlowChecks } from './oidc-client.js';

export const OIDC_FLOW_COOKIE = 'trendjack_oidc';

/** A sign-in at the provider must come back within this long. */
const FLOW_LIFETIME_MS = 10 * 60_000;

/** What the browser keeps between leaving for the provider and coming back. */
export type OidcFlow = OidcFlowChecks & { returnTo: string };

type SealedFlow = OidcFlow & { purpose: 'oidc-sign-in'; expiresAt: number };

/**
 * The state, nonce, PKCE verifier and return path of a sign-in in progress, kept in the browser rather
 * than on the server: encrypted and authenticated with the app's key (AES-256-GCM, so every instance
 * sharing APP_SECRET_KEY reads it, and nobody can read or forge it), HttpOnly, SameSite=Lax (the
 * provider's redirect back is a top-level GET, which Lax lets through), only on /api/auth, for 10
 * minutes. The expiry is also sealed inside: a cookie kept past Max-Age is still refused.
 */
@Injectable()
export class OidcFlowCookie {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SECRET_BOX) private readonly box: SecretBox,
  ) {}

  set(response: Response, flow: OidcFlow): void {
    const sealed: SealedFlow = { ...flow, purpose: 'oidc-sign-in', expiresAt: Date.now() + FLOW_LIFETIME_MS };
    response.cookie(OIDC_FLOW_COOKIE, this.box.encrypt(JSON.stringify(sealed)), { ...this.options(), maxAge: FLOW_LIFETIME_MS });
  }

  /** The sign-in this browser started, or null when there is none, it expired, or the cookie was not made here. */
  read(request: Request): OidcFlow | null {
    const value = parseCookie(request.headers.cookie ?? '')[OIDC_FLOW_COOKIE];
    if (!value) {
      return null;
    }
    let flow: Partial<SealedFlow>;
    try {
      flow = JSON.parse(this.box.decrypt(value)) as Partial<SealedFlow>;
    } catch {
      return null;
    }
    const { purpose, expiresAt, state, nonce, codeVerifier, returnTo } = flow;
    if (purpose !== 'oidc-sign-in' || typeof expiresAt !== 'number' || expiresAt <= Date.now()) {
      return null;
    }
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string' || typeof returnTo !== 'string') {
      return null;
    }
    return { state, nonce, codeVerifier, returnTo };
  }

  clear(response: Response): void {
    response.clearCookie(OIDC_FLOW_COOKIE, this.options());
  }

  private options() {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.auth.secureCookies, path: '/api/auth' } as const;
  }
}
