import { startTransition, useEffect, useLayoutEffect, useReducer, useRef } from 'react';

/**
 * SWR's `useSyncExternalStore` (Vite points `use-sync-external-store/shim` here, web/vite.config.ts).
 *
 * React renders every change of an external store in one task that nothing can interrupt. Each answer
 * SWR receives re-renders whatever reads it, and on a phone a screen's render is a long task that
 * holds every tap meanwhile (issue 29: Lighthouse counted 0.5 to 1.6 s of blocking time on every
 * screen). This is the store subscription React 17 used (the official shim's own fallback), except
 * that a change is rendered as a transition: React renders it in slices of a few milliseconds and
 * handles input between them. The cost is what transitions always allow: for those milliseconds two
 * components may show two states of one store; SWR's answers are whole values, and each component
 * shows one of them.
 *
 * While the server-painted frame is hydrated, the server snapshot is read (as React's own hook does),
 * so the first render matches the HTML; `endHydration` (main.tsx) ends that, and any store that
 * changed meanwhile is rendered then.
 */
let hydrating = false;
const afterHydration = new Set<() => void>();

export function startHydration(): void {
  hydrating = true;
}

export function endHydration(): void {
  hydrating = false;
  for (const recheck of afterHydration) recheck();
  afterHydration.clear();
}

type Instance<T> = { value: T; getSnapshot: () => T };

function changed<T>(instance: Instance<T>): boolean {
  try {
    return !Object.is(instance.value, instance.getSnapshot());
  } catch {
    return true;
  }
}

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const value = hydrating && getServerSnapshot ? getServerSnapshot() : getSnapshot();
  const instance = useRef<Instance<T>>({ value, getSnapshot });
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  // A new getSnapshot (another key) is read at once, before the browser paints.
  useLayoutEffect(() => {
    instance.current.value = value;
    instance.current.getSnapshot = getSnapshot;
    // The store changed between this render and now: render it before the browser paints, as React's own hook does.
    if (!hydrating && changed(instance.current)) rerender();
  }, [subscribe, value, getSnapshot]);

  useEffect(() => {
    const render = () => {
      if (changed(instance.current)) startTransition(rerender);
    };
    // A change between the render and this subscription is not lost.
    if (hydrating) afterHydration.add(render);
    else render();
    const unsubscribe = subscribe(render);
    return () => {
      afterHydration.delete(render);
      unsubscribe();
    };
  }, [subscribe]);

  return value;
}
