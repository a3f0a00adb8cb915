import { Briefcase } from 'lucide-react';
import { useCurrentClient } from '../hooks/use-current-client';

type ClientSwitcherProps = {
  /** Unique per place it is shown (the sidebar and the mobile header both hold one). */
  id: string;
  /** The mobile header has no room for the visible label: it is read out only. */
  compact?: boolean;
};

// The compact one has a fixed width (it may shrink on a narrow phone), so the header's icons keep
// their place whichever client is chosen, and from before the switcher comes (ClientSwitcherPlace).
const WRAPPER_CLASSES = { compact: 'w-32 min-w-0', full: 'flex flex-col gap-1' };
const LABEL_CLASSES = 'flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500';
const FIELD_BOX = 'w-full rounded-md border py-1.5 pl-2 pr-7 text-sm';

/** The visible label's content, on the sidebar's switcher and its place. */
function LabelContent() {
  return (
    <>
      <Briefcase aria-hidden="true" className="h-3.5 w-3.5" />
      Working for
    </>
  );
}

/**
 * "Working for": No client, or one of the team's clients. The choice is remembered on the server for
 * this user, and every screen re-renders for it (fit on trending items, generators writing for it).
 */
export function ClientSwitcher({ id, compact = false }: ClientSwitcherProps) {
  const { clientId, clients, choose } = useCurrentClient();
  return (
    <div className={compact ? WRAPPER_CLASSES.compact : WRAPPER_CLASSES.full}>
      <label htmlFor={id} className={compact ? 'sr-only' : LABEL_CLASSES}>
        {compact ? 'Working for' : <LabelContent />}
      </label>
      <select
        id={id}
        value={clientId === null ? '' : String(clientId)}
        onChange={(event) => choose(event.target.value === '' ? null : Number(event.target.value))}
        data-testid="client-switcher"
        className={`${FIELD_BOX} truncate border-slate-300 bg-white text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200`}
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

/**
 * The switcher's place while who is here is still asked (whom they work for is not known yet): a
 * grey field of its size, so the header's icons and the sidebar's navigation do not move when the
 * switcher comes (a layout shift on every page painted as a frame, issue 29).
 */
export function ClientSwitcherPlace({ compact = false }: Pick<ClientSwitcherProps, 'compact'>) {
  return (
    <div aria-hidden="true" className={compact ? WRAPPER_CLASSES.compact : WRAPPER_CLASSES.full}>
      {compact ? null : (
        <div className={LABEL_CLASSES}>
          <LabelContent />
        </div>
      )}
      {/* A non-breaking space gives the field the select's line height. */}
      <div className={`${FIELD_BOX} border-slate-200 bg-slate-50`}>{'\u00a0'}</div>
    </div>
  );
}
