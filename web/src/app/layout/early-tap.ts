/**
 * Issue 29: the page paints its frame before any script has run, so a tap on a control that needs the
 * app (the mobile menu button) would otherwise do nothing. Such a control carries `data-early-tap`,
 * naming what the tap asks for; the page's loader (loadScriptsAfterFirstPaint in
 * web/prerender-shells.mjs) notes the last such tap on <html> (`data-early-tap` there too), and the
 * app acts on it once it has taken the frame over.
 */

/** What the frame's menu button asks for (its `data-early-tap`). */
export const OPEN_MENU_TAP = 'open-menu';

/**
 * Hands the tap noted before the app ran, if any, to `act`, once: from now on the app answers taps
 * itself, so the loader stops noting them (`data-app-ready`).
 */
export function takeEarlyTap(act: (tap: string) => void): void {
  const root = document.documentElement;
  const tap = root.dataset.earlyTap;
  delete root.dataset.earlyTap;
  root.dataset.appReady = '';
  if (tap) act(tap);
}
