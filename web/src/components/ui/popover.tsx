import { lazy, Suspense, useState } from 'react';
import type { PopoverProps } from './headless-popover';
import { popoverTriggerClassName } from './popover-trigger';

// Headless UI's popover and its floating layer are no part of the first page (issue 29): they load
// once a popover is on the screen, and its trigger shows as it will look until they are there.
const HeadlessPopover = lazy(() => import('./headless-popover').then((module) => ({ default: module.HeadlessPopover })));

/** A small floating panel anchored to its trigger; Escape and outside clicks close it. */
export function Popover(props: PopoverProps) {
  const { label, trigger, hoverText, plainTrigger = false, triggerClassName = '' } = props;
  // A press before Headless UI is there is kept, and the popover opens once it has loaded.
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Suspense
      fallback={
        <div className="relative">
          <button
            type="button"
            aria-label={label}
            title={hoverText}
            className={popoverTriggerClassName(plainTrigger, triggerClassName)}
            onClick={() => setPressedEarly(true)}
          >
            {trigger}
          </button>
        </div>
      }
    >
      <HeadlessPopover {...props} openOnMount={pressedEarly} />
    </Suspense>
  );
}
