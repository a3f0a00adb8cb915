/**
 * Issue 29: the page paints before any script has run (a screen's frame, or a data screen rendered on
 * the server with its data), so a tap on one of its buttons would otherwise do nothing, and a form's
 * submission would go to the server as a plain GET with its fields in the address. The page's loader
 * (loadScriptsAfterFirstPaint in web/prerender-shells.mjs) holds back any submission and notes which
 * button was tapped last, by its place among the page's buttons, on <html> (`data-early-tap`); the app
 * taps it again once its own handler is attached. React takes the page over node for node, so the
 * place still names the same button then. Form fields take no input until then.
 */

/**
 * From here on React answers taps on the page itself (it replays one made while it hydrates), so the
 * loader stops noting them (`data-app-ready`). Called just before hydrating.
 */
export function stopNotingEarlyTaps(): void {
  document.documentElement.dataset.appReady = '';
}

/**
 * Taps again the button tapped before the app ran, if any, and focuses the form field tapped then
 * (the loader let it take no input), once. Called once the page is hydrated.
 */
export function replayEarlyTap(): void {
  const root = document.documentElement;
  const { earlyTap, earlyField } = root.dataset;
  delete root.dataset.earlyTap;
  delete root.dataset.earlyField;
  // The places are among the same selectors the loader counted in.
  if (earlyField) document.querySelectorAll<HTMLElement>('input, select, textarea')[Number(earlyField)]?.focus();
  if (earlyTap) document.querySelectorAll('button')[Number(earlyTap)]?.click();
}
