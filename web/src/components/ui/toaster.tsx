import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismissToast, useToasts } from '@/lib/toast';

const TOAST_DURATION_MS = 5000;

/**
 * Radix Toast renders the region: F8 focuses it (label "Notifications (F8)"), swipe right past
 * 50 px dismisses. Top of the screen on small screens, bottom right (max 420 px) from md up.
 */
export function Toaster() {
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
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none md:bottom-0 md:right-0 md:top-auto md:max-w-[420px] md:flex-col"
      />
    </ToastPrimitive.Provider>
  );
}
