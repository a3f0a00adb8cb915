import {
  hashToken,
  newToken,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_REFRESH_INTERVAL_MS,
  sessionCookieOptions,
  sessionCutoffs,
  sessionVerdict,
} from './session-rules.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 60 * 60 * 1000;

describe(sessionVerdict.name, () => {
  describe('when the session was just used', () => {
    it('should be fresh: nothing to write', () => {
      expect(sessionVerdict({ createdAt: ago(HOUR), lastSeenAt: ago(SESSION_REFRESH_INTERVAL_MS - 1) }, NOW)).toBe('fresh');
    });
  });

  describe('when the last use is a minute old or more, but under the idle timeout', () => {
    it('should ask for last_seen_at to be written', () => {
      expect(sessionVerdict({ createdAt: ago(HOUR), lastSeenAt: ago(SESSION_REFRESH_INTERVAL_MS) }, NOW)).toBe('refresh');
      expect(sessionVerdict({ createdAt: ago(12 * HOUR), lastSeenAt: ago(SESSION_IDLE_TIMEOUT_MS - 1) }, NOW)).toBe('refresh');
    });
  });

  describe('when the session has not been used for 12 hours', () => {
    it('should be expired', () => {
      expect(SESSION_IDLE_TIMEOUT_MS).toBe(12 * HOUR);
      expect(sessionVerdict({ createdAt: ago(13 * HOUR), lastSeenAt: ago(SESSION_IDLE_TIMEOUT_MS) }, NOW)).toBe('expired');
    });
  });

  describe('when the session began 7 days ago, however recently it was used', () => {
    it('should be expired', () => {
      expect(SESSION_ABSOLUTE_TIMEOUT_MS).toBe(7 * 24 * HOUR);
      expect(sessionVerdict({ createdAt: ago(SESSION_ABSOLUTE_TIMEOUT_MS), lastSeenAt: NOW }, NOW)).toBe('expired');
      expect(sessionVerdict({ createdAt: ago(SESSION_ABSOLUTE_TIMEOUT_MS - 1), lastSeenAt: NOW }, NOW)).toBe('fresh');
    });
  });
});

describe(sessionCutoffs.name, () => {
  it('should name the oldest last use and the oldest sign-in a live session may have', () => {
    expect(sessionCutoffs(NOW)).toEqual({ lastSeenAfter: ago(SESSION_IDLE_TIMEOUT_MS), createdAfter: ago(SESSION_ABSOLUTE_TIMEOUT_MS) });
  });
});

describe(sessionCookieOptions.name, () => {
  describe('when PUBLIC_URL is http', () => {
    it('should be HttpOnly, SameSite=Lax, on every path, not Secure, and live no longer than a session', () => {
      expect(sessionCookieOptions(false)).toEqual({
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: false,
        maxAge: SESSION_ABSOLUTE_TIMEOUT_MS,
      });
    });
  });

  describe('when PUBLIC_URL is https', () => {
    it('should be Secure as well', () => {
      expect(sessionCookieOptions(true)).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true });
    });
  });
});

describe(newToken.name, () => {
  it('should make 32 random bytes in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });
});

describe(hashToken.name, () => {
  it('should store the SHA-256 in hex, never the token', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
