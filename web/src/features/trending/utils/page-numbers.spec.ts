import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { clampPage, pageNumbers } from './page-numbers';

describe(pageNumbers.name, () => {
  describe('when there are few pages', () => {
    it.each([
      [1, 1, [1]],
      [1, 2, [1, 2]],
      [2, 3, [1, 2, 3]],
      [1, 3, [1, 2, 3]],
      [3, 5, [1, 2, 3, 4, 5]],
    ])('should show every page, without ellipsis, on page %i of %i', (current, last, slots) => {
      expect(pageNumbers(current, last)).toEqual(slots);
    });
  });

  describe('when on the first or the last of many pages', () => {
    it('should show the first two pages, an ellipsis and the last on the first page', () => {
      expect(pageNumbers(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    });

    it('should show the first, an ellipsis and the last two pages on the last page', () => {
      expect(pageNumbers(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    });
  });

  describe('when on a middle page of many', () => {
    it('should show the first, the neighbours of the current page and the last, with an ellipsis each side', () => {
      expect(pageNumbers(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    });

    it('should show no ellipsis on the side where no page is hidden', () => {
      expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
      expect(pageNumbers(8, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
    });

    it('should stand an ellipsis for a single hidden page at distance 2, as SPEC section 2 says', () => {
      expect(pageNumbers(4, 7)).toEqual([1, 'ellipsis-start', 3, 4, 5, 'ellipsis-end', 7]);
    });
  });

  describe('when on any page of any count', () => {
    it('should show pages in order with first, last and neighbours, and one ellipsis for every gap', () => {
      const pageOfCount = fc.integer({ min: 1, max: 60 }).chain((last) => fc.tuple(fc.integer({ min: 1, max: last }), fc.constant(last)));
      fc.assert(
        fc.property(pageOfCount, ([current, last]) => {
          const slots = pageNumbers(current, last);
          const pages = slots.filter((slot): slot is number => typeof slot === 'number');
          const expected = [1, current - 1, current, current + 1, last].filter((page) => page >= 1 && page <= last);
          expect(pages).toEqual([...new Set(expected)].sort((a, b) => a - b));
          // Each gap between shown pages is marked once, on its side of the current page; no mark without a gap.
          const marks = slots.flatMap((slot, at) => (typeof slot === 'number' ? [] : [{ slot, pageAfter: slots[at + 1] as number }]));
          const pagesAfterGaps = pages.slice(1).filter((page, at) => page - pages[at]! > 1);
          expect(marks.map((mark) => mark.pageAfter)).toEqual(pagesAfterGaps);
          for (const mark of marks) expect(mark.slot).toBe(mark.pageAfter <= current ? 'ellipsis-start' : 'ellipsis-end');
        }),
        { numRuns: 300 },
      );
    });
  });
});

describe(clampPage.name, () => {
  it('should keep a page that exists', () => {
    expect(clampPage(3, 5)).toBe(3);
  });

  it('should move a page past the end to the last page, and one before the start to page 1', () => {
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-2, 5)).toBe(1);
  });

  it('should give page 1 when there are no pages', () => {
    expect(clampPage(1, 0)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });
});
