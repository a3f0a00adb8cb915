import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { AuthGate } from './auth-gate';
import { paintsAsItself } from './layout/screen-frame';
import { SCREEN_HEADINGS } from './screen-headings';

/** What a route module exports: React Router's lazy route properties (Component, ErrorBoundary, ...). */
type RouteModule = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

/**
 * The route module (./routes/NAME.route.tsx) of a screen's address: named after the address (the
 * dashboard's is '/'). The screens are the ones screen-headings.ts names, so a screen is added in one
 * place. None for the two pages the layout paints itself, /error and any address no screen answers
 * (layout/screen-frame.tsx): their routes only match the address.
 */
export function routeModuleName(path: string): string | null {
  if (paintsAsItself(path)) return null;
  return path === '/' ? 'dashboard' : path.slice(1);
}

// Every screen is its own lazily loaded chunk, so the first page only downloads the shell and itself.
// By name, so web/prerender-shells.mjs can find a screen's chunk in the build's manifest and have the
// screen's page fetch it beside the entry.
const routeModules = import.meta.glob<RouteModule>('./routes/*.route.tsx');

/**
 * The app's routes; `screenRoute` gives each screen's route its component: loaded lazily in the browser,
 * at hand on the server (web/src/entry-server.tsx).
 */
export const appRoutes = (
  screenRoute: (path: string) => Pick<RouteObject, 'lazy' | 'Component' | 'ErrorBoundary'> | undefined,
): RouteObject[] => [
  // A one-time link (setup, invitation, password reset) is opened signed out: outside the gate and the shell.
  {
    path: '/welcome',
    lazy: () => import('./routes/welcome.route'),
    hydrateFallbackElement: <Spinner label="Loading..." fullScreen />,
  },
  {
    element: <AuthGate />,
    // The frame shows while the first screen's chunk downloads. The same component as the element, so
    // React keeps the frame the server painted (and hydrated) instead of drawing it again (issue 29).
    hydrateFallbackElement: <AuthGate screenLoading />,
    // /error and the not-found page have no module: the layout paints them (layout/screen-frame.tsx).
    // Their `element: null` says so; without it the router warns at every load that the route renders nothing.
    children: [...Object.keys(SCREEN_HEADINGS), '*'].map((path) => ({
      path,
      ...(screenRoute(path) ?? { element: null }),
    })),
  },
];

// A function, not a module-level router: main.tsx creates it in a task of its own (issue 29).
export const createAppRouter = () =>
  createBrowserRouter(
    appRoutes((path) => {
      const name = routeModuleName(path);
      return name === null ? undefined : { lazy: routeModules[`./routes/${name}.route.tsx`] };
    }),
  );
