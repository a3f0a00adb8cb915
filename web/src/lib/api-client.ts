// The request helpers of SPEC section 7: JSON content type, and an error whose message is
// "status: body text" (the status text when the body is empty).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly bodyText: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's `{message}` when the body is our JSON error shape, for toasts. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      const message = (parsed as { message?: unknown }).message;
      return typeof message === 'string' && message ? message : null;
    } catch {
      return null;
    }
  }

  /** The parsed JSON body, when there is one. */
  get body(): unknown {
    try {
      return JSON.parse(this.bodyText);
    } catch {
      return null;
    }
  }
}

/**
 * Issue 17: with sign-in on, any 401 means the session is gone (expired, signed out elsewhere, the
 * account disabled or its password changed). The auth gate listens and shows the sign-in screen; no
 * feature handles it on its own.
 */
const sessionEndedListeners = new Set<() => void>();

/** Calls `listener` whenever an answer says the session is gone; returns the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

async function throwIfNotOk(response: Response, expectUnauthorized: boolean): Promise<void> {
  if (!response.ok) {
    if (response.status === 401 && !expectUnauthorized) {
      sessionEndedListeners.forEach((listener) => listener());
    }
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, `${response.status}: ${text}`, text);
  }
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** The pitch email and headline analysis calls include credentials (SPEC section 6). */
  withCredentials?: boolean;
  signal?: AbortSignal;
  /**
   * The sign-in calls (the session probe, the login itself) answer 401 as their own result: signed
   * out, or a wrong password. Every other 401 tells the auth gate the session has ended.
   */
  expectUnauthorized?: boolean;
};

/** Sends a JSON request and returns the parsed JSON body (null for an empty body). */
export async function apiRequest<T>(url: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, withCredentials = false, signal, expectUnauthorized = false } = options;
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: withCredentials ? 'include' : 'same-origin',
    signal,
  });
  await throwIfNotOk(response, expectUnauthorized);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The default SWR fetcher: GET the key (a URL) and return its JSON. 401 is an error. */
export function fetcher<T>(url: string): Promise<T> {
  return apiRequest<T>(url);
}

/**
 * The read variant that answers null on 401 instead of throwing. The 401 is this call's answer (the
 * session probe: signed out), so it does not tell the auth gate a session has ended.
 */
export async function fetcherOrNullOn401<T>(url: string): Promise<T | null> {
  try {
    return await apiRequest<T>(url, { expectUnauthorized: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return null;
    }
    throw error;
  }
}

/** The server's message for a toast, when the error is an API error that carries one. */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

/**
 * The words to show for a failed call: the server's message, else the fallback the screen wrote. Never
 * the error's own text: an ApiError's is "502: <html…" and a failed fetch's is the browser's "Failed to fetch".
 */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}
