import { mainRoleOf } from '@cargolens/domain/users';
import { Cell, Column, Link, Row, TableBody, TableHeader, VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../ui/ActionsMenu';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { ActionsColumn } from '../../ui/ItemActions';
import { SortableColumns } from '../../ui/SortableColumn';
import type { ManagedUser } from './types';
import type { UserSortField, UsersQuery } from './users-query';

export type UserAction = 'edit' | 'copySettings' | 'deactivate' | 'activate' | 'delete';

interface UsersTableProps {
  users: ManagedUser[];
  sort: UsersQuery['sort'];
  onSort: (sort: UsersQuery['sort']) => void;
  busy: boolean;
  /** The signed-in user: no deactivating or deleting oneself. */
  meId: string | undefined;
  onAction: (user: ManagedUser, action: UserAction) => void;
}

function UserRow({
  user,
  meId,
  onAction,
}: { user: ManagedUser } & Pick<UsersTableProps, 'meId' | 'onAction'>) {
  const { t } = useTranslation();
  const role = mainRoleOf(user.roles);
  const self = user.id === meId;
  return (
    <Row id={user.id} className="table__row" textValue={user.fullName}>
      <Cell className="table__cell">
        <span className="table__primary">{user.fullName}</span>
        <span className="table__secondary">{user.organizationName}</span>
      </Cell>
      <Cell className="table__cell table__cell--mono">{user.username}</Cell>
      <Cell className="table__cell">{user.email}</Cell>
      <Cell className="table__cell">{role ? t(`usersAdmin.roles.${role}`) : user.roles.join(', ')}</Cell>
      <Cell className="table__cell">
        <Badge tone={user.isActive ? 'green' : 'gray'} dot>
          {user.isActive ? t('usersAdmin.active') : t('usersAdmin.deactivated')}
        </Badge>
      </Cell>
      <Cell className="table__cell">
        <Link href={`/admin/users/${encodeURIComponent(user.id)}/sessions`}>{t('usersAdmin.sessions')}</Link>
      </Cell>
      <Cell className="table__cell table__cell--actions">
        <ActionsMenu
          label={t('admin.actions', { label: user.fullName })}
          actions={[
            { id: 'edit', label: t('admin.edit') },
            { id: 'copySettings', label: t('settingsCopy.action') },
            ...(self
              ? []
              : [
                  user.isActive
                    ? { id: 'deactivate', label: t('usersAdmin.deactivate') }
                    : { id: 'activate', label: t('usersAdmin.reactivate') },
                  { id: 'delete', label: t('admin.delete'), danger: true },
                ]),
          ]}
          onAction={(id) => onAction(user, id as UserAction)}
        />
      </Cell>
    </Row>
  );
}

export function UsersTable({ users, sort, onSort, busy, meId, onAction }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable<UserSortField> label={t('usersAdmin.tableLabel')} sort={sort} onSort={onSort} busy={busy}>
      <TableHeader>
        <SortableColumns
          columns={[
            { id: 'lastname', label: t('usersAdmin.columns.name'), sortable: true },
            { id: 'username', label: t('usersAdmin.columns.username'), sortable: true },
            { id: 'email', label: t('usersAdmin.columns.email'), sortable: true },
            { id: 'role', label: t('usersAdmin.columns.role') },
            { id: 'status', label: t('usersAdmin.columns.status') },
          ]}
        />
        <Column className="table__column">
          <VisuallyHidden>{t('usersAdmin.sessions')}</VisuallyHidden>
        </Column>
        <ActionsColumn />
      </TableHeader>
      <TableBody
        items={users}
        renderEmptyState={() => <p className="table__empty">{t('usersAdmin.empty')}</p>}
      >
        {(user) => <UserRow user={user} meId={meId} onAction={onAction} />}
      </TableBody>
    </DataTable>
  );
}
