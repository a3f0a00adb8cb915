import { lazy, Suspense } from 'react';
import type { PopoverProps } from './headless-popover';
import { useMadeOnPress } from './made-on-press';
import { popoverTriggerClassName } from './popover-trigger';

const loadHeadlessPopover = () => import('./headless-popover').then((module) => ({ default: module.HeadlessPopover }));
// Headless UI's popover and its floating layer are no part of the first page (issue 29).
const HeadlessPopover = lazy(loadHeadlessPopover);

/**
 * A small floating panel anchored to its trigger; Escape and outside clicks close it.
 *
 * Until its trigger is pressed it is only that trigger, drawn as it will look: Headless UI's popover
 * (its floating layer, listeners and layout effects) is made for the one that is opened, not for the
 * dozen badges and share buttons of a page of stories. Mounting them all at once was the dashboard's
 * longest task on a phone (issue 29). The press makes it, open, with its real trigger focused
 * (made-on-press.ts).
 */
export function Popover(props: PopoverProps) {
  const { label, trigger, hoverText, plainTrigger = false, triggerClassName = '' } = props;
  const { pressed, standInHandlers } = useMadeOnPress(loadHeadlessPopover);
  const standIn = (
    <div className="relative">
      <button
        type="button"
        aria-label={label}
        aria-expanded={false}
        title={hoverText}
        className={popoverTriggerClassName(plainTrigger, triggerClassName)}
        {...standInHandlers}
      >
        {trigger}
      </button>
    </div>
  );
  if (!pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <HeadlessPopover {...props} />
    </Suspense>
  );
}
