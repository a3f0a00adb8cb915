/**
 * What a server-rendered screen (issue 29, web/src/entry-server.tsx) sends beside #root: the answers of
 * its API calls it was rendered with, keyed by API address, and the moment it was rendered. The
 * browser's first render reads the same answers and the same moment, so it makes the markup the server
 * sent and React takes it over as it is.
 */
export type ScreenData = { renderedAt: number; answers: Record<string, unknown> };

export const SCREEN_DATA_ELEMENT_ID = 'screen-data';

/** The screen data the server sent with this page; null on a page without any. */
export function readScreenData(): ScreenData | null {
  const element = document.getElementById(SCREEN_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ScreenData;
  } catch {
    return null;
  }
}
