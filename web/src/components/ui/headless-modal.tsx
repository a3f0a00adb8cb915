import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { ModalProps } from './modal';

/** Headless UI's dialog behind Modal (./modal.tsx), loaded apart from the first page. */
export function HeadlessModal({ open, onClose, title, description, children, wide = false, fullScreenOnSmall = false }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className={`fixed inset-0 flex items-center justify-center overflow-y-auto ${fullScreenOnSmall ? 'sm:p-4' : 'p-4'}`}>
        <DialogPanel
          className={`w-full ${wide ? 'max-w-2xl' : 'max-w-lg'} overflow-y-auto bg-white p-6 shadow-xl ${
            fullScreenOnSmall ? 'h-full max-h-full sm:h-auto sm:max-h-[90vh] sm:rounded-lg' : 'max-h-[90vh] rounded-lg'
          }`}
        >
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {description ? <Description className="mt-1 text-sm text-slate-600">{description}</Description> : null}
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
