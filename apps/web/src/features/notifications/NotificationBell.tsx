// The bell in the app header (decision 0180): the unread count in its accessible name, and a panel listing the
// user's notifications, newest first, each in the user's language and time format, linking to its order (or
// tour), with mark read and mark all read. A React Aria dialog: keyboard operable, focus kept inside, Escape
// closes it.
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { tourPath } from '../global-map/TourSummary';
import { useFormats } from '../preferences/use-formats';
import { notificationText } from './notification-text';
import { type MyNotification, useMarkRead, useMyNotifications } from './use-my-notifications';
import './notifications.css';

const PAGE = 20;
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
      path: tourPath(notification.tour.reference),
      label: 'openTour',
      reference: notification.tour.reference,
    };
  return null;
}

export function NotificationBell() {
  const { t } = useTranslation();
  const format = useFormats();
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState(PAGE);
  const inbox = useMyNotifications(size);
  const markRead = useMarkRead();
  const unread = inbox.data?.unreadCount ?? 0;
  const items = inbox.data?.items ?? [];
  const newest = items[0]?.id;
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="button button--icon bell" aria-label={t('myNotifications.bell', { count: unread })}>
        <Icon name="bell" />
        {unread > 0 && (
          <span className="bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
      <Popover className="popover notification-panel" placement="bottom end">
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
                  <li
                    key={notification.id}
                    className={`notification${isUnread ? ' notification--unread' : ''}`}
                  >
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
                            setOpen(false);
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
              onPress={() => setSize((current) => Math.min(current + PAGE, MAX_PAGE))}
            >
              {t('myNotifications.more')}
            </Button>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
