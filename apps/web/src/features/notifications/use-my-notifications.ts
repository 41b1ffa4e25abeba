// The signed-in user's inbox (decision 0180): GET /my-notifications, newest first, with the unread count, and
// the marks. The live stream's `notifications` event invalidates the ['my-notifications'] queries
// (features/live), so a reminder written by the server shows without reload.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';

export const MY_NOTIFICATIONS = 'my-notifications';

/** The panel shows this many at first, and this many more each time older ones are asked for. */
export const NOTIFICATIONS_PAGE = 20;

/** The newest `size` notifications (the panel grows the page to show older ones). */
export function useMyNotifications(size: number) {
  return useQuery({
    queryKey: [MY_NOTIFICATIONS, size],
    queryFn: async ({ signal }) => {
      const document = await api.get('/my-notifications', { query: { 'page[size]': size }, signal });
      return { ...flattenPage(document), unreadCount: document.meta.unreadCount };
    },
    placeholderData: keepPreviousData,
  });
}

export type MyNotification = NonNullable<ReturnType<typeof useMyNotifications>['data']>['items'][number];

export type MarkRead = { notifications: string[] } | { all: true; upTo?: string };

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (attributes: MarkRead) =>
      api.request('/my-notifications/read', {
        method: 'POST',
        body: { data: { type: 'notificationReads', attributes } },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [MY_NOTIFICATIONS] }),
  });
}
