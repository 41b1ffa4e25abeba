// The remaining filters of the search-field mapping (platform-core §3), grouped by what they look at.
import { GOODS_TYPES } from '@cargolens/domain/goods';
import { RESOURCE_MODES } from '@cargolens/domain/resources';
import { useTranslation } from 'react-i18next';
import { DebouncedTextField } from '../../ui/DebouncedTextField';
import { MultiSelect } from '../../ui/MultiSelect';
import { dayOfInstant, instantOfDay } from './date-filter';
import type { MoreFilter, MoreFilters } from './orders-query';

/** ETA states a next stop can be in, the ones a list user looks for first. */
const ETA_STATES = [
  'ON_TIME',
  'Early',
  'TOLERATED_DELAY',
  'TOLERABLE_DELAY',
  'RISKY_DELAY',
  'NOT_STARTED',
  'NONE',
  'SKIPPED',
] as const;

const list = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

/** "fr, be x" → "FR,BE": only what can be a country code reaches the API. */
const countryCodes = (value: string) =>
  value
    .split(/[\s,;]+/)
    .filter((code) => /^[A-Za-z]{2}$/.test(code))
    .map((code) => code.toUpperCase())
    .join(',');

interface OrdersMoreFiltersProps {
  id: string;
  more: MoreFilters;
  onChange: (more: MoreFilters) => void;
}

export function OrdersMoreFilters({ id, more, onChange }: OrdersMoreFiltersProps) {
  const { t } = useTranslation();
  const set = (name: MoreFilter, value: string) => {
    const next = { ...more };
    if (value) next[name] = value;
    else delete next[name];
    onChange(next);
  };
  const countLabel = (count: number) => t('orders.selectedCount', { count });
  const text = (name: MoreFilter, label: string, description?: string) => (
    <DebouncedTextField
      label={label}
      value={more[name] ?? ''}
      onChange={(value) => set(name, value)}
      {...(description ? { description } : {})}
    />
  );

  const place = (prefix: 'departure' | 'arrival') => (
    <fieldset className="more-filters__group">
      <legend className="more-filters__legend">{t(`orderList.filters.${prefix}`)}</legend>
      {text(`${prefix}Name`, t('orderList.filters.placeName'))}
      {text(`${prefix}Town`, t('orderList.filters.town'))}
      {text(`${prefix}PostalCode`, t('orderList.filters.postalCode'))}
      <DebouncedTextField
        label={t('orderList.filters.country')}
        description={t('orderList.filters.countryHint')}
        value={more[`${prefix}Country`] ?? ''}
        onChange={(value) => set(`${prefix}Country`, countryCodes(value))}
      />
      <DebouncedTextField
        type="date"
        label={t('orderList.filters.from')}
        value={dayOfInstant(more[`${prefix}From`], 'from')}
        onChange={(day) => set(`${prefix}From`, instantOfDay(day, 'from'))}
      />
      <DebouncedTextField
        type="date"
        label={t('orderList.filters.to')}
        value={dayOfInstant(more[`${prefix}Before`], 'to')}
        onChange={(day) => set(`${prefix}Before`, instantOfDay(day, 'to'))}
      />
    </fieldset>
  );

  return (
    <div id={id} className="more-filters">
      {place('departure')}
      {place('arrival')}
      <fieldset className="more-filters__group">
        <legend className="more-filters__legend">{t('orderList.filters.transport')}</legend>
        {text('meanLabel', t('orderList.filters.meanLabel'))}
        <MultiSelect
          label={t('orderList.filters.meanMode')}
          placeholder={t('orders.anyValue')}
          countLabel={countLabel}
          options={RESOURCE_MODES.map((mode) => ({ id: mode, label: t(`resourceMode.${mode}`) }))}
          value={list(more.meanMode)}
          onChange={(modes) => set('meanMode', modes.join(','))}
        />
        <MultiSelect
          label={t('orderList.filters.cargoType')}
          placeholder={t('orders.anyValue')}
          countLabel={countLabel}
          options={GOODS_TYPES.map((type) => ({ id: type, label: t(`goodsType.${type}`) }))}
          value={list(more.cargoType)}
          onChange={(types) => set('cargoType', types.join(','))}
        />
        {text('charteredName', t('orderList.filters.charteredName'))}
        {text('ownerName', t('orderList.filters.ownerName'))}
        <MultiSelect
          label={t('orderList.filters.etaState')}
          placeholder={t('orders.anyValue')}
          countLabel={countLabel}
          options={ETA_STATES.map((state) => ({ id: state, label: t(`orderList.etaState.${state}`) }))}
          value={list(more.nextStopPointEtaState)}
          onChange={(states) => set('nextStopPointEtaState', states.join(','))}
        />
      </fieldset>
      <fieldset className="more-filters__group">
        <legend className="more-filters__legend">{t('orderList.filters.references')}</legend>
        {text('contractNumber', t('orderList.filters.contractNumber'))}
        {text('consignmentReference', t('orderList.filters.consignmentReference'))}
        {text('cargoDescription', t('orderList.filters.cargoDescription'))}
      </fieldset>
    </div>
  );
}
