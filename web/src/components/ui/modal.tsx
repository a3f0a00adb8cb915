import { lazy, type ReactNode, Suspense } from 'react';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Fills a phone's screen (below the sm breakpoint), for a long form that would otherwise scroll in a small box. */
  fullScreenOnSmall?: boolean;
};

// Headless UI's dialog (about 17 kB gzipped with its focus trap and portal) is not part of the first
// page (issue 29): it loads when a dialog first opens, and a closed dialog renders nothing.
const HeadlessModal = lazy(() => import('./headless-modal').then((module) => ({ default: module.HeadlessModal })));

/** A centred dialog with a title; Headless UI traps focus and closes on Escape. */
export function Modal(props: ModalProps) {
  return props.open ? (
    <Suspense fallback={null}>
      <HeadlessModal {...props} />
    </Suspense>
  ) : null;
}
