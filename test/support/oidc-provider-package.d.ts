// The part of oidc-provider 9's API the test provider uses (the package ships no types).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = { uid?: string; grantId?: string; consumed?: number; [key: string]: unknown };

  export type ProviderAdapter = {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  };

  type KoaContext = { type: string; body: unknown };

  export type ProviderConfiguration = {
    adapter?: (model: string) => ProviderAdapter;
    clients?: Record<string, unknown>[];
    pkce?: { required: () => boolean };
    ttl?: Record<string, number>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    findAccount?: (
      context: unknown,
      sub: string,
    ) =>
      | { accountId: string; claims: () => Record<string, unknown> }
      | undefined
      | Promise<{ accountId: string; claims: () => Record<string, unknown> } | undefined>;
    interactions?: { url: (context: unknown, interaction: { uid: string }) => string };
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    renderError?: (context: KoaContext, out: { error: string; error_description?: string }, error: unknown) => void | Promise<void>;
  };

  export type InteractionDetails = { uid: string; params: Record<string, unknown>; prompt: { name: string } };

  class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    Grant: typeof Grant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
