import type { ClientInput } from '@contracts/clients.contract';

/** The route state that opens the Clients screen's new-client form with a draft (from a website analysis). */
export type NewClientState = { newClientDraft: ClientInput };

export const CLIENTS_PATH = '/clients';

/** The draft carried in a location's state, if any. */
export function readNewClientState(state: unknown): ClientInput | null {
  if (typeof state !== 'object' || state === null || !('newClientDraft' in state)) return null;
  const draft = (state as NewClientState).newClientDraft;
  return typeof draft === 'object' && draft !== null && typeof draft.name === 'string' ? draft : null;
}
