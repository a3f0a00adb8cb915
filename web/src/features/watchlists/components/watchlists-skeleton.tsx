/** Two grey cards in the shape of a watchlist while GET /api/watchlists answers. */
export function WatchlistsSkeleton() {
  return (
    <div role="status" aria-label="Loading your watchlists" className="flex flex-col gap-4">
      {[0, 1].map((index) => (
        <div key={index} aria-hidden="true" className="animate-pulse rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <div className="h-5 w-40 rounded bg-slate-200" />
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <div className="h-10 rounded bg-slate-100" />
            <div className="h-10 rounded bg-slate-100" />
          </div>
          <div className="mt-4 h-4 w-3/4 rounded bg-slate-100" />
          <div className="mt-2 h-4 w-2/3 rounded bg-slate-100" />
          <div className="mt-4 flex gap-2">
            <div className="h-9 w-20 rounded bg-slate-100" />
            <div className="h-9 w-32 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
