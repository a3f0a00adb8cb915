import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';

export type MenuAction = { label: string; icon?: ReactNode; onSelect: () => void };

type MenuProps = {
  /** The trigger's content; its text is the button's accessible name. */
  trigger: ReactNode;
  actions: readonly MenuAction[];
  triggerClassName?: string;
  /** A bordered button (the default), or no frame of its own (the profile footer is the trigger). */
  triggerVariant?: 'button' | 'plain';
  /** Where the items open: below the trigger's end (the default), or above its start (the sidebar's foot). */
  anchor?: 'bottom end' | 'top start';
};

const TRIGGER_CLASSES = {
  button:
    'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50',
  plain: 'rounded-md text-left hover:bg-slate-100',
} as const;

/** A drop-down menu of actions: arrow keys move, Enter picks, Escape and outside clicks close; picking closes it. */
export function Menu({ trigger, actions, triggerClassName = '', triggerVariant = 'button', anchor = 'bottom end' }: MenuProps) {
  return (
    <HeadlessMenu>
      <MenuButton
        className={`${TRIGGER_CLASSES[triggerVariant]} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${triggerClassName}`}
      >
        {trigger}
      </MenuButton>
      <MenuItems
        anchor={anchor}
        className="z-40 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none [--anchor-gap:6px]"
      >
        {actions.map((action) => (
          <MenuItem key={action.label}>
            <button
              type="button"
              onClick={action.onSelect}
              className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-slate-700 data-[focus]:bg-slate-100"
            >
              {action.icon}
              {action.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </HeadlessMenu>
  );
}
