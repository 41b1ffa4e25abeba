// The actions of an administration list's rows: their column, named for assistive technology only, and the
// menu of a row that is edited or deleted.
import { Column, VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from './ActionsMenu';

export type EditOrDelete = 'edit' | 'delete';

export function ActionsColumn() {
  const { t } = useTranslation();
  return (
    <Column className="table__column table__cell--actions">
      <VisuallyHidden>{t('admin.actionsColumn')}</VisuallyHidden>
    </Column>
  );
}

/** "Actions for {label}": edit, then delete. */
export function EditDeleteMenu({
  label,
  onAction,
}: {
  label: string;
  onAction: (action: EditOrDelete) => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionsMenu
      label={t('admin.actions', { label })}
      actions={[
        { id: 'edit', label: t('admin.edit') },
        { id: 'delete', label: t('admin.delete'), danger: true },
      ]}
      onAction={(id) => onAction(id as EditOrDelete)}
    />
  );
}
