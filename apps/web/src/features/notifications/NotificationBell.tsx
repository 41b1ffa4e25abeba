// The bell in the app header (decision 0180): the unread count in its accessible name, and a panel listing the
// user's notifications (NotificationPanel, loaded when first opened, so the pages' first download stays small).
import { lazy, Suspense, useState } from 'react';
import { Button, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { NOTIFICATIONS_PAGE, useMyNotifications } from './use-my-notifications';
import './notifications.css';

const NotificationPanel = lazy(() =>
  import('./NotificationPanel').then((module) => ({ default: module.NotificationPanel })),
);

export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState(NOTIFICATIONS_PAGE);
  const inbox = useMyNotifications(size);
  const unread = inbox.data?.unreadCount ?? 0;
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
        <Suspense fallback={<p className="notification-panel__empty">{t('app.loading')}</p>}>
          <NotificationPanel inbox={inbox} size={size} onSize={setSize} onClose={() => setOpen(false)} />
        </Suspense>
      </Popover>
    </DialogTrigger>
  );
}
