import { RESOURCE_MODES, RESOURCE_TYPES } from '@cargolens/domain/resources';
import { useTranslation } from 'react-i18next';
import { ListFilters } from '../../ui/ListFilters';
import { MultiSelect } from '../../ui/MultiSelect';
import { SearchInput } from '../../ui/SearchInput';
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
  const countLabel = (count: number) => t('orders.selectedCount', { count });
  const filtered = query.mode.length + query.type.length > 0 || query.status !== 'all' || query.search !== '';
  return (
    <ListFilters
      label={t('orders.filters')}
      reset={filtered && { label: t('orders.resetFilters'), onReset: () => onChange(NO_FILTERS) }}
    >
      <SearchInput
        label={t('resources.search')}
        value={query.search}
        onChange={(search) => onChange({ search })}
      />
      <MultiSelect
        label={t('resources.filterMode')}
        placeholder={t('admin.all')}
        countLabel={countLabel}
        options={RESOURCE_MODES.map((id) => ({ id, label: t(`resourceMode.${id}`) }))}
        value={query.mode}
        onChange={(mode) => onChange({ mode })}
      />
      <MultiSelect
        label={t('resources.filterType')}
        placeholder={t('admin.all')}
        countLabel={countLabel}
        options={RESOURCE_TYPES.map((id) => ({ id, label: t(`resourceType.${id}`) }))}
        value={query.type}
        onChange={(type) => onChange({ type })}
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
