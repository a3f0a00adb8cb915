type OnlyRisingFieldProps = { checked: boolean; onChange: (checked: boolean) => void };

/** A watchlist's "Only rising stories" (issue 31): alerts only for stories still climbing when a fetch sees them. */
export function OnlyRisingField({ checked, onChange }: OnlyRisingFieldProps) {
  return (
    <div className="flex items-start gap-2">
      <input
        id="watchlist-only-rising"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby="watchlist-only-rising-hint"
        className="mt-1 h-4 w-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
      />
      <div>
        <label htmlFor="watchlist-only-rising" className="text-sm font-medium text-slate-700">
          Only rising stories
        </label>
        <p id="watchlist-only-rising-hint" className="text-sm text-slate-600">
          Alert only while a story is still climbing, when joining in is still early. Alerts say each story&apos;s stage and how long is
          left to join.
        </p>
      </div>
    </div>
  );
}
