// Saved filter sets ("order bookmarks", shipment-domain §3 display preferences): apply, delete, save the current.
import { type FormEvent, useState } from 'react';
import { Button, Dialog, DialogTrigger, Form, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error';
import { Icon } from '../../ui/Icon';
import { TextInput } from '../../ui/TextInput';
import type { OrderBookmark } from './use-order-list-settings';

interface BookmarksMenuProps {
  bookmarks: readonly OrderBookmark[];
  onApply: (bookmark: OrderBookmark) => void;
  onDelete: (bookmark: OrderBookmark) => void;
  /** Saves the list's current filters under this name. */
  onSave: (label: string) => Promise<unknown>;
}

export function BookmarksMenu({ bookmarks, onApply, onDelete, onSave }: BookmarksMenuProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const label = name.trim();
    if (!label) return setError(t('orderList.bookmarks.required'));
    setSaving(true);
    try {
      await onSave(label);
      setName('');
      setError(undefined);
      setSaved(label);
    } catch (failure) {
      setError(isApiError(failure, 409) ? t('orderList.bookmarks.taken') : t('orderList.bookmarks.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogTrigger onOpenChange={() => setSaved(undefined)}>
      <Button className="button button--secondary">
        {bookmarks.length > 0
          ? t('orderList.bookmarks.buttonWithCount', { count: bookmarks.length })
          : t('orderList.bookmarks.button')}
      </Button>
      <Popover className="popover bookmarks" placement="bottom end">
        <Dialog className="bookmarks__dialog" aria-labelledby="bookmarks-title">
          {({ close }) => (
            <>
              <Heading slot="title" id="bookmarks-title" className="bookmarks__title">
                {t('orderList.bookmarks.title')}
              </Heading>
              {bookmarks.length === 0 ? (
                <p className="muted">{t('orderList.bookmarks.empty')}</p>
              ) : (
                <ul className="bookmarks__list" aria-label={t('orderList.bookmarks.title')}>
                  {bookmarks.map((bookmark) => (
                    <li key={bookmark.id} className="bookmarks__item">
                      <Button
                        className="button button--ghost bookmarks__apply"
                        onPress={() => {
                          onApply(bookmark);
                          close();
                        }}
                      >
                        {bookmark.label}
                      </Button>
                      <Button
                        className="button button--icon button--small"
                        aria-label={t('orderList.bookmarks.delete', { name: bookmark.label })}
                        onPress={() => onDelete(bookmark)}
                      >
                        <Icon name="trash" size={16} />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <Form className="bookmarks__form" onSubmit={submit}>
                <TextInput
                  label={t('orderList.bookmarks.name')}
                  value={name}
                  onChange={(value) => {
                    setName(value);
                    setError(undefined);
                  }}
                  error={error}
                  maxLength={80}
                />
                <Button type="submit" className="button button--primary" isPending={saving}>
                  {t('orderList.bookmarks.save')}
                </Button>
              </Form>
              <p role="status" className="bookmarks__saved">
                {saved ? t('orderList.bookmarks.saved', { name: saved }) : ''}
              </p>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
