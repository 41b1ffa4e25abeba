import { TOUR_STATUSES, type TourStatus } from '@cargolens/domain/tours';
import type { ReactNode } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SearchAndMultiFilters } from '../../app/SearchAndMultiFilters';
import { ListFilters } from '../../ui/ListFilters';
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
      <SearchAndMultiFilters
        searchLabel={t('tours.search')}
        placeholder={t('orders.anyValue')}
        filters={[
          {
            key: 'status',
            label: t('tours.filterStatus'),
            options: statuses.map((id) => ({ id, label: t(`tourStatus.${id}`) })),
          },
          {
            key: 'mode',
            label: t('tours.filterMode'),
            options: FILTER_MODES.map((id) => ({ id, label: t(`transportMode.${id}`) })),
          },
        ]}
        query={query}
        onChange={onChange}
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
