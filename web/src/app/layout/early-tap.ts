/**
 * Issue 29: the page paints its frame before any script has run, so a tap on a control that needs the
 * app (the mobile menu button, the error page's Return to Dashboard) would otherwise do nothing. Such
 * a control carries `data-early-tap`, naming what the tap asks for; the page's loader
 * (loadScriptsAfterFirstPaint in web/prerender-shells.mjs) notes the last such tap on <html>
 * (`data-early-tap` there too), and the app acts on it once it has taken the frame over.
 */

/** What the frame's menu button asks for (its `data-early-tap`). */
export const OPEN_MENU_TAP = 'open-menu';

/** What the error page's Return to Dashboard asks for. */
export const RETURN_TO_DASHBOARD_TAP = 'return-to-dashboard';

/** Hands `act` a tap on `control` noted before the app ran, if that was the tap, once. */
export function takeEarlyTap(control: string, act: () => void): void {
  const root = document.documentElement;
  if (root.dataset.earlyTap === control) {
    delete root.dataset.earlyTap;
    act();
  }
}

/**
 * The app has taken the frame over and answers taps itself: the loader stops noting them
 * (`data-app-ready`) and a note no control took is dropped. The layout calls it from its effect, which
 * runs after those of every control in the frame.
 */
export function endEarlyTaps(): void {
  const root = document.documentElement;
  delete root.dataset.earlyTap;
  root.dataset.appReady = '';
}
