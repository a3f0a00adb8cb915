import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useRef } from 'react';
import { useOpenOnMount } from './made-on-press';
import { type MenuProps, triggerClasses } from './menu';

/** Headless UI's drop-down behind Menu (./menu.tsx), loaded apart from the first page and made, open, when its trigger is pressed. */
export function HeadlessDropdown(props: MenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOpenOnMount(buttonRef);
  return (
    <HeadlessMenu>
      <MenuButton ref={buttonRef} className={triggerClasses(props)}>
        {props.trigger}
      </MenuButton>
      <MenuItems
        anchor={props.anchor ?? 'bottom end'}
        className="z-40 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none [--anchor-gap:6px]"
      >
        {props.actions.map((action) => (
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
