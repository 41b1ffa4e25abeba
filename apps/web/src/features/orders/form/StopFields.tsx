import { Button } from 'react-aria-components';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { FormSelect, FormText } from './form-fields';
import { FORM_STOP_TYPES, type OrderFormValues } from './order-form-values';
import type { FormErrors } from './validate-order-form';

interface StopFieldsProps {
  control: Control<OrderFormValues>;
  index: number;
  count: number;
  errors: FormErrors;
  onRemove: () => void;
  onMove: (to: number) => void;
}

/** One stop of the order: what happens there, where, when, and who to call. */
export function StopFields({ control, index, count, errors, onRemove, onMove }: StopFieldsProps) {
  const { t } = useTranslation();
  const at = (field: string) => `stops.${index}.${field}` as const;
  const number = index + 1;
  const text = (field: string, label: string, type?: 'datetime-local' | 'email' | 'tel' | 'number') => (
    <FormText control={control} name={at(field) as never} label={label} errors={errors} type={type} />
  );
  return (
    <fieldset className="form-section" data-testid="stop-fields">
      <legend className="form-section__title">{t('orderForm.stopTitle', { number })}</legend>
      <div className="form-section__tools">
        <Button
          className="button button--icon"
          aria-label={t('orderForm.moveUp', { number })}
          isDisabled={index === 0}
          onPress={() => onMove(index - 1)}
        >
          <Icon name="chevronUp" size={16} />
        </Button>
        <Button
          className="button button--icon"
          aria-label={t('orderForm.moveDown', { number })}
          isDisabled={index === count - 1}
          onPress={() => onMove(index + 1)}
        >
          <Icon name="chevronDown" size={16} />
        </Button>
        <Button
          className="button button--icon"
          aria-label={t('orderForm.removeStop', { number })}
          isDisabled={count <= 2}
          onPress={onRemove}
        >
          <Icon name="trash" size={16} />
        </Button>
      </div>
      <div className="form-grid">
        <FormSelect
          control={control}
          name={at('stopType') as never}
          label={t('orderForm.stopType')}
          errors={errors}
          options={FORM_STOP_TYPES.map((id) => ({ id, label: t(`orderForm.stopTypes.${id}`) }))}
        />
        {text('name', t('orderForm.siteName'))}
        {text('street', t('orderForm.street'))}
        {text('postalCode', t('orderForm.postalCode'))}
        {text('town', t('orderForm.town'))}
        {text('country', t('orderForm.country'))}
        {text('lat', t('orderForm.latitude'), 'number')}
        {text('lng', t('orderForm.longitude'), 'number')}
        {text('timezone', t('orderForm.timezone'))}
        {text('plannedStart', t('orderForm.plannedStart'), 'datetime-local')}
        {text('plannedEnd', t('orderForm.plannedEnd'), 'datetime-local')}
        {text('appointmentStart', t('orderForm.appointmentStart'), 'datetime-local')}
        {text('appointmentEnd', t('orderForm.appointmentEnd'), 'datetime-local')}
        {text('activityTime', t('orderForm.activityTime'), 'number')}
        {text('contactName', t('orderForm.contactName'))}
        {text('contactPhone', t('orderForm.contactPhone'), 'tel')}
        {text('contactEmail', t('orderForm.contactEmail'), 'email')}
      </div>
      <FormText
        control={control}
        name={at('instruction') as never}
        label={t('orderForm.instruction')}
        errors={errors}
        multiline
      />
    </fieldset>
  );
}
