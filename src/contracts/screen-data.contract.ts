// What a server-rendered data screen (issue 29) carries beside #root, shared by the server that writes
// it (src/platform/web/server-render.ts) and the browser that reads it (web/src/app/screen-data.ts).

/**
 * The answers of the screen's API calls it was rendered with, keyed by API address as SWR keys them,
 * and the moment it was rendered. The browser's first render reads the same answers and the same
 * moment, so it makes the markup the server sent and React takes it over as it is.
 */
export type ScreenData = { renderedAt: number; answers: Record<string, unknown> };

/** The id of the JSON script element that carries it. */
export const SCREEN_DATA_ELEMENT_ID = 'screen-data';

/** The screen data as a JSON script element: every `<` escaped, so no answer's text can close the element. */
export function screenDataElement(screen: ScreenData): string {
  return `<script type="application/json" id="${SCREEN_DATA_ELEMENT_ID}">${JSON.stringify(screen).replace(/</g, '\\u003c')}</script>`;
}
