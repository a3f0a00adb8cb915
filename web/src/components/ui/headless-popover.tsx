import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { type ReactNode, useRef } from 'react';
import { useOpenOnMount } from './made-on-press';
import { popoverTriggerClassName } from './popover-trigger';

export type PopoverProps = {
  /** Accessible name of the trigger button. */
  label: string;
  trigger: ReactNode;
  title: string;
  children: ReactNode;
  triggerClassName?: string;
  /** A wider panel for explanations. */
  wide?: boolean;
  /** Shown on hover (the trigger's title), for a trigger whose panel says more. */
  hoverText?: string;
  /** The trigger draws its own look (a badge): none of the icon button's padding and colours. */
  plainTrigger?: boolean;
  /** Which edge of the trigger the panel lines up with: `end` for icons at a row's right, `start` for badges inside a row. */
  align?: 'start' | 'end';
};

/** A small floating panel anchored to its trigger; Escape and outside clicks close it. Made, open, when popover.tsx's trigger is pressed. */
export function HeadlessPopover({
  label,
  trigger,
  title,
  children,
  triggerClassName = '',
  wide = false,
  hoverText,
  plainTrigger = false,
  align = 'end',
}: PopoverProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOpenOnMount(buttonRef);
  return (
    <Popover className="relative">
      <PopoverButton
        ref={buttonRef}
        aria-label={label}
        title={hoverText}
        className={popoverTriggerClassName(plainTrigger, triggerClassName)}
      >
        {trigger}
      </PopoverButton>
      <PopoverPanel
        anchor={`bottom ${align}`}
        className={`z-40 ${wide ? 'w-[min(28rem,90vw)]' : 'w-60'} rounded-lg border border-slate-200 bg-white p-3 shadow-lg [--anchor-gap:6px]`}
      >
        <p className="mb-2 text-sm font-semibold text-slate-900">{title}</p>
        {children}
      </PopoverPanel>
    </Popover>
  );
}
