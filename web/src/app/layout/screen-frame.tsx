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
 * The screen as it paints before it can show (issue 29): its heading and grey blocks where its
 * content goes (or the page itself, for the two that read nothing), while who is here is asked and
 * the screen's code downloads. It reads nothing from the server, so a signed-out person sees no one's
 * data before the sign-in screen replaces it.
 */
export function ScreenFrame() {
  const { pathname } = useLocation();
  const heading = screenHeadingFor(pathname);
  // Pages that need nothing from the server paint as themselves: an address no screen answers shows
  // the not-found page, and /error its text (what the settings are now comes once the server says).
  if (heading === NOT_FOUND_HEADING) return <NotFoundScreen />;
  if (heading === SCREEN_HEADINGS['/error']) return <ErrorScreen status={null} />;
  return (
    <>
      <PageHeader {...heading} />
      <ScreenSkeleton />
    </>
  );
}
