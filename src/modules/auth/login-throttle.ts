/** Failed sign-ins allowed per account, and per client address, within the window. */
export const LOGIN_FAILURE_LIMIT = 10;

/** The window failed sign-ins are counted over. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether one more sign-in may be tried, given an account's or a client's failures (oldest first;
 * the one place that leaves out those older than the window, which the table may still hold). At
 * the limit it may not, until enough failures have left the window that fewer than the limit
 * remain: with exactly the limit, until the oldest leaves.
 */
export function throttleVerdict(
  failuresOldestFirst: readonly Date[],
  now: Date,
  limit = LOGIN_FAILURE_LIMIT,
  windowMs = LOGIN_FAILURE_WINDOW_MS,
): ThrottleVerdict {
  const inWindow = failuresOldestFirst.filter((at) => now.getTime() - at.getTime() < windowMs);
  if (inWindow.length < limit) {
    return { allowed: true };
  }
  const leavesAt = inWindow[inWindow.length - limit].getTime() + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((leavesAt - now.getTime()) / 1000)) };
}

/** The refusal in words: whose failures, and when to try again (seconds under a minute, else minutes). */
export function throttledMessage(scope: 'account' | 'client', retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  const whose = scope === 'account' ? 'for this account' : 'from this address';
  return `Too many failed sign-ins ${whose}. Try again in ${wait}.`;
}
