export { ITEM_PARAM, itemPath } from '@contracts/trending.contract';

/** The id in `?item=`, when it is one (a positive whole number); anything else is ignored. */
export function parseItemParam(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id >= 1 ? id : null;
}
