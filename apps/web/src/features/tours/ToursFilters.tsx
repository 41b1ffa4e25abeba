import { TOUR_STATUSES } from '@cargolens/domain/tours';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '../../ui/MultiSelect';
import { SearchInput } from '../../ui/SearchInput';
import { FILTER_MODES } from '../orders/status-display';
import type { ToursQuery } from './tours-query';

interface ToursFiltersProps {
  query: ToursQuery;
  onChange: (change: Partial<ToursQuery>) => void;
}

function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <TextField className="field field--day" value={value} onChange={onChange} type="date">
      <Label className="field__label">{label}</Label>
      <Input className="field__input" />
    </TextField>
  );
}

const NO_FILTERS = { status: [], mode: [], search: '', carrier: '', mean: '', from: '', to: '' };

/** The tour search fields of platform-core §3 the model fills: status, mode, references, carrier, truck, dates. */
export function ToursFilters({ query, onChange }: ToursFiltersProps) {
  const { t } = useTranslation();
  const countLabel = (count: number) => t('orders.selectedCount', { count });
  const filtered =
    query.status.length + query.mode.length > 0 ||
    [query.search, query.carrier, query.mean, query.from, query.to].some(Boolean);
  return (
    <section className="list-filters tours-filters" aria-label={t('tours.filters')}>
      <SearchInput
        label={t('tours.search')}
        value={query.search}
        onChange={(search) => onChange({ search })}
      />
      <MultiSelect
        label={t('tours.filterStatus')}
        placeholder={t('orders.anyValue')}
        countLabel={countLabel}
        options={TOUR_STATUSES.map((id) => ({ id, label: t(`tourStatus.${id}`) }))}
        value={query.status}
        onChange={(status) => onChange({ status })}
      />
      <MultiSelect
        label={t('tours.filterMode')}
        placeholder={t('orders.anyValue')}
        countLabel={countLabel}
        options={FILTER_MODES.map((id) => ({ id, label: t(`transportMode.${id}`) }))}
        value={query.mode}
        onChange={(mode) => onChange({ mode })}
      />
      <SearchInput
        label={t('tours.filterCarrier')}
        value={query.carrier}
        onChange={(carrier) => onChange({ carrier })}
      />
      <SearchInput label={t('tours.filterMean')} value={query.mean} onChange={(mean) => onChange({ mean })} />
      <DayField label={t('tours.plannedFrom')} value={query.from} onChange={(from) => onChange({ from })} />
      <DayField label={t('tours.plannedTo')} value={query.to} onChange={(to) => onChange({ to })} />
      {filtered && (
        <Button className="button button--ghost list-filters__reset" onPress={() => onChange(NO_FILTERS)}>
          {t('tours.resetFilters')}
        </Button>
      )}
    </section>
  );
}
