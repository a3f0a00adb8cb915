/**
 * A value made the first time it is asked for, not when its module loads. For Intl objects: a page's
 * first one starts ICU on the main thread (20–70 ms measured here), and no screen may pay that while it
 * loads (issue 29; test/browser/first-paint.browser-spec.ts fails on any Intl use during a load).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
