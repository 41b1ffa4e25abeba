import { RESOURCE_MODES, RESOURCE_TYPES } from '@cargolens/domain/resources';
import { useEffect, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { MultiSelect } from '../../ui/MultiSelect';
import { SelectField } from '../../ui/SelectField';
import { type ResourcesQuery, STATUS_FILTERS } from './resources-query';

const SEARCH_DELAY_MS = 350;

export function ResourcesFilters({
  query,
  onChange,
}: {
  query: ResourcesQuery;
  onChange: (change: Partial<ResourcesQuery>) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(query.search);
  useEffect(() => setSearch(query.search), [query.search]);
  useEffect(() => {
    if (search.trim() === query.search) return;
    const timer = setTimeout(() => onChange({ search: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.search, onChange]);
  const countLabel = (count: number) => t('orders.selectedCount', { count });
  const filtered = query.mode.length + query.type.length > 0 || query.status !== 'all' || query.search !== '';
  return (
    <section className="list-filters" aria-label={t('orders.filters')}>
      <SearchField className="field field--search" value={search} onChange={setSearch}>
        <Label className="field__label">{t('resources.search')}</Label>
        <div className="field__input-wrap">
          <Icon name="search" size={16} className="field__icon" />
          <Input className="field__input" />
        </div>
      </SearchField>
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
      {filtered && (
        <Button
          className="button button--ghost list-filters__reset"
          onPress={() => onChange({ mode: [], type: [], status: 'all', search: '' })}
        >
          {t('orders.resetFilters')}
        </Button>
      )}
    </section>
  );
}
