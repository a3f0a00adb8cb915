import { Briefcase } from 'lucide-react';
import { useCurrentClient } from '../hooks/use-current-client';

type ClientSwitcherProps = {
  /** Unique per place it is shown (the sidebar and the mobile header both hold one). */
  id: string;
  /** The mobile header has no room for the visible label: it is read out only. */
  compact?: boolean;
};

/**
 * "Working for": No client, or one of the team's clients. The choice is remembered on the server for
 * this user, and every screen re-renders for it (fit on trending items, generators writing for it).
 */
export function ClientSwitcher({ id, compact = false }: ClientSwitcherProps) {
  const { clientId, clients, choose } = useCurrentClient();
  return (
    <div className={compact ? 'min-w-0' : 'flex flex-col gap-1'}>
      <label
        htmlFor={id}
        className={compact ? 'sr-only' : 'flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500'}
      >
        {compact ? null : <Briefcase aria-hidden="true" className="h-3.5 w-3.5" />}
        Working for
      </label>
      <select
        id={id}
        value={clientId === null ? '' : String(clientId)}
        onChange={(event) => choose(event.target.value === '' ? null : Number(event.target.value))}
        data-testid="client-switcher"
        className={`rounded-md border border-slate-300 bg-white py-1.5 pl-2 pr-7 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200 ${
          compact ? 'w-full max-w-[8rem] truncate' : 'w-full'
        }`}
      >
        <option value="">No client</option>
        {clients.map((client) => (
          <option key={client.id} value={String(client.id)}>
            {client.name}
          </option>
        ))}
      </select>
    </div>
  );
}
