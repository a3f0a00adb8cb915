import { lazy, type ReactNode, Suspense } from 'react';
import { useHydrating } from '@/lib/use-hydrating';

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

/**
 * A dialog open from the start (a journalist's address, ?id=) opens once the browser has taken the page
 * over, never in the page the server renders: Headless UI's hidden helper elements carry inline
 * styles, which the page's Content-Security-Policy (style-src 'self') refuses in HTML.
 */
function OpenModal(props: ModalProps) {
  return useHydrating() ? null : (
    <Suspense fallback={null}>
      <HeadlessModal {...props} />
    </Suspense>
  );
}

/** A centred dialog with a title; Headless UI traps focus and closes on Escape. */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}
