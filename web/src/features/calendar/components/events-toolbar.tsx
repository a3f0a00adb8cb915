import { SlidersHorizontal } from 'lucide-react';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';

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
      <SearchInput
        id="event-search"
        label="Search events"
        placeholder="Search events..."
        value={search}
        onChange={onSearchChange}
        className="flex-1"
      />
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
