// The writes of an administration list (create, change, delete and the like): once one succeeds a toast
// confirms it and the lists it touches reload, filters included.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../toasts';
import type { FeatureToastKey, ToastTextKey } from './error-toasts';

export function useItemChange<C>(
  send: (change: C) => Promise<unknown>,
  options: {
    /** The toast text of a change that went through. */
    success: (change: C) => ToastTextKey | FeatureToastKey;
    /** The first key of every query the change makes stale. */
    reloads: readonly string[];
  },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_document, change) => {
      showToast({ tone: 'success', title: 'successTitle', text: options.success(change) });
      await Promise.all(options.reloads.map((key) => client.invalidateQueries({ queryKey: [key] })));
    },
  });
}
