export const HEADLINE_PARAM = 'headline';
/** The trending item a headline is written for (an angle's item): its article goes to the AI that writes the alternatives. */
export const HEADLINE_ITEM_PARAM = 'itemId';

/** /headline-analyzer?headline=…, with &itemId=… when the headline belongs to a trending item. */
export function headlineAnalyzerPath(headline: string, itemId: number | null = null): string {
  const params = new URLSearchParams({ [HEADLINE_PARAM]: headline });
  if (itemId !== null) params.set(HEADLINE_ITEM_PARAM, String(itemId));
  return `/headline-analyzer?${params.toString()}`;
}
