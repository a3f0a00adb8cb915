import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A control whose Headless UI part is made only when it is pressed (popover.tsx, menu.tsx; issue 29):
 * until then it is a stand-in trigger drawn as the real one. Returns whether it was pressed, and the
 * stand-in's handlers: a pointer over it or a focus on it loads the code, so a press mostly finds it
 * there; a click presses it.
 */
export function useMadeOnPress(load: () => Promise<unknown>) {
  const [pressed, setPressed] = useState(false);
  const press = () => setPressed(true);
  const standInHandlers = { onPointerEnter: () => void load(), onFocus: () => void load(), onClick: press };
  return { pressed, press, standInHandlers };
}

/**
 * The Headless UI part, made because its stand-in was pressed, opens as it mounts, with its own trigger
 * focused in the stand-in's place. Once: StrictMode runs the effect twice in development, and a second
 * click would close it again.
 */
export function useOpenOnMount(trigger: RefObject<HTMLButtonElement | null>): void {
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    trigger.current?.focus();
    trigger.current?.click();
  }, [trigger]);
}
