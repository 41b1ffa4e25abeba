import { MAIN_ROLES } from '@cargolens/domain/users';
import { useTranslation } from 'react-i18next';
import { ListFilters } from '../../ui/ListFilters';
import { SearchInput } from '../../ui/SearchInput';
import { SelectField } from '../../ui/SelectField';
import { STATUS_FILTERS, type UsersQuery } from './users-query';

const NO_FILTERS: Partial<UsersQuery> = { role: '', status: 'all', search: '' };

export function UsersFilters({
  query,
  onChange,
}: {
  query: UsersQuery;
  onChange: (change: Partial<UsersQuery>) => void;
}) {
  const { t } = useTranslation();
  const filtered = query.role !== '' || query.status !== 'all' || query.search !== '';
  return (
    <ListFilters
      label={t('orders.filters')}
      reset={filtered && { label: t('orders.resetFilters'), onReset: () => onChange(NO_FILTERS) }}
    >
      <SearchInput
        label={t('usersAdmin.search')}
        value={query.search}
        onChange={(search) => onChange({ search })}
      />
      <SelectField
        label={t('usersAdmin.filterRole')}
        value={query.role || 'all'}
        onChange={(role) => onChange({ role: role === 'all' ? '' : role })}
        options={[
          { id: 'all', label: t('admin.all') },
          ...MAIN_ROLES.map((id) => ({ id, label: t(`usersAdmin.roles.${id}`) })),
        ]}
      />
      <SelectField
        label={t('usersAdmin.filterStatus')}
        value={query.status}
        onChange={(status) => onChange({ status: status as UsersQuery['status'] })}
        options={STATUS_FILTERS.map((id) => ({
          id,
          label: id === 'all' ? t('admin.all') : t(`usersAdmin.${id}`),
        }))}
      />
    </ListFilters>
  );
}
