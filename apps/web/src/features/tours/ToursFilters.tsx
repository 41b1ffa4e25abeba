import { TOUR_STATUSES, type TourStatus } from '@cargolens/domain/tours';
import type { ReactNode } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ListFilters } from '../../ui/ListFilters';
import { MultiSelect } from '../../ui/MultiSelect';
import { SearchInput } from '../../ui/SearchInput';
import { FILTER_MODES } from '../orders/status-display';
import type { ToursQuery } from './tours-query';

interface ToursFiltersProps {
  query: ToursQuery;
  onChange: (change: Partial<ToursQuery>) => void;
  /** The statuses offered (the global map offers the running ones only). */
  statuses?: readonly TourStatus[];
  /** More filters of the page that uses these (the global map's delay state). */
  children?: ReactNode;
  /** Whether those more filters are set, for the reset button. */
  moreFiltered?: boolean;
  /** Clears the more filters too (by default the reset clears these fields only). */
  onReset?: () => void;
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

export const NO_TOUR_FILTERS = { status: [], mode: [], search: '', carrier: '', mean: '', from: '', to: '' };

/** The tour search fields of platform-core §3 the model fills: status, mode, references, carrier, truck, dates. */
export function ToursFilters({
  query,
  onChange,
  statuses = TOUR_STATUSES,
  children,
  moreFiltered = false,
  onReset,
}: ToursFiltersProps) {
  const { t } = useTranslation();
  const countLabel = (count: number) => t('orders.selectedCount', { count });
  const filtered =
    moreFiltered ||
    query.status.length + query.mode.length > 0 ||
    [query.search, query.carrier, query.mean, query.from, query.to].some(Boolean);
  return (
    <ListFilters
      label={t('tours.filters')}
      className="list-filters tours-filters"
      reset={
        filtered && {
          label: t('tours.resetFilters'),
          onReset: () => (onReset ? onReset() : onChange(NO_TOUR_FILTERS)),
        }
      }
    >
      <SearchInput
        label={t('tours.search')}
        value={query.search}
        onChange={(search) => onChange({ search })}
      />
      <MultiSelect
        label={t('tours.filterStatus')}
        placeholder={t('orders.anyValue')}
        countLabel={countLabel}
        options={statuses.map((id) => ({ id, label: t(`tourStatus.${id}`) }))}
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
      {children}
    </ListFilters>
  );
}
