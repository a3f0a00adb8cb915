import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, throttledMessage, throttleVerdict } from './login-throttle.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const MINUTE = 60_000;
/** Failures `minutesAgo` before NOW, oldest first. */
const failuresAt = (...minutesAgo: number[]) => minutesAgo.map((minutes) => new Date(NOW.getTime() - minutes * MINUTE));

describe(throttleVerdict.name, () => {
  it('should allow 10 failures in 15 minutes', () => {
    expect(LOGIN_FAILURE_LIMIT).toBe(10);
    expect(LOGIN_FAILURE_WINDOW_MS).toBe(15 * MINUTE);
  });

  describe('when fewer failures than the limit are in the window', () => {
    it('should allow another try', () => {
      expect(throttleVerdict(failuresAt(9, 8, 7, 6, 5, 4, 3, 2, 1), NOW)).toEqual({ allowed: true });
      expect(throttleVerdict([], NOW)).toEqual({ allowed: true });
    });
  });

  describe('when the limit is reached within the window', () => {
    it('should refuse until the oldest failure leaves the window', () => {
      // The oldest is 10 minutes old: it leaves in 5 minutes.
      expect(throttleVerdict(failuresAt(10, 9, 8, 7, 6, 5, 4, 3, 2, 1), NOW)).toEqual({ allowed: false, retryAfterSeconds: 300 });
    });
  });

  describe('when more than the limit are in the window (tries that raced past the check)', () => {
    it('should refuse until enough have left that fewer than the limit remain', () => {
      // 12 failures: the three oldest must leave; the third oldest (12 minutes old) leaves in 3 minutes.
      expect(throttleVerdict(failuresAt(14, 13, 12, 10, 9, 8, 7, 6, 5, 4, 3, 2), NOW)).toEqual({ allowed: false, retryAfterSeconds: 180 });
    });
  });

  describe('when some failures are older than the window', () => {
    it('should not count them', () => {
      expect(throttleVerdict(failuresAt(15, 16, 9, 8, 7, 6, 5, 4, 3, 2, 1), NOW)).toEqual({ allowed: true });
    });
  });

  describe('when the oldest failure leaves in under a second', () => {
    it('should still ask for a wait of one second', () => {
      const oldest = new Date(NOW.getTime() - LOGIN_FAILURE_WINDOW_MS + 10);
      expect(throttleVerdict([oldest, ...failuresAt(9, 8, 7, 6, 5, 4, 3, 2, 1)], NOW)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    });
  });
});

describe(throttledMessage.name, () => {
  it('should say whose failures and when to try again, in seconds under a minute', () => {
    expect(throttledMessage('client', 45)).toBe('Too many failed sign-ins from this address. Try again in 45 seconds.');
    expect(throttledMessage('account', 1)).toBe('Too many failed sign-ins for this account. Try again in 1 second.');
  });

  it('should round longer waits up to whole minutes', () => {
    expect(throttledMessage('account', 61)).toBe('Too many failed sign-ins for this account. Try again in 2 minutes.');
    expect(throttledMessage('account', 60)).toBe('Too many failed sign-ins for this account. Try again in 1 minute.');
  });
});
