import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { AuthGate } from './auth-gate';

/** What a route module exports: React Router's lazy route properties (Component, ErrorBoundary, ...). */
type RouteModule = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

/** A screen's route module (./routes/NAME.route.tsx), by address; '*' is any other address. */
export const SCREEN_ROUTE_MODULES: Record<string, string> = {
  '/': 'dashboard',
  '/idea-forge': 'idea-forge',
  '/campaign-ideas': 'campaign-ideas',
  '/website-analyzer': 'website-analyzer',
  '/newsjacking-calendar': 'newsjacking-calendar',
  '/headline-analyzer': 'headline-analyzer',
  '/saved-angles': 'saved-angles',
  '/favorite-topics': 'favorite-topics',
  '/news-scraper': 'news-scraper',
  '/clients': 'clients',
  '/journalists': 'journalists',
  '/media-lists': 'media-lists',
  '/settings': 'settings',
  '/error': 'error',
  '*': 'not-found',
};

// Every screen is its own lazily loaded chunk, so the first page only downloads the shell and itself.
// By name, so web/prerender-shells.mjs can find a screen's chunk in the build's manifest and have the
// screen's page fetch it beside the entry.
const routeModules = import.meta.glob<RouteModule>('./routes/*.route.tsx');

// A function, not a module-level router: main.tsx creates it in a task of its own (issue 29).
export const createAppRouter = () =>
  createBrowserRouter([
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
      children: [
        ...Object.entries(SCREEN_ROUTE_MODULES).map(([path, name]) => ({ path, lazy: routeModules[`./routes/${name}.route.tsx`] })),
      ],
    },
  ]);
