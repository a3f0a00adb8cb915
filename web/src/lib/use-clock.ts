import { createContext, useContext } from 'react';
import { isoDateOf } from './format-date';
import { useHydrating } from './use-hydrating';

/**
 * When the page React is taking over was rendered on the server (issue 29); null when it was not.
 * Given by the server's render (web/src/entry-server.tsx) and by main.tsx from what the server sent.
 */
export const PageRenderedAtContext = createContext<number | null>(null);

/** What dates and times on screen are measured from and shown in. */
export type Clock = {
  /** "5 minutes ago" counts from here; undefined: from the moment the text is made. */
  now: number | undefined;
  /** Dates and times in UTC instead of the reader's time zone. */
  utc: boolean;
};

/**
 * The clock to show dates and times by. While React takes over a server-rendered page (and on the
 * server), the moment the server rendered it, in UTC: the browser's first render must make exactly
 * the server's text ("12 seconds ago", not "13"; the server does not know the reader's time zone), or
 * React throws the page away and draws it again. Right after, React renders those parts again with
 * the browser's clock and time zone (useHydrating).
 */
export function useClock(): Clock {
  const pageRenderedAt = useContext(PageRenderedAtContext);
  const hydrating = useHydrating();
  return hydrating ? { now: pageRenderedAt ?? undefined, utc: true } : { now: undefined, utc: false };
}

/** Today as YYYY-MM-DD by `clock`. */
export function todayOf(clock: Clock): string {
  return isoDateOf(new Date(clock.now ?? Date.now()), clock.utc);
}
