import type { Client } from '@contracts/clients.contract';
import { Check, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { countryName } from '../utils/place-names';

type ClientCardProps = {
  client: Client;
  /** The client chosen in the header's switcher. */
  current: boolean;
  /** Deleting needs an admin when sign-in is on: others do not see the button. */
  canDelete: boolean;
  removing: boolean;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  onChoose: (client: Client) => void;
};

/** One client: name, sector, markets and spokespeople at a glance, and its actions. */
export function ClientCard({ client, current, canDelete, removing, onEdit, onDelete, onChoose }: ClientCardProps) {
  const titleId = `client-${client.id}-title`;
  const people = client.spokespeople.length;
  return (
    <li
      aria-labelledby={titleId}
      className={`min-w-0 rounded-lg border bg-white p-4 shadow-sm sm:p-5 ${current ? 'border-indigo-300 ring-1 ring-indigo-200' : 'border-slate-200'}`}
      data-testid="client-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="min-w-0 text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {client.name}
        </h3>
        {current ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-900">
            <Check aria-hidden="true" className="h-3.5 w-3.5" />
            Working for
          </span>
        ) : null}
      </div>
      {client.website ? (
        <a
          href={client.website}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-0.5 inline-block max-w-full break-all text-sm text-indigo-700 hover:underline"
        >
          {client.website}
        </a>
      ) : null}
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <Detail label="Sector">{client.sector || 'Not given'}</Detail>
        <Detail label="Markets">{client.markets.map((code) => countryName(code) ?? code).join(', ')}</Detail>
        <Detail label="Spokespeople">{people === 0 ? 'None yet' : `${people} ${people === 1 ? 'spokesperson' : 'spokespeople'}`}</Detail>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => onEdit(client)} disabled={removing} ariaLabel={`Edit ${client.name}`}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit
        </Button>
        {current ? null : (
          <Button variant="secondary" onClick={() => onChoose(client)} ariaLabel={`Work for ${client.name}`}>
            <Check aria-hidden="true" className="h-4 w-4" />
            Work for this client
          </Button>
        )}
        {canDelete ? (
          <Button variant="ghost" onClick={() => onDelete(client)} disabled={removing} ariaLabel={`Delete ${client.name}`}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-slate-800 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
