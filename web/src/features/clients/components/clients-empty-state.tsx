import { Briefcase, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

type ClientsEmptyStateProps = { onCreate: () => void };

/** No client yet: what one is for, and the way to make the first. */
export function ClientsEmptyState({ onCreate }: ClientsEmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center sm:p-10">
      <Briefcase aria-hidden="true" className="h-8 w-8 text-slate-400" />
      <h2 className="text-lg font-semibold text-slate-900">No clients yet</h2>
      <p className="max-w-xl text-slate-700">
        A client is who you pitch for: an agency's client, or your own brand in-house. Give Trendjack their sector, markets, spokespeople,
        own data and the topics they avoid. Choose them under Working for, and every trend gets a fit score with its reasons, and every
        angle, pitch and idea is written for them, quoting their people and their data.
      </p>
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Create a client
      </Button>
    </div>
  );
}
