import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
};

/** A slide-out panel from the left; Headless UI traps focus and closes on Escape or backdrop click. */
export function Drawer({ open, onClose, title, children }: DrawerProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 md:hidden">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw]">
        <DialogPanel className="flex w-full flex-col bg-white shadow-xl" data-testid="mobile-drawer">
          <DialogTitle className="sr-only">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
