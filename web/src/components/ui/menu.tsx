import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useWhenIdle } from '@/lib/use-when-idle';

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
// (issue 29): they load once the page is idle, or as soon as a person presses the trigger.
const loadHeadlessDropdown = () => import('./headless-menu');
const HeadlessDropdown = lazy(() => loadHeadlessDropdown().then((module) => ({ default: module.HeadlessDropdown })));

/** A drop-down menu of actions: arrow keys move, Enter picks, Escape and outside clicks close; picking closes it. */
export function Menu(props: MenuProps) {
  const idle = useWhenIdle();
  // Clicked before the menu's code had loaded: the menu opens once it has. Only a click changes what is
  // rendered, so the button under a pointer is never swapped between its press and its release.
  const [clickedEarly, setClickedEarly] = useState(false);
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={triggerClasses(props)}
      onPointerDown={() => void loadHeadlessDropdown()}
      onClick={() => setClickedEarly(true)}
    >
      {props.trigger}
    </button>
  );
  if (!idle && !clickedEarly) return standIn;
  return (
    <Suspense fallback={standIn}>
      <HeadlessDropdown {...props} openAtOnce={clickedEarly} />
    </Suspense>
  );
}
