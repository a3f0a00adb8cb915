/**
 * A browser's side of sign-in for API tests: remembers the session cookie a response sets (as a
 * browser does) and sends it back, so one test can hold several signed-in "browsers".
 */
export type SignedInClient = {
  /** The session cookie's value, or null when signed out. */
  cookie: string | null;
  call: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
};

export const SESSION_COOKIE = 'trendjack_session';

/** The session cookie a response sets: its value ('' when cleared) and its attributes, lower-cased. */
export function sessionCookieOf(response: Response): { value: string; attributes: string[] } | null {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!header) {
    return null;
  }
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  return { value: decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)), attributes: attributes.map((a) => a.toLowerCase()) };
}

export function client(baseUrl: string, cookie: string | null = null): SignedInClient {
  const self: SignedInClient = {
    cookie,
    call: async (method, path, body, headers = {}) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(self.cookie ? { cookie: `${SESSION_COOKIE}=${self.cookie}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      const set = sessionCookieOf(response);
      if (set) {
        self.cookie = set.value === '' || set.attributes.some((a) => a.startsWith('expires=thu, 01 jan 1970')) ? null : set.value;
      }
      return response;
    },
  };
  return self;
}

/** Signs a new client in with email and password; fails the test when the server refuses. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<SignedInClient> {
  const browser = client(baseUrl);
  const response = await browser.call('POST', '/api/auth/login', { email, password });
  if (response.status !== 200) {
    throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  }
  return browser;
}

/**
 * A member the admin invites, who takes the invitation's link with a name and password, then signs
 * in; fails the test when any step is refused.
 */
export async function invitedMember(
  baseUrl: string,
  admin: SignedInClient,
  member: { email: string; password: string; name: string },
): Promise<SignedInClient> {
  const invite = await admin.call('POST', '/api/users/invites', { email: member.email, role: 'member' });
  if (invite.status !== 201) throw new Error(`the invitation of ${member.email} answered ${invite.status}: ${await invite.text()}`);
  const token = new URL(((await invite.json()) as { link: string }).link).searchParams.get('token') ?? '';
  const redeemed = await client(baseUrl).call('POST', `/api/auth/links/${encodeURIComponent(token)}`, {
    name: member.name,
    password: member.password,
  });
  if (redeemed.status !== 200) throw new Error(`using the invitation answered ${redeemed.status}`);
  return signIn(baseUrl, member.email, member.password);
}
