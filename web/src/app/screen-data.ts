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
