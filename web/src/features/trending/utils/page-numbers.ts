export type PageSlot = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * SPEC section 2: show the first page, the last page and pages within 1 of the current one, with an
 * ellipsis where a page at distance 2 is hidden.
 */
export function pageNumbers(current: number, last: number): PageSlot[] {
  const slots: PageSlot[] = [];
  for (let page = 1; page <= last; page += 1) {
    const distance = Math.abs(page - current);
    if (page === 1 || page === last || distance <= 1) {
      slots.push(page);
    } else if (distance === 2) {
      slots.push(page < current ? 'ellipsis-start' : 'ellipsis-end');
    }
  }
  return slots;
}

/** Pages clamp between 1 and the last page. */
export function clampPage(page: number, last: number): number {
  return Math.min(Math.max(1, page), Math.max(1, last));
}
