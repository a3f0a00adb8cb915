/**
 * Issue 29: the page paints its frame before any script has run, so a tap on a control that needs the
 * app (the mobile menu button, the error page's Return to Dashboard) would otherwise do nothing. Such
 * a control carries `data-early-tap` with a name of its own; the page's loader
 * (loadScriptsAfterFirstPaint in web/prerender-shells.mjs) notes the name of the last one tapped on
 * <html> (`data-early-tap` there too), and the app taps it again once the control's own handler is
 * attached. The control needs nothing else.
 */

/** The frame's menu button. */
export const OPEN_MENU_TAP = 'open-menu';

/** The error page's Return to Dashboard. */
export const RETURN_TO_DASHBOARD_TAP = 'return-to-dashboard';

/**
 * From here on React answers taps on the frame itself (it replays one made while it hydrates), so the
 * loader stops noting them (`data-app-ready`). Called just before hydrating.
 */
export function stopNotingEarlyTaps(): void {
  document.documentElement.dataset.appReady = '';
}

/** Taps again the control tapped before the app ran, if any, once. Called once the frame is hydrated. */
export function replayEarlyTap(): void {
  const root = document.documentElement;
  const tapped = root.dataset.earlyTap;
  delete root.dataset.earlyTap;
  if (tapped) document.querySelector<HTMLElement>(`[data-early-tap="${CSS.escape(tapped)}"]`)?.click();
}
