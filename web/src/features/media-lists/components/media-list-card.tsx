import type { MediaList } from '@contracts/journalists.contract';
import { ChevronDown, ChevronUp, Download, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMediaList } from '../api/get-media-list';
import { isMediaListsKey, mediaListExportUrl } from '../api/get-media-lists';
import { removeMediaListMember } from '../api/remove-media-list-member';

type MediaListCardProps = { list: MediaList; clientName: string | null; onDelete: (list: MediaList) => void };

const actionClasses = 'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100';

/** One media list: its journalists when opened, CSV export and removal. */
export function MediaListCard({ list, clientName, onDelete }: MediaListCardProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { mutate } = useSWRConfig();
  const { list: detail, error } = useMediaList(list.id, open);

  const handleRemove = async (journalistId: number, name: string) => {
    try {
      await removeMediaListMember(list.id, journalistId);
      await mutate(isMediaListsKey);
      toast({ title: 'Removed from list', description: `${name} is no longer on "${list.name}".` });
    } catch (removeError) {
      toast({
        title: 'Not removed',
        description: errorMessage(removeError, 'The journalist could not be removed.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="media-list">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-slate-900">{list.name}</h2>
        {clientName ? <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs text-indigo-800">For {clientName}</span> : null}
        <span className="text-sm text-slate-600">
          {list.memberCount} {list.memberCount === 1 ? 'journalist' : 'journalists'}
        </span>
        <div className="ml-auto flex flex-wrap gap-1">
          <button
            type="button"
            className={actionClasses}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen(!open)}
          >
            {open ? <ChevronUp aria-hidden="true" className="h-4 w-4" /> : <ChevronDown aria-hidden="true" className="h-4 w-4" />}
            {open ? 'Hide journalists' : 'Show journalists'}
          </button>
          <a href={mediaListExportUrl(list.id)} download className={actionClasses}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </a>
          <button type="button" className={`${actionClasses} text-red-700`} onClick={() => onDelete(list)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </button>
        </div>
      </div>
      {open ? (
        <div id={panelId} className="mt-3">
          {detail ? (
            detail.members.length === 0 ? (
              <p className="text-sm text-slate-600">
                No journalists yet. Add them from the{' '}
                <Link to="/journalists" className="text-indigo-700 hover:underline">
                  Journalists
                </Link>{' '}
                screen.
              </p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {detail.members.map(({ journalist, note }) => (
                  <li
                    key={journalist.id}
                    className={`flex flex-wrap items-center gap-x-3 gap-y-1 py-2 ${journalist.doNotContact ? 'opacity-60' : ''}`}
                  >
                    <Link to={`/journalists?id=${journalist.id}`} className="font-medium text-indigo-700 hover:underline">
                      {journalist.name}
                    </Link>
                    <span className="text-slate-600">{journalist.outlet}</span>
                    {journalist.doNotContact ? <span className="text-xs text-slate-600">Do not contact</span> : null}
                    {note ? <span className="text-slate-500">{note}</span> : null}
                    <button
                      type="button"
                      className="ml-auto rounded-md p-1 text-slate-500 hover:bg-slate-100"
                      aria-label={`Remove ${journalist.name} from ${list.name}`}
                      onClick={() => void handleRemove(journalist.id, journalist.name)}
                    >
                      <X aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : error ? (
            <p className="text-sm text-red-700">{errorMessage(error, 'This list could not be loaded.')}</p>
          ) : (
            <Spinner label="Loading list..." />
          )}
        </div>
      ) : null}
    </li>
  );
}
