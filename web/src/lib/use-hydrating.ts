import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True on the server and while React takes over a page the server rendered, false in every render
 * after that (and in a page the browser draws itself): useSyncExternalStore's server snapshot is used
 * only while hydrating. For what must match the server's markup first and may differ right after.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
