import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { JOURNALISTS_PAGE_SIZE } from '@contracts/journalists.contract';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { INPUT_CLASSES } from '@/components/ui/input-classes';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useJournalists } from '@/features/journalists/api/get-journalists';
import { JournalistCard } from '@/features/journalists/components/journalist-card';
import { JournalistDetailDialog } from '@/features/journalists/components/journalist-detail-dialog';
import { useTopics } from '@/features/trending/api/get-topics';
import { errorMessage } from '@/lib/api-client';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

/** The query parameter that opens a journalist's detail (Who covers this links here). */
const JOURNALIST_PARAM = 'id';

/**
 * Issue 30: the journalist directory, built only from the public bylines of the feeds the team reads.
 * Search by name or outlet, filter by outlet and topic; a journalist opens in a dialog with their recent
 * articles, what the team adds and adding them to a media list.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [q, setQ] = useState('');
  const [outlet, setOutlet] = useState('');
  const [topic, setTopic] = useState('');
  const [page, setPage] = useState(1);
  const { topics } = useTopics();
  const { page: directory, error, isLoading, reload } = useJournalists({ q, outlet, topic, page });
  const openedId = Number(searchParams.get(JOURNALIST_PARAM)) || null;
  const lastPage = Math.max(1, Math.ceil((directory?.total ?? 0) / JOURNALISTS_PAGE_SIZE));

  const filterBy = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const handleOpen = (id: number) => setSearchParams({ [JOURNALIST_PARAM]: String(id) });
  const handleClose = () => setSearchParams({}, { replace: true });

  return (
    <>
      <PageHeader {...SCREEN_HEADINGS['/journalists']} />
      <div className="mb-4 grid gap-3 md:grid-cols-[2fr_1fr_1fr] md:items-end">
        <SearchInput
          id="journalist-search"
          label="Search journalists"
          placeholder="Search names or outlets..."
          value={q}
          onChange={filterBy(setQ)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="journalist-outlet" className="text-sm font-medium text-slate-700">
            Outlet
          </label>
          <input
            id="journalist-outlet"
            value={outlet}
            placeholder="e.g. The Guardian"
            onChange={(event) => filterBy(setOutlet)(event.target.value)}
            className={INPUT_CLASSES}
          />
        </div>
        <SelectField
          id="journalist-topic"
          label="Topic"
          value={topic}
          options={[{ value: '', label: 'All topics' }, ...(topics ?? []).map((entry) => ({ value: entry.name, label: entry.name }))]}
          onChange={filterBy(setTopic)}
          fullWidth
        />
      </div>
      {directory ? (
        <>
          <p className="mb-3 text-sm text-slate-600" data-testid="journalist-count">
            {directory.total === 0
              ? 'No journalists match. The directory grows with every fetch of news feeds that name their authors.'
              : `${directory.total} ${directory.total === 1 ? 'journalist' : 'journalists'}`}
          </p>
          <ul className="grid gap-3 lg:grid-cols-2">
            {directory.items.map((journalist) => (
              <JournalistCard key={journalist.id} journalist={journalist} onOpen={handleOpen} />
            ))}
          </ul>
          {lastPage > 1 ? (
            <nav aria-label="Journalist pages" className="mt-4 flex items-center justify-center gap-3 text-sm">
              <Button variant="secondary" onClick={() => setPage(page - 1)} disabled={page <= 1}>
                <ChevronLeft aria-hidden="true" className="h-4 w-4" />
                Previous
              </Button>
              <span>
                Page {page} of {lastPage}
              </span>
              <Button variant="secondary" onClick={() => setPage(page + 1)} disabled={page >= lastPage}>
                Next
                <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </Button>
            </nav>
          ) : null}
        </>
      ) : error && !isLoading ? (
        <LoadError
          title="The journalists could not be loaded"
          message={errorMessage(error, 'The server did not answer.')}
          onRetry={reload}
        />
      ) : (
        <Spinner label="Loading journalists..." />
      )}
      <JournalistDetailDialog journalistId={openedId} onClose={handleClose} />
    </>
  );
}
