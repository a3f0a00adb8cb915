import { Lock } from 'lucide-react';

/** In place of the Add a Feed form for a member (issue 17): the feeds are the team's, kept by an admin. */
export function AdminOnlyFeedsNote() {
  return (
    <section aria-labelledby="add-feed-title" className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="add-feed-title" className="text-lg font-semibold text-slate-900">
        Add a Feed
      </h2>
      <p className="mt-2 flex items-start gap-2 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="feeds-admin-only">
        <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>Ask an admin to add, pause or remove feeds. They are the team&apos;s: everyone&apos;s fetches read them.</span>
      </p>
    </section>
  );
}
