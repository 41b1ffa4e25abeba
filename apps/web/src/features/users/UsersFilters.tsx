import { MAIN_ROLES } from '@cargolens/domain/users';
import { useEffect, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { SelectField } from '../../ui/SelectField';
import { STATUS_FILTERS, type UsersQuery } from './users-query';

const SEARCH_DELAY_MS = 350;

export function UsersFilters({
  query,
  onChange,
}: {
  query: UsersQuery;
  onChange: (change: Partial<UsersQuery>) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(query.search);
  useEffect(() => setSearch(query.search), [query.search]);
  useEffect(() => {
    if (search.trim() === query.search) return;
    const timer = setTimeout(() => onChange({ search: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.search, onChange]);
  const filtered = query.role !== '' || query.status !== 'all' || query.search !== '';
  return (
    <section className="list-filters" aria-label={t('orders.filters')}>
      <SearchField className="field field--search" value={search} onChange={setSearch}>
        <Label className="field__label">{t('usersAdmin.search')}</Label>
        <div className="field__input-wrap">
          <Icon name="search" size={16} className="field__icon" />
          <Input className="field__input" />
        </div>
      </SearchField>
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
      {filtered && (
        <Button
          className="button button--ghost list-filters__reset"
          onPress={() => onChange({ role: '', status: 'all', search: '' })}
        >
          {t('orders.resetFilters')}
        </Button>
      )}
    </section>
  );
}
