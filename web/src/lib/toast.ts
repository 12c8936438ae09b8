import type { ExternalToast } from 'sonner';

// NOTE: sonner loads after the first paint (no page needs a toast before the visitor acts),
// keeping it out of the first page's JavaScript.
export const loadSonner = () => import('sonner');

type ToastKind = 'message' | 'success' | 'error' | 'info' | 'warning';

function show(kind: ToastKind, message: string, options?: ExternalToast) {
  void loadSonner().then(({ toast: sonner }) => {
    if (kind === 'message') sonner(message, options);
    else sonner[kind](message, options);
  });
}

/** sonner's toast calls, loading sonner on first use. */
export const toast = Object.assign(
  (message: string, options?: ExternalToast) => show('message', message, options),
  {
    success: (message: string, options?: ExternalToast) => show('success', message, options),
    error: (message: string, options?: ExternalToast) => show('error', message, options),
    info: (message: string, options?: ExternalToast) => show('info', message, options),
    warning: (message: string, options?: ExternalToast) => show('warning', message, options),
    dismiss: (id?: string | number) => dismissToast(id),
  },
);

/** Removes a toast shown with this `id` (or every toast), if sonner has loaded. */
export function dismissToast(id?: string | number) {
  void loadSonner().then(({ toast: sonner }) => sonner.dismiss(id));
}
