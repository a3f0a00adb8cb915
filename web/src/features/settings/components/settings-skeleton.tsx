/** Four grey cards in the shape of the screen while GET /api/settings answers. */
export function SettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading settings" className="grid gap-6 xl:grid-cols-2">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} aria-hidden="true" className="animate-pulse rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <div className="h-5 w-32 rounded bg-slate-200" />
          <div className="mt-2 h-4 w-3/4 rounded bg-slate-100" />
          <div className="mt-6 space-y-3">
            <div className="h-9 rounded bg-slate-100" />
            <div className="h-9 rounded bg-slate-100" />
            <div className="h-9 w-1/2 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
