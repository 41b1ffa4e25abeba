// The agency form's sections, each bound to the form's values: contact, flags, delay thresholds and ETA display,
// mobile settings.
import {
  AGENCY_DELAY_MINUTES,
  ETA_DISPLAY_MODES,
  GPS_FREQUENCY_SECONDS,
  ROAD_SHIPMENT_TYPES,
} from '@cargolens/domain/organizations';
import { useTranslation } from 'react-i18next';
import { Bound } from '../../app/forms/Bound';
import { BoundCheckbox } from '../../app/forms/BoundCheckbox';
import { BoundSelect } from '../../app/forms/BoundSelect';
import type { DomainForm } from '../../app/forms/use-domain-form';
import { NumberInput } from '../../ui/NumberInput';
import { TextInput } from '../../ui/TextInput';
import type { AgencyFormField } from './agency-form-issues';
import type { AgencyFormValues } from './agency-form-values';

export interface AgencySectionProps {
  form: DomainForm<AgencyFormValues, AgencyFormField>;
  /** The domain's §5 message once shown, else what the API answered. */
  errorOf: (field: AgencyFormField) => string | undefined;
  /** What the API answered, by attribute path. */
  serverErrors: Record<string, string>;
}

const MOBILE_FLAGS = [
  'isMandatoryScan',
  'isMandatoryPod',
  'isSignatureAtLoadingRequired',
  'isSignatureAtDeliveryRequired',
] as const;

export function AgencyContactFields({ form, errorOf, serverErrors }: AgencySectionProps) {
  const { t } = useTranslation();
  const optionalLabel = t('admin.optional');
  return (
    <div className="form-grid">
      <Bound form={form} name="phone">
        {(field) => (
          <TextInput
            {...field}
            label={t('orgAdmin.fields.phone')}
            type="tel"
            error={errorOf('phone')}
            optionalLabel={optionalLabel}
          />
        )}
      </Bound>
      <Bound form={form} name="address.postalCode">
        {(field) => (
          <TextInput
            {...field}
            name="postalCode"
            label={t('orgAdmin.fields.postalCode')}
            error={errorOf('address.postalCode')}
            optionalLabel={optionalLabel}
          />
        )}
      </Bound>
      <Bound form={form} name="address.town">
        {(field) => (
          <TextInput {...field} name="town" label={t('orgAdmin.fields.town')} optionalLabel={optionalLabel} />
        )}
      </Bound>
      <Bound form={form} name="address.country">
        {(field) => (
          <TextInput
            {...field}
            name="country"
            label={t('orgAdmin.fields.country')}
            error={serverErrors['address.country']}
            optionalLabel={optionalLabel}
          />
        )}
      </Bound>
    </div>
  );
}

export function AgencyFlagFields({ form }: Pick<AgencySectionProps, 'form'>) {
  const { t } = useTranslation();
  return (
    <div className="form-grid">
      {(['isDefault', 'hasAutomaticEvent', 'isCollaborator'] as const).map((flag) => (
        <BoundCheckbox key={flag} form={form} name={flag} label={t(`orgAdmin.agencies.${flag}`)} />
      ))}
    </div>
  );
}

export function AgencyDelayFields({ form, errorOf }: AgencySectionProps) {
  const { t } = useTranslation();
  const modes = ETA_DISPLAY_MODES.map((mode) => ({ id: mode, label: t(`orgAdmin.etaDisplay.${mode}`) }));
  const etaDisplay = [
    ['ETA_DISPLAY_ON_TIME', 'etaOnTime'],
    ['ETA_DISPLAY_TOLERABLE', 'etaTolerable'],
    ['ETA_DISPLAY_LATE', 'etaLate'],
  ] as const;
  return (
    <>
      <div className="form-grid">
        {(['tolerableDelayMinutes', 'riskyDelayMinutes'] as const).map((name) => (
          <Bound key={name} form={form} name={name}>
            {({ name: _name, ...field }) => (
              <NumberInput
                {...field}
                label={t(
                  name === 'tolerableDelayMinutes'
                    ? 'orgAdmin.agencies.tolerableDelay'
                    : 'orgAdmin.agencies.riskyDelay',
                )}
                minValue={AGENCY_DELAY_MINUTES.min}
                maxValue={AGENCY_DELAY_MINUTES.max}
                error={errorOf(name)}
              />
            )}
          </Bound>
        ))}
        <BoundSelect
          form={form}
          name="preferences.ROAD_SHIPMENT_TYPE"
          label={t('orgAdmin.agencies.roadShipmentType')}
          options={ROAD_SHIPMENT_TYPES.map((type) => ({ id: type, label: type }))}
        />
      </div>
      <div className="form-grid">
        {etaDisplay.map(([preference, label]) => (
          <BoundSelect
            key={preference}
            form={form}
            name={`preferences.${preference}`}
            label={t(`orgAdmin.agencies.${label}`)}
            options={modes}
          />
        ))}
      </div>
    </>
  );
}

export function AgencyMobileFields({ form, errorOf }: AgencySectionProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="feature-checklist">
      <legend className="field__label">{t('orgAdmin.mobile.legend')}</legend>
      <div className="feature-checklist__grid">
        <Bound form={form} name="mobileSettings.GPSFrequency">
          {({ name: _name, ...field }) => (
            <NumberInput
              {...field}
              label={t('orgAdmin.mobile.GPSFrequency')}
              minValue={GPS_FREQUENCY_SECONDS.min}
              maxValue={GPS_FREQUENCY_SECONDS.max}
              error={errorOf('mobileSettings.GPSFrequency')}
            />
          )}
        </Bound>
        {MOBILE_FLAGS.map((flag) => (
          <BoundCheckbox
            key={flag}
            form={form}
            name={`mobileSettings.${flag}`}
            label={t(`orgAdmin.mobile.${flag}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
