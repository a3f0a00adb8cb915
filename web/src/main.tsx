import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { preload } from 'swr';
import { AUTH_OPTIONS_KEY } from './features/auth/api/get-auth-options';
import { fetcher } from './lib/api-client';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { readScreenData } from './app/screen-data';
import { PageRenderedAtContext } from './lib/use-clock';
import { stopNotingEarlyTaps } from './app/layout/early-tap';
import './index.css';

/**
 * Lets the browser handle what waits (a tap, a paint, an answer from the network) before going on.
 * Start-up runs as a few short tasks instead of one long one: on a phone every task over 50 ms holds
 * up a tap, and Lighthouse counts it as blocking time (issue 29).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The page's first read of session storage, first write of its history entry and first read of local
 * storage are each a synchronous trip to the browser (1–7 ms here, times a phone's slowdown). React
 * Router makes the first two as it is created, and the dashboard's list the third while React takes the
 * page over, each inside a task that is long already. Made first, each in a task of its own, the later
 * calls are cheap (issue 29). The history entry gets what React Router would write: its position, `idx`
 * (getUrlBasedHistory in react-router), which it then finds and keeps.
 */
async function openBrowserStateInTasksOfTheirOwn(): Promise<void> {
  const steps = [
    () => window.sessionStorage.length,
    () => {
      const state = window.history.state as { idx?: unknown } | null;
      if (state?.idx === undefined || state.idx === null) window.history.replaceState({ ...state, idx: 0 }, '');
    },
    () => window.localStorage.length,
  ];
  for (const step of steps) {
    await nextTask();
    try {
      step();
    } catch {
      // Storage can be unavailable (private mode, a sandbox): whoever needs it handles that.
    }
  }
}

async function start(container: HTMLElement): Promise<void> {
  // A server-rendered screen (web/src/entry-server.tsx) came with the answers it was rendered with.
  // Its answers are SWR's cache from the start (AppProvider), as if the app had read them itself.
  const screenData = readScreenData();
  if (!screenData) {
    // Who may use the app is asked while the first screen's code downloads, not after it.
    // A failure is the gate's to show (useSWR gets the same promise); here it must not go unhandled.
    preload(AUTH_OPTIONS_KEY, fetcher).catch(() => undefined);
  }
  await openBrowserStateInTasksOfTheirOwn();
  await nextTask();
  // Creating the router reads the address and session storage: a task of its own.
  const router = createAppRouter();
  if (screenData && !router.state.initialized) {
    // The server sent the screen itself, not the frame: React must take it over with the screen's code
    // in hand, or its first render would be the frame the router shows while that code loads.
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (state.initialized) {
          unsubscribe();
          resolve();
        }
      });
    });
  }
  await nextTask();
  const app = (
    <StrictMode>
      <PageRenderedAtContext value={screenData?.renderedAt ?? null}>
        <AppProvider answers={screenData?.answers}>
          <RouterProvider router={router} />
        </AppProvider>
      </PageRenderedAtContext>
    </StrictMode>
  );
  if (container.firstElementChild) {
    // The server sent this screen's frame already painted (web/src/screen-shells.tsx): React takes over
    // its nodes instead of replacing them, so nothing the person already sees is drawn twice.
    // As a transition, React hydrates in slices of a few milliseconds instead of one long task, so the
    // painted frame answers taps meanwhile.
    stopNotingEarlyTaps();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

const container = document.getElementById('root');
if (container) {
  void start(container);
}
