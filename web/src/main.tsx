import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { preload } from 'swr';
import { AUTH_OPTIONS_KEY } from './features/auth/api/get-auth-options';
import { fetcher } from './lib/api-client';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import './index.css';

// Who may use the app is asked while the first screen's code downloads, not after it.
// A failure is the gate's to show (useSWR gets the same promise); here it must not go unhandled.
preload(AUTH_OPTIONS_KEY, fetcher).catch(() => undefined);

const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);
const container = document.getElementById('root');
if (container?.firstElementChild) {
  // The server sent this screen's frame already painted (web/src/screen-shells.tsx): React takes over
  // its nodes instead of replacing them, so nothing the person already sees is drawn twice.
  // As a transition, React hydrates in slices of a few milliseconds instead of one long task, so the
  // painted frame answers taps meanwhile (issue 29: a phone counts every task over 50 ms as blocking).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else if (container) {
  createRoot(container).render(app);
}
