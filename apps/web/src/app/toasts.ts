import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { ToastSpec } from './api/error-toasts';

/** The one queue every toast goes through; the Toaster renders it, the API client fills it. */
export const toastQueue = new ToastQueue<ToastSpec>({ maxVisibleToasts: 3 });

// Errors stay long enough to be read in full; a success only confirms.
export function showToast(toast: ToastSpec): void {
  toastQueue.add(toast, { timeout: toast.tone === 'error' ? 10_000 : 5_000 });
}
