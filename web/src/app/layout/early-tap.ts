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

/** How long a noted tap waits for its button to be taken over before it is made anyway. */
const HYDRATION_WAIT_MS = 10_000;
const HYDRATION_POLL_MS = 50;

/**
 * Whether React has taken this node over: it keeps the node's props on it (`__reactProps$…`) from
 * then on. Parts of the page are taken over in turn (each Suspense boundary once its code is there:
 * the account menu's after the screen's), and a click on a part not yet taken over reaches no handler.
 */
function isTakenOver(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactProps$'));
}

/** Runs `act` on the element at `place` among `selector`'s once React has taken it over (or after the wait). */
function onceTakenOver(
  selector: string,
  place: number,
  act: (element: HTMLElement) => void,
  deadline = Date.now() + HYDRATION_WAIT_MS,
): void {
  const element = document.querySelectorAll<HTMLElement>(selector)[place];
  if (!element) return;
  if (isTakenOver(element) || Date.now() >= deadline) {
    act(element);
    return;
  }
  setTimeout(() => onceTakenOver(selector, place, act, deadline), HYDRATION_POLL_MS);
}

/**
 * Taps again the button tapped before the app ran, if any, and focuses the form field tapped then
 * (the loader let it take no input), once each, as soon as its part of the page is taken over.
 * Called once the screen is hydrated.
 */
export function replayEarlyTap(): void {
  const root = document.documentElement;
  const { earlyTap, earlyField } = root.dataset;
  delete root.dataset.earlyTap;
  delete root.dataset.earlyField;
  // The places are among the same selectors the loader counted in.
  if (earlyField) onceTakenOver('input, select, textarea', Number(earlyField), (field) => field.focus());
  if (earlyTap) onceTakenOver('button', Number(earlyTap), (button) => button.click());
}
