import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { NotFoundScreen } from '../not-found-screen';
import { NOT_FOUND_HEADING, screenHeadingFor } from '../screen-headings';

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
 * content goes, while who is here is asked and the screen's code downloads. It reads nothing from
 * the server, so a signed-out person sees no one's data before the sign-in screen replaces it.
 */
export function ScreenFrame() {
  const { pathname } = useLocation();
  const heading = screenHeadingFor(pathname);
  // An address no screen answers shows the same page once loaded: paint that page itself.
  if (heading === NOT_FOUND_HEADING) return <NotFoundScreen />;
  return (
    <>
      <PageHeader {...heading} />
      <ScreenSkeleton />
    </>
  );
}
