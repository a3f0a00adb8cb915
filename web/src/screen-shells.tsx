import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppLayout } from './app/layout/app-layout';
import { AppProvider } from './app/provider';
import { SCREEN_HEADINGS } from './app/screen-headings';

/**
 * Each screen's frame as HTML (issue 29), rendered at build time by web/prerender-shells.mjs: the
 * server sends it inside #root, so the browser paints the sidebar, the screen's heading and its grey
 * blocks before any JavaScript has downloaded. It is the markup the app's first render makes (the
 * shell while who is here is asked), so React replacing it moves nothing on screen.
 */
export function renderScreenShell(pathname: string): string {
  return renderToString(
    <AppProvider>
      <MemoryRouter initialEntries={[pathname]}>
        <AppLayout pending />
      </MemoryRouter>
    </AppProvider>,
  );
}

/** The addresses with a frame of their own; any other address gets the not-found frame. */
export const SCREEN_SHELL_PATHS: string[] = Object.keys(SCREEN_HEADINGS);

/** An address no screen answers, to render the not-found frame with. */
export const NOT_FOUND_SHELL_PATH = '/__not-found__';
