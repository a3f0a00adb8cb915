import { createBrowserRouter } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { AuthGate } from './auth-gate';

// Every screen is its own lazily loaded chunk, so the first page only downloads the shell and itself.
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
        { path: '/', lazy: () => import('./routes/dashboard.route') },
        { path: '/idea-forge', lazy: () => import('./routes/idea-forge.route') },
        { path: '/campaign-ideas', lazy: () => import('./routes/campaign-ideas.route') },
        { path: '/website-analyzer', lazy: () => import('./routes/website-analyzer.route') },
        { path: '/newsjacking-calendar', lazy: () => import('./routes/newsjacking-calendar.route') },
        { path: '/headline-analyzer', lazy: () => import('./routes/headline-analyzer.route') },
        { path: '/saved-angles', lazy: () => import('./routes/saved-angles.route') },
        { path: '/favorite-topics', lazy: () => import('./routes/favorite-topics.route') },
        { path: '/news-scraper', lazy: () => import('./routes/news-scraper.route') },
        { path: '/clients', lazy: () => import('./routes/clients.route') },
        { path: '/journalists', lazy: () => import('./routes/journalists.route') },
        { path: '/media-lists', lazy: () => import('./routes/media-lists.route') },
        { path: '/settings', lazy: () => import('./routes/settings.route') },
        { path: '/error', lazy: () => import('./routes/error.route') },
        { path: '*', lazy: () => import('./routes/not-found.route') },
      ],
    },
  ]);
