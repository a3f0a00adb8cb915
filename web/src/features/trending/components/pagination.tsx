import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageNumbers } from '../utils/page-numbers';

type PaginationProps = {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
};

// No display utility here: each button sets its own, so `hidden sm:inline-flex` is not overridden.
const buttonClasses = 'h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm';

/** SPEC section 2: Previous, numbered pages with ellipses, Next; on mobile only the current page, as "Page N of M". */
export function Pagination({ page, lastPage, onPageChange }: PaginationProps) {
  if (lastPage <= 1) {
    return null;
  }
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-center gap-1">
      <button
        type="button"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        className={`${buttonClasses} inline-flex gap-1 border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50`}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </button>
      {/* Small screens show where you are instead of the page buttons. */}
      <span className="px-2 text-sm text-slate-700 sm:hidden" data-testid="mobile-page-status">
        Page {page} of {lastPage}
      </span>
      {pageNumbers(page, lastPage).map((slot) =>
        typeof slot === 'number' ? (
          <button
            key={slot}
            type="button"
            onClick={() => onPageChange(slot)}
            aria-current={slot === page ? 'page' : undefined}
            aria-label={`Page ${slot}`}
            className={`${buttonClasses} hidden sm:inline-flex ${slot === page ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
          >
            {slot}
          </button>
        ) : (
          <span key={slot} aria-hidden="true" className="hidden px-1 text-slate-500 sm:inline">
            …
          </span>
        ),
      )}
      <button
        type="button"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= lastPage}
        className={`${buttonClasses} inline-flex gap-1 border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50`}
      >
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
