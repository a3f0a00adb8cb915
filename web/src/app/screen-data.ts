import { SCREEN_DATA_ELEMENT_ID, type ScreenData } from '@contracts/screen-data.contract';

/** The screen data the server sent with this page (a server-rendered screen, issue 29); null on a page without any. */
export function readScreenData(): ScreenData | null {
  const element = document.getElementById(SCREEN_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ScreenData;
  } catch {
    return null;
  }
}

/**
 * The answers a server-rendered page came with, as SWR's fallback (main.tsx gives them to AppProvider):
 * while React takes the page over, SWR reads them, not its cache. Emptied once the screen has been
 * taken over: SWR shows a fallback whenever its cache has nothing for a key, so a list dropped from
 * the cache later (the angles after a saved angle is removed) would come back as the page's old answer,
 * never asked again.
 */
export const pageAnswers: Record<string, unknown> = {};

export function forgetPageAnswers(): void {
  for (const key of Object.keys(pageAnswers)) delete pageAnswers[key];
}
