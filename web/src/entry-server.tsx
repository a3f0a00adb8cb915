import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router-dom';
import { SWRConfig, type Middleware } from 'swr';
import { AppProvider } from './app/provider';
import { paintsAsItself } from './app/layout/screen-frame';
import { appRoutes, routeModuleName } from './app/router';
import type { ScreenData } from '@contracts/screen-data.contract';
import { parseCalendarParams } from './features/calendar/utils/calendar-params';
import { PageRenderedAtContext } from './lib/use-clock';

/**
 * The server's render of a screen with its data (issue 29), built by `npm run build:web` into
 * dist/web/.ssr/ and called by the server (src/platform/web/screen-shells.ts) on each request for a
 * screen's address. Where the largest text comes with the screen's data (settings, clients, the
 * calendar's list, ...), rendered in the browser it painted only after the scripts had downloaded and
 * run and the screen's calls had answered (Lighthouse's LCP 2.7–3.3 s on a mid-tier phone). Rendered
 * here, it paints with the page. The other screens too, though their content needs no data: drawn in
 * the browser once its code had arrived, a screen was made and laid out in tasks that cannot be split
 * (the dashboard's the longest work of any screen on a phone, blocking time 0.7–1.2 s; a form's
 * commit and layout 130–180 ms each at a 9x slowdown). Rendered here, it is laid out with the page
 * and the browser only takes it over.
 * Not the two pages that need nothing from the server (layout/screen-frame.tsx), nor the calendar's
 * month view, laid out by the window's width (a grid from 640 px, an agenda below), which only the
 * browser knows: their page is the frame.
 */
export function rendersOnServer(pathname: string, search: URLSearchParams): boolean {
  if (paintsAsItself(pathname)) return false;
  return !(pathname === '/newsjacking-calendar' && parseCalendarParams(search).view === 'month');
}

// On the server every screen is in this bundle: nothing to load lazily.
const routeModules = import.meta.glob<Pick<RouteObject, 'Component' | 'ErrorBoundary'>>('./app/routes/*.route.tsx', { eager: true });
// The routes are the same for every request: one handler answers them all.
const handler = createStaticHandler(
  appRoutes((path) => {
    const name = routeModuleName(path);
    return name === null ? undefined : routeModules[`./app/routes/${name}.route.tsx`];
  }),
);

export type ScreenRender = {
  /** What goes inside #root. */
  html: string;
  /**
   * Every API address the render read through SWR. Those missing from the answers rendered as loading:
   * the server asks them and renders again, until the render reads nothing new.
   */
  keys: string[];
};

/**
 * One render of `url` (path and query) with `screen.answers` as the answers of its API calls, keyed by
 * address as SWR keys them, at the moment `screen.renderedAt`. The browser's first render, given the
 * same (main.tsx), makes the same markup, so React takes the page over instead of drawing it again.
 * Throws when a part of the screen cannot be rendered on the server: the server then sends the frame.
 */
export async function renderScreen(url: string, screen: ScreenData): Promise<ScreenRender> {
  const keys = new Set<string>();
  const recordKeys: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (typeof key === 'string') keys.add(key);
    return useSWRNext(key, fetcher, config);
  };
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`The router answered ${url} with a redirect.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <PageRenderedAtContext value={screen.renderedAt}>
      {/* A cache of its own, made for this render with the answers, as the browser's (main.tsx): one
          request's answers never reach another's render. */}
      <AppProvider answers={screen.answers}>
        <SWRConfig value={{ use: [recordKeys] }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SWRConfig>
      </AppProvider>
    </PageRenderedAtContext>,
    // Waits for every lazily loaded part: the page is sent whole, with none of React's streaming scripts.
    // React would send a part that failed as its loading state, for the browser to render; the whole
    // screen is sent as the frame instead, and the browser renders it all.
    // Never split into parts sent later (React does so for large parts, 12.8 kB and more, when streaming).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Infinity },
  );
  if (errors.length > 0) throw errors[0];
  // React puts a preload hint for each image first; #root must hold only what the app renders.
  const html = (await new Response(prelude).text()).replace(/^(<link rel="preload"[^>]*>)+/, '');
  return { html, keys: [...keys] };
}
