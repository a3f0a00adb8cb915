import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createPortal } from 'react-dom';
import { dismissToast, useToasts } from '@/lib/toast';

const TOAST_DURATION_MS = 5000;

type ToasterProps = {
  /**
   * The layout's toast slot, which places the region: under the app header on small screens, in the
   * page's flow so a toast pushes the page down instead of covering its title; fixed at the bottom
   * right from md up.
   */
  container: HTMLElement;
};

/**
 * Radix Toast renders the region: F8 focuses it (label "Notifications (F8)"), swipe right past
 * 50 px dismisses. Top of the screen on small screens, bottom right (max 420 px) from md up.
 */
export function Toaster({ container }: ToasterProps) {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((entry) => (
        <ToastPrimitive.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) {
              dismissToast(entry.id);
            }
          }}
          data-toast-root=""
          data-variant={entry.variant ?? 'default'}
          className={
            'pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg ' +
            (entry.variant === 'destructive' ? 'border-red-700 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900')
          }
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{entry.title}</ToastPrimitive.Title>
            {entry.description ? (
              <ToastPrimitive.Description className="whitespace-pre-line text-sm opacity-90" data-testid="toast-description">
                {entry.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {entry.action ? (
            <ToastPrimitive.Action
              altText={entry.action.altText}
              onClick={entry.action.onClick}
              className="shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium"
            >
              {entry.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {createPortal(
        <ToastPrimitive.Viewport
          hotkey={['F8']}
          label="Notifications ({hotkey})"
          className="flex w-full flex-col-reverse gap-2 px-4 pt-2 outline-none empty:hidden md:max-h-screen md:flex-col md:p-4"
        />,
        container,
      )}
    </ToastPrimitive.Provider>
  );
}
