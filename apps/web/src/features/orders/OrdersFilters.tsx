import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { MultiSelect } from '../../ui/MultiSelect';
import { SearchInput } from '../../ui/SearchInput';
import { OrdersMoreFilters } from './OrdersMoreFilters';
import { filterCount, type OrdersQuery } from './orders-query';
import { FILTER_MODES, ORDER_STATUSES } from './status-display';

interface OrdersFiltersProps {
  query: OrdersQuery;
  knownTags: string[];
  onChange: (change: Partial<OrdersQuery>) => void;
}

export function OrdersFilters({ query, knownTags, onChange }: OrdersFiltersProps) {
  const { t } = useTranslation();

  const countLabel = (count: number) => t('orders.selectedCount', { count });
  const [moreOpen, setMoreOpen] = useState(Object.keys(query.more).length > 0);
  const moreCount = Object.keys(query.more).length;

  return (
    <section className="filters" aria-label={t('orders.filters')}>
      <SearchInput
        label={t('orders.search')}
        value={query.search}
        onChange={(search) => onChange({ search })}
      />
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
      <div className="filters__actions">
        <Button
          className="button button--secondary"
          aria-expanded={moreOpen}
          aria-controls="orders-more-filters"
          onPress={() => setMoreOpen((open) => !open)}
        >
          {moreCount > 0
            ? t('orderList.filters.moreWithCount', { count: moreCount })
            : t('orderList.filters.more')}
          <Icon name={moreOpen ? 'chevronUp' : 'chevronDown'} size={16} />
        </Button>
        {filterCount(query) > 0 && (
          <Button
            className="button button--ghost filters__reset"
            onPress={() => onChange({ status: [], mode: [], tags: [], search: '', more: {} })}
          >
            {t('orders.resetFilters')}
          </Button>
        )}
      </div>
      {moreOpen && (
        <OrdersMoreFilters
          id="orders-more-filters"
          more={query.more}
          onChange={(more) => onChange({ more })}
        />
      )}
    </section>
  );
}
