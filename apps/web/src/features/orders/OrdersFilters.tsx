import { useEffect, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { MultiSelect } from '../../ui/MultiSelect';
import type { OrdersQuery } from './orders-query';
import { FILTER_MODES, ORDER_STATUSES } from './status-display';

interface OrdersFiltersProps {
  query: OrdersQuery;
  knownTags: string[];
  onChange: (change: Partial<OrdersQuery>) => void;
}

const SEARCH_DELAY_MS = 350;

export function OrdersFilters({ query, knownTags, onChange }: OrdersFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(query.search);
  // Follow the address bar (back button, reset) without fighting the user's typing.
  useEffect(() => setSearch(query.search), [query.search]);
  useEffect(() => {
    if (search.trim() === query.search) return;
    const timer = setTimeout(() => onChange({ search: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.search, onChange]);

  const countLabel = (count: number) => t('orders.selectedCount', { count });
  const filtered = query.status.length + query.mode.length + query.tags.length > 0 || query.search !== '';

  return (
    <section className="filters" aria-label={t('orders.filters')}>
      <SearchField className="field field--search" value={search} onChange={setSearch}>
        <Label className="field__label">{t('orders.search')}</Label>
        <div className="field__input-wrap">
          <Icon name="search" size={16} className="field__icon" />
          <Input className="field__input" />
        </div>
      </SearchField>
      <MultiSelect
        label={t('orders.filterStatus')}
        placeholder={t('orders.anyValue')}
        countLabel={countLabel}
        options={ORDER_STATUSES.map((id) => ({ id, label: t(`orderStatus.${id}`) }))}
        value={query.status}
        onChange={(status) => onChange({ status })}
      />
      <MultiSelect
        label={t('orders.filterMode')}
        placeholder={t('orders.anyValue')}
        countLabel={countLabel}
        options={FILTER_MODES.map((id) => ({ id, label: t(`transportMode.${id}`) }))}
        value={query.mode}
        onChange={(mode) => onChange({ mode })}
      />
      <MultiSelect
        label={t('orders.filterTags')}
        placeholder={t('orders.anyValue')}
        countLabel={countLabel}
        options={knownTags.map((label) => ({ id: label, label }))}
        value={query.tags}
        onChange={(tags) => onChange({ tags })}
      />
      {filtered && (
        <Button
          className="button button--ghost filters__reset"
          onPress={() => onChange({ status: [], mode: [], tags: [], search: '' })}
        >
          {t('orders.resetFilters')}
        </Button>
      )}
    </section>
  );
}
