import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SearchAndMultiFilters } from '../../app/SearchAndMultiFilters';
import { Icon } from '../../ui/Icon';
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

  const [moreOpen, setMoreOpen] = useState(Object.keys(query.more).length > 0);
  const moreCount = Object.keys(query.more).length;

  return (
    <section className="filters" aria-label={t('orders.filters')}>
      <SearchAndMultiFilters
        searchLabel={t('orders.search')}
        placeholder={t('orders.anyValue')}
        filters={[
          {
            key: 'status',
            label: t('orders.filterStatus'),
            options: ORDER_STATUSES.map((id) => ({ id, label: t(`orderStatus.${id}`) })),
          },
          {
            key: 'mode',
            label: t('orders.filterMode'),
            options: FILTER_MODES.map((id) => ({ id, label: t(`transportMode.${id}`) })),
          },
          {
            key: 'tags',
            label: t('orders.filterTags'),
            options: knownTags.map((label) => ({ id: label, label })),
          },
        ]}
        query={query}
        onChange={onChange}
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
