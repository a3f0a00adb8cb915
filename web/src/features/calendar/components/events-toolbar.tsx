import { Search, SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASSES } from '@/components/ui/input-classes';

type EventsToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  activeFilters: number;
  onOpenFilters: () => void;
};

/** The search box and the Filters button above the grid. */
export function EventsToolbar({ search, onSearchChange, activeFilters, onOpenFilters }: EventsToolbarProps) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <label htmlFor="event-search" className="sr-only">
          Search events
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
        <input
          id="event-search"
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search events..."
          autoComplete="off"
          className={`${INPUT_CLASSES} pl-9`}
        />
      </div>
      <Button variant="secondary" onClick={onOpenFilters}>
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        Filters
        {activeFilters > 0 ? (
          <>
            <span aria-hidden="true" className="rounded-full bg-indigo-600 px-1.5 text-xs text-white">
              {activeFilters}
            </span>
            <span className="sr-only">, {activeFilters} active</span>
          </>
        ) : null}
      </Button>
    </div>
  );
}
