import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { ErrorScreen } from '../error-screen';
import { NotFoundScreen } from '../not-found-screen';
import { NOT_FOUND_HEADING, SCREEN_HEADINGS, screenHeadingFor } from '../screen-headings';

/** Grey blocks where a screen's content goes until it can show. */
export function ScreenSkeleton() {
  return (
    <div role="status" aria-label="Loading..." className="space-y-4" data-testid="screen-skeleton">
      <div aria-hidden="true" className="h-32 rounded-lg border border-slate-200 bg-white" />
      <div aria-hidden="true" className="h-48 rounded-lg border border-slate-200 bg-white" />
    </div>
  );
}

/**
 * Whether the page at this address needs nothing from the server to paint, so its frame is the page
 * itself: the not-found page for an address no screen answers, and /error. The layout keeps showing
 * the frame's own elements once the app runs (app-layout.tsx) instead of mounting a route's copy in
 * their place: a tap that began on the frame's button or link (pressed, and released after the swap)
 * would reach no element and be lost. Their routes have no module of their own (router.tsx).
 */
export function paintsAsItself(pathname: string): boolean {
  const heading = screenHeadingFor(pathname);
  return heading === NOT_FOUND_HEADING || heading === SCREEN_HEADINGS['/error'];
}

type ScreenFrameProps = {
  /** Who is here is known and may use the app: the error page asks the server what the settings are now. */
  live?: boolean;
};

/**
 * The screen as it paints before it can show (issue 29): its heading and grey blocks where its
 * content goes (or the page itself, for the two that read nothing), while who is here is asked and
 * the screen's code downloads. It reads nothing from the server until `live`, so a signed-out person
 * sees no one's data before the sign-in screen replaces it.
 */
export function ScreenFrame({ live = false }: ScreenFrameProps) {
  const { pathname } = useLocation();
  const heading = screenHeadingFor(pathname);
  if (heading === NOT_FOUND_HEADING) return <NotFoundScreen />;
  if (heading === SCREEN_HEADINGS['/error']) return <ErrorScreen askStatus={live} />;
  return (
    <>
      <PageHeader {...heading} />
      <ScreenSkeleton />
    </>
  );
}
