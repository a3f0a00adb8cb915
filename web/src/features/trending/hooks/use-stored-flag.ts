import { useCallback, useSyncExternalStore } from 'react';

// Client-side storage flags of SPEC section 3. contentFetched is no longer one (issue 29): whether the
// list shows is the server's answer, so every signed-in user sees the team's stories on any browser.
export const REDDIT_CREDENTIALS_SAVED_FLAG = 'reddit_credentials_saved';

const FLAG_EVENT = 'trendjack:flag-change';

/** The flag as stored now (for timers and callbacks that outlive the render they were made in). */
export function readFlag(name: string): boolean {
  try {
    return window.localStorage.getItem(name) === 'true';
  } catch {
    return false;
  }
}

/** Sets or removes a flag and tells every hook that reads it. */
export function writeFlag(name: string, value: boolean): void {
  try {
    if (value) {
      window.localStorage.setItem(name, 'true');
    } else {
      window.localStorage.removeItem(name);
    }
  } catch {
    // Storage can be unavailable (private mode); the flag then lives for this page only.
  }
  window.dispatchEvent(new Event(FLAG_EVENT));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(FLAG_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(FLAG_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

export function useStoredFlag(name: string): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readFlag(name),
    () => false,
  );
  const setValue = useCallback((next: boolean) => writeFlag(name, next), [name]);
  return [value, setValue];
}
