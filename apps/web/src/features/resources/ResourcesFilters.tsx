import { RESOURCE_MODES, RESOURCE_TYPES } from '@cargolens/domain/resources';
import { useTranslation } from 'react-i18next';
import { SearchAndMultiFilters } from '../../app/SearchAndMultiFilters';
import { ListFilters } from '../../ui/ListFilters';
import { SelectField } from '../../ui/SelectField';
import { type ResourcesQuery, STATUS_FILTERS } from './resources-query';

const NO_FILTERS: Partial<ResourcesQuery> = { mode: [], type: [], status: 'all', search: '' };

export function ResourcesFilters({
  query,
  onChange,
}: {
  query: ResourcesQuery;
  onChange: (change: Partial<ResourcesQuery>) => void;
}) {
  const { t } = useTranslation();
  const filtered = query.mode.length + query.type.length > 0 || query.status !== 'all' || query.search !== '';
  return (
    <ListFilters
      label={t('orders.filters')}
      reset={filtered && { label: t('orders.resetFilters'), onReset: () => onChange(NO_FILTERS) }}
    >
      <SearchAndMultiFilters
        searchLabel={t('resources.search')}
        placeholder={t('admin.all')}
        filters={[
          {
            key: 'mode',
            label: t('resources.filterMode'),
            options: RESOURCE_MODES.map((id) => ({ id, label: t(`resourceMode.${id}`) })),
          },
          {
            key: 'type',
            label: t('resources.filterType'),
            options: RESOURCE_TYPES.map((id) => ({ id, label: t(`resourceType.${id}`) })),
          },
        ]}
        query={query}
        onChange={onChange}
      />
      <SelectField
        label={t('resources.filterStatus')}
        value={query.status}
        onChange={(status) => onChange({ status: status as ResourcesQuery['status'] })}
        options={STATUS_FILTERS.map((id) => ({
          id,
          label: id === 'all' ? t('admin.all') : t(`resources.${id}`),
        }))}
      />
    </ListFilters>
  );
}
