// The question every administration list asks before deleting one of its items, and the deletion once confirmed.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/** A list's change mutation, as far as deleting goes. */
interface DeleteChange {
  isPending: boolean;
  mutate: (change: { kind: 'delete'; id: string }, options: { onSuccess: () => void }) => void;
}

/** Asks `title`/`message`, deletes `id` through `change` on confirmation, and closes once it is gone. */
export function ConfirmDelete({
  title,
  message,
  id,
  change,
  onClose,
}: {
  title: string;
  message: string;
  id: string;
  change: DeleteChange;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen
      title={title}
      message={message}
      confirmLabel={t('admin.delete')}
      cancelLabel={t('admin.cancel')}
      isPending={change.isPending}
      onClose={onClose}
      onConfirm={() => change.mutate({ kind: 'delete', id }, { onSuccess: onClose })}
    />
  );
}
