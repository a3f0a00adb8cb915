import { useSyncExternalStore } from 'react';

// Toast state with the semantics of SPEC section 4: one toast at a time (a new one replaces the
// previous), and a dismissed toast is removed from memory after 1,000,000 ms.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastAction = { label: string; altText: string; onClick: () => void };

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /**
   * Called once when the toast goes away: closed, timed out, swiped, or replaced by a newer toast.
   * (An action click closes the toast too, after its own onClick.)
   */
  onClose?: () => void;
};

export type ToastEntry = ToastInput & { id: number; open: boolean };

let toasts: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: ToastEntry[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: number): void {
  if (removalTimers.has(id)) {
    return;
  }
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Tells an open toast's owner it went away (once: only open toasts are told). */
function notifyClosed(entries: ToastEntry[]): void {
  entries.filter((entry) => entry.open).forEach((entry) => entry.onClose?.());
}

/** Shows a toast; returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const next = [{ ...input, id, open: true }, ...toasts];
  const replaced = next.slice(TOAST_LIMIT);
  publish(next.slice(0, TOAST_LIMIT));
  notifyClosed(replaced);
  return id;
}

/** Closes one toast (or all); it stays in memory until the removal delay passes. */
export function dismissToast(id?: number): void {
  const closing = toasts.filter((entry) => entry.open && (id === undefined || entry.id === id));
  publish(
    toasts.map((entry) => {
      if (id === undefined || entry.id === id) {
        scheduleRemoval(entry.id);
        return { ...entry, open: false };
      }
      return entry;
    }),
  );
  notifyClosed(closing);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
