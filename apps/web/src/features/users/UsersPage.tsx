import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';
import { urlPaging, useUrlQuery } from '../../app/use-url-query';
import { AddButton } from '../../ui/AddButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ListPage } from '../../ui/ListPage';
import { useMe } from '../account/use-me';
import { useCan } from '../account/use-permissions';
import { useActingOrganization } from '../organizations/acting-organization';
import { CopySettingsDialog } from './CopySettingsDialog';
import type { ManagedUser } from './types';
import { UserFormDialog } from './UserFormDialog';
import { UsersFilters } from './UsersFilters';
import { type UserAction, UsersTable } from './UsersTable';
import { useUserAgencies, useUserChange, useUserPortfolios, useUsers } from './use-users';
import { emptyUserForm, formFromUser } from './user-form';
import { changeUsersQuery, PAGE_SIZES, readUsersQuery, writeUsersQuery } from './users-query';
import '../../ui/list-page.css';

type Editing =
  | { kind: 'form'; user: ManagedUser | null }
  | { kind: 'deactivate' | 'delete' | 'copySettings'; user: ManagedUser }
  | null;

const USERS_QUERY = { read: readUsersQuery, change: changeUsersQuery, write: writeUsersQuery };

/** Administration › Users: the organization's users (platform-core §7 Users). */
export function UsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('usersAdmin.title'));
  const { query, update } = useUrlQuery(USERS_QUERY);
  const users = useUsers(useActingOrganization(), query);
  const { data: me } = useMe();
  const change = useUserChange();
  const [editing, setEditing] = useState<Editing>(null);

  const onAction = (user: ManagedUser, action: UserAction) => {
    if (action === 'edit') setEditing({ kind: 'form', user });
    else if (action === 'activate') change.mutate({ kind: 'activate', id: user.id });
    else setEditing({ kind: action, user });
  };
  const confirm = (kind: 'deactivate' | 'delete', user: ManagedUser) =>
    change.mutate({ kind, id: user.id }, { onSuccess: () => setEditing(null) });

  return (
    <ListPage
      header={{
        title: t('usersAdmin.title'),
        total: { testId: 'users-total', text: (count) => t('usersAdmin.total', { count }) },
        actions: (
          <AddButton label={t('usersAdmin.new')} onPress={() => setEditing({ kind: 'form', user: null })} />
        ),
      }}
      filters={<UsersFilters query={query} onChange={update} />}
      query={users}
      paging={urlPaging(query, update, PAGE_SIZES)}
      dialogs={
        <>
          {editing?.kind === 'copySettings' && (
            <CopySettingsDialog source={editing.user} onClose={() => setEditing(null)} />
          )}
          {editing?.kind === 'form' && me && (
            <UserForm user={editing.user} onClose={() => setEditing(null)} />
          )}
          {(editing?.kind === 'deactivate' || editing?.kind === 'delete') && (
            <ConfirmDialog
              isOpen
              title={t(editing.kind === 'delete' ? 'usersAdmin.deleteTitle' : 'usersAdmin.deactivateTitle')}
              message={t(editing.kind === 'delete' ? 'usersAdmin.deleteText' : 'usersAdmin.deactivateText', {
                name: editing.user.fullName,
              })}
              confirmLabel={editing.kind === 'delete' ? t('admin.delete') : t('usersAdmin.deactivate')}
              cancelLabel={t('admin.cancel')}
              isPending={change.isPending}
              onClose={() => setEditing(null)}
              onConfirm={() => confirm(editing.kind as 'deactivate' | 'delete', editing.user)}
            />
          )}
        </>
      }
    >
      {(items, busy) => (
        <UsersTable
          users={items}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          busy={busy}
          meId={me?.id}
          onAction={onAction}
        />
      )}
    </ListPage>
  );
}

/** The form once what it starts from is known: the user's agency links when changing one. */
function UserForm({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const onBehalf = useCan('organizations.actOnBehalf');
  const acting = useActingOrganization();
  const links = useUserAgencies(user?.id);
  const givesPortfolios = useCan('portfolios.administrate');
  const portfolios = useUserPortfolios(user?.id, givesPortfolios);
  if (!me || (user && !links.data) || (user && givesPortfolios && !portfolios.data))
    return (
      <p className="visually-hidden" role="status">
        {t('usersAdmin.loadingForm')}
      </p>
    );
  const initial = user
    ? formFromUser(
        user,
        (links.data ?? []).map((link) => ({ id: link.agency?.id ?? link.id, isDefault: link.isDefault })),
        givesPortfolios ? (portfolios.data ?? []) : null,
      )
    : {
        ...emptyUserForm({ lang: me.lang, timezone: me.timezone }),
        portfolioIds: givesPortfolios ? [] : null,
      };
  return (
    <UserFormDialog
      user={user}
      initial={initial}
      me={me}
      organizationId={onBehalf ? (user?.organization?.id ?? acting ?? me.organization?.id) : undefined}
      acting={acting}
      onClose={onClose}
    />
  );
}
