/** The `item` query parameter (`/?item=<id>`, the link alerts carry): a stored item's id, or null. */
export const ITEM_PARAM = 'item';

/** Where a stored item opens in Trendjack: the dashboard, which shows it (the link alerts carry too). */
export function itemPath(id: number): string {
  return `/?${ITEM_PARAM}=${id}`;
}

/** The id in `?item=`, when it is one (a positive whole number); anything else is ignored. */
export function parseItemParam(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id >= 1 ? id : null;
}
