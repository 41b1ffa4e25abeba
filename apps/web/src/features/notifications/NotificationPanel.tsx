// The bell's panel (decision 0180): the user's notifications, newest first, each in the user's language and time
// format, linking to its order (or tour), with mark read and mark all read. A React Aria dialog: keyboard
// operable, focus kept inside, Escape closes it.
import { Button, Dialog, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { useFormats } from '../preferences/use-formats';
import { tourDetailsPath } from '../tours/tour-display';
import { notificationText } from './notification-text';
import {
  type MyNotification,
  NOTIFICATIONS_PAGE,
  useMarkRead,
  type useMyNotifications,
} from './use-my-notifications';

const MAX_PAGE = 100;

function target(
  notification: MyNotification,
): { path: string; label: 'openOrder' | 'openTour'; reference: string } | null {
  if (notification.order)
    return {
      path: `/orders/${notification.order.id}`,
      label: 'openOrder',
      reference: notification.order.reference,
    };
  if (notification.tour)
    return {
      path: tourDetailsPath(notification.tour.reference),
      label: 'openTour',
      reference: notification.tour.reference,
    };
  return null;
}

export function NotificationPanel({
  inbox,
  size,
  onSize,
  onClose,
}: {
  inbox: ReturnType<typeof useMyNotifications>;
  size: number;
  onSize: (size: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormats();
  const markRead = useMarkRead();
  const unread = inbox.data?.unreadCount ?? 0;
  const items = inbox.data?.items ?? [];
  const newest = items[0]?.id;
  return (
    <Dialog className="notification-panel__dialog" aria-labelledby="notification-panel-title">
      <div className="notification-panel__header">
        <Heading slot="title" id="notification-panel-title" className="notification-panel__title">
          {t('myNotifications.title')}
        </Heading>
        <Button
          className="button button--ghost button--small"
          // Never disabled: a button disabled under the keyboard focus would drop it out of the dialog.
          onPress={() => {
            if (unread > 0 && !markRead.isPending)
              markRead.mutate({ all: true, ...(newest ? { upTo: newest } : {}) });
          }}
        >
          {t('myNotifications.markAllRead')}
        </Button>
      </div>
      {inbox.isError ? (
        <p className="notification-panel__empty">{t('app.loadError')}</p>
      ) : items.length === 0 ? (
        <p className="notification-panel__empty">
          {inbox.isPending ? t('app.loading') : t('myNotifications.empty')}
        </p>
      ) : (
        <ul className="notification-panel__list">
          {items.map((notification) => {
            const isUnread = notification.readAt === null;
            const link = target(notification);
            const [headline, ...more] = notificationText(notification, t);
            return (
              <li key={notification.id} className={`notification${isUnread ? ' notification--unread' : ''}`}>
                <p className="notification__text">{headline}</p>
                {more.map((line) => (
                  <p key={line} className="notification__detail">
                    {line}
                  </p>
                ))}
                <p className="notification__meta">
                  <time dateTime={notification.createdAt}>{format.dateTime(notification.createdAt)}</time>
                  {isUnread && <Badge tone="blue">{t('myNotifications.unread')}</Badge>}
                </p>
                <div className="notification__actions">
                  {link && (
                    <Link
                      className="notification__link"
                      to={link.path}
                      onClick={() => {
                        if (isUnread) markRead.mutate({ notifications: [notification.id] });
                        onClose();
                      }}
                    >
                      {t(`myNotifications.${link.label}`, { reference: link.reference })}
                    </Link>
                  )}
                  {isUnread && (
                    <Button
                      className="button button--ghost button--small"
                      isDisabled={markRead.isPending}
                      onPress={() => markRead.mutate({ notifications: [notification.id] })}
                    >
                      {t('myNotifications.markRead')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {inbox.data?.hasNext && size < MAX_PAGE && (
        <Button
          className="button button--ghost notification-panel__more"
          onPress={() => onSize(Math.min(size + NOTIFICATIONS_PAGE, MAX_PAGE))}
        >
          {t('myNotifications.more')}
        </Button>
      )}
    </Dialog>
  );
}
