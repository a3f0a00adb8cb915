import { lazy, type ReactNode, Suspense } from 'react';
import { useMadeOnPress } from './made-on-press';

export type MenuAction = { label: string; icon?: ReactNode; onSelect: () => void };

const TRIGGER_CLASSES = {
  button:
    'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50',
  plain: 'rounded-md text-left hover:bg-slate-100',
} as const;

export type MenuProps = {
  /** The trigger's content; its text is the button's accessible name. */
  trigger: ReactNode;
  actions: readonly MenuAction[];
  triggerClassName?: string;
  /** A bordered button (the default), or no frame of its own (the profile footer is the trigger). */
  triggerVariant?: keyof typeof TRIGGER_CLASSES;
  /** Where the items open: below the trigger's end (the default), or above its start (the sidebar's foot). */
  anchor?: 'bottom end' | 'top start';
};

/** The trigger's classes: the same before and after Headless UI's menu has loaded. */
export function triggerClasses({ triggerClassName = '', triggerVariant = 'button' }: MenuProps): string {
  return `${TRIGGER_CLASSES[triggerVariant]} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${triggerClassName}`;
}

// Headless UI's menu and its floating layer (about 22 kB gzipped) are not part of the first page
// (issue 29): they load when a pointer comes over the trigger or a focus reaches it, and the menu is
// made when the trigger is pressed. Made on every page once it was idle, the user menu's floating
// layer was a long task of its own on a phone, for a menu most visits never open.
const loadHeadlessDropdown = () => import('./headless-menu');
const HeadlessDropdown = lazy(() => loadHeadlessDropdown().then((module) => ({ default: module.HeadlessDropdown })));

/** A drop-down menu of actions: arrow keys move, Enter picks, Escape and outside clicks close; picking closes it. */
export function Menu(props: MenuProps) {
  // Only a click or a key changes what is rendered, so the button under a pointer is never swapped
  // between its press and its release; the menu opens once its code is there (made-on-press.ts).
  const { pressed, press, standInHandlers } = useMadeOnPress(loadHeadlessDropdown);
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={triggerClasses(props)}
      {...standInHandlers}
      // As Headless UI's trigger does: the arrow keys open the menu too.
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          press();
        }
      }}
    >
      {props.trigger}
    </button>
  );
  if (!pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <HeadlessDropdown {...props} />
    </Suspense>
  );
}
