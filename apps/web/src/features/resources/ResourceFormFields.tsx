// The resource form's fields, bound to the form's values: its identity and kind, the unit or driver's phone of
// its type, the vehicle.
import { RESOURCE_MODES, RESOURCE_TYPES } from '@cargolens/domain/resources';
import { useTranslation } from 'react-i18next';
import { Bound } from '../../app/forms/Bound';
import { BoundText } from '../../app/forms/BoundText';
import type { DomainForm } from '../../app/forms/use-domain-form';
import { RadioChoice } from '../../ui/RadioChoice';
import { SelectField } from '../../ui/SelectField';
import type { TextInputProps } from '../../ui/TextInput';
import type { FormField, ResourceFormValues } from './resource-form';

export interface ResourceSectionProps {
  form: DomainForm<ResourceFormValues, FormField>;
  errorOf: (field: FormField) => string | undefined;
}

type TextField = Exclude<FormField, 'mode' | 'type'>;

/** A text field of the form: optional unless `isRequired`, with its check's message. */
function ResourceText({
  form,
  errorOf,
  name,
  ...rest
}: ResourceSectionProps & { name: TextField; label: string } & Pick<
    TextInputProps,
    'isRequired' | 'autoFocus' | 'type' | 'autoComplete' | 'description' | 'inputMode'
  >) {
  return <BoundText {...rest} form={form} name={name} error={errorOf(name)} />;
}

export function ResourceKindFields(props: ResourceSectionProps) {
  const { t } = useTranslation();
  const { form } = props;
  return (
    <>
      <div className="form-grid">
        <ResourceText {...props} name="label" label={t('resources.fields.label')} isRequired autoFocus />
        <Bound form={form} name="mode">
          {(field) => (
            <SelectField
              label={t('resources.fields.mode')}
              value={field.value}
              onChange={(value) => field.onChange(value as typeof field.value)}
              options={RESOURCE_MODES.map((mode) => ({ id: mode, label: t(`resourceMode.${mode}`) }))}
            />
          )}
        </Bound>
      </div>
      <Bound form={form} name="type">
        {(field) => (
          <RadioChoice
            label={t('resources.fields.type')}
            value={field.value}
            options={RESOURCE_TYPES.map((type) => ({ id: type, label: t(`resourceType.${type}`) }))}
            onChange={field.onChange}
          />
        )}
      </Bound>
    </>
  );
}

export function ResourceUnitFields(props: ResourceSectionProps) {
  const { t } = useTranslation();
  return (
    <div className="form-grid">
      {props.form.values.type === 'telematic' ? (
        <ResourceText {...props} name="telematicUnitId" label={t('resources.fields.telematicUnitId')} />
      ) : (
        <>
          <ResourceText {...props} name="driverName" label={t('resources.fields.driverName')} isRequired />
          <ResourceText
            {...props}
            name="phoneNumber"
            label={t('resources.fields.phoneNumber')}
            isRequired
            type="tel"
            autoComplete="off"
            description={t('resources.fields.phoneHint')}
          />
        </>
      )}
      <ResourceText {...props} name="externalId" label={t('resources.fields.externalId')} />
    </div>
  );
}

export function ResourceVehicleFields(props: ResourceSectionProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{t('resources.vehicle')}</legend>
      <div className="form-grid">
        <ResourceText {...props} name="engineType" label={t('resources.fields.engineType')} />
        <ResourceText {...props} name="fuelType" label={t('resources.fields.fuelType')} />
        <ResourceText {...props} name="truckSize" label={t('resources.fields.truckSize')} />
        <ResourceText {...props} name="vin" label={t('resources.fields.vin')} />
        <ResourceText {...props} name="year" label={t('resources.fields.year')} inputMode="numeric" />
      </div>
    </fieldset>
  );
}
