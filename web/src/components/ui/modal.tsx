import { lazy, Suspense } from 'react';
import type { ModalProps } from './headless-modal';

// Headless UI's dialog is no part of the first page (issue 29): it loads when a dialog first opens.
const HeadlessModal = lazy(() => import('./headless-modal').then((module) => ({ default: module.HeadlessModal })));

/** A centred dialog with a title; Headless UI traps focus and closes on Escape. Nothing while closed. */
export function Modal(props: ModalProps) {
  return props.open ? (
    <Suspense fallback={null}>
      <HeadlessModal {...props} />
    </Suspense>
  ) : null;
}
