import {
  AGENCY_DELAY_MINUTES,
  AGENCY_FEATURES,
  DEFAULT_AGENCY_MOBILE_SETTINGS,
  DEFAULT_AGENCY_PREFERENCES,
  ETA_DISPLAY_MODES,
  GPS_FREQUENCY_SECONDS,
  ROAD_SHIPMENT_TYPES,
} from '@cargolens/domain/organizations';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../app/forms/field-errors';
import { uniqueNameError, useUniquenessCheck } from '../../app/forms/uniqueness-check';
import { useShownIssues } from '../../app/forms/use-shown-issues';
import { validationText } from '../../app/forms/validation-text';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { ModalDialog } from '../../ui/ModalDialog';
import { NumberInput } from '../../ui/NumberInput';
import { SelectInput } from '../../ui/SelectInput';
import { TextInput } from '../../ui/TextInput';
import { blank } from '../organizations/contact-form-issues';
import { FeatureChecklist } from '../organizations/FeatureChecklist';
import '../organizations/organizations.css';
import { type AgencyFormField, agencyFormIssues } from './agency-form-issues';
import { type Agency, type AgencyValues, agencyNameTaken, useAgencyChange } from './use-agencies';

const MOBILE_FLAGS = [
  'isMandatoryScan',
  'isMandatoryPod',
  'isSignatureAtLoadingRequired',
  'isSignatureAtDeliveryRequired',
] as const;

/** Create or edit an agency: contact, delay thresholds and ETA display, flags (shipment-domain §3, §6). */
export function AgencyFormDialog({
  agency,
  organization,
  onClose,
}: {
  agency: Agency | null;
  /** The organization acted for (back office), or undefined for the caller's own. */
  organization: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useAgencyChange();
  const [name, setName] = useState(agency?.name ?? '');
  const [isDirty, setDirty] = useState(false);
  const [phone, setPhone] = useState(agency?.phone ?? '');
  const [postalCode, setPostalCode] = useState(agency?.address.postalCode ?? '');
  const [town, setTown] = useState(agency?.address.town ?? '');
  const [country, setCountry] = useState(agency?.address.country ?? 'FR');
  const [flags, setFlags] = useState({
    isDefault: agency?.isDefault ?? false,
    hasAutomaticEvent: agency?.hasAutomaticEvent ?? true,
    isCollaborator: agency?.isCollaborator ?? false,
  });
  const [tolerable, setTolerable] = useState(agency?.tolerableDelayMinutes ?? 15);
  const [risky, setRisky] = useState(agency?.riskyDelayMinutes ?? 60);
  const [preferences, setPreferences] = useState(agency?.preferences ?? DEFAULT_AGENCY_PREFERENCES);
  const [features, setFeatures] = useState<string[]>(agency?.features ?? []);
  const [mobile, setMobile] = useState(agency?.mobileSettings ?? DEFAULT_AGENCY_MOBILE_SETTINGS);
  const uniqueness = useUniquenessCheck(
    name,
    { isDirty, ...(agency ? { current: agency.name } : {}) },
    (value) => agencyNameTaken(value, organization),
  );
  const errors = fieldErrors(change.error, t);
  const issues = agencyFormIssues({
    name,
    phone,
    postalCode,
    country,
    tolerableDelayMinutes: tolerable,
    riskyDelayMinutes: risky,
    GPSFrequency: mobile.GPSFrequency,
  });
  const checks = useShownIssues();
  // The domain's §5 message once the field was left or a save tried, else what the API answered.
  const errorOf = (field: AgencyFormField) => {
    const issue = issues[field];
    return issue && checks.shown(field) ? validationText(t, issue) : errors[field];
  };
  const nameError = uniqueNameError(t, {
    value: name,
    isDirty,
    uniqueness,
    ...(issues.name ? { issue: issues.name } : {}),
    serverError: errors.name,
  });
  const modes = ETA_DISPLAY_MODES.map((mode) => ({ id: mode, label: t(`orgAdmin.etaDisplay.${mode}`) }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDirty(true);
    checks.submit();
    if (Object.keys(issues).length > 0 || uniqueness === 'taken' || change.isPending) return;
    const values: AgencyValues = {
      name: name.trim(),
      phone: blank(phone),
      address: { postalCode: blank(postalCode), town: blank(town), country: blank(country) },
      ...flags,
      tolerableDelayMinutes: tolerable,
      riskyDelayMinutes: risky,
      features,
      preferences,
      mobileSettings: mobile,
    };
    change.mutate(
      agency ? { kind: 'update', id: agency.id, values } : { kind: 'create', organization, values },
      { onSuccess: onClose },
    );
  };

  return (
    <ModalDialog
      title={
        agency ? t('orgAdmin.agencies.editTitle', { name: agency.name }) : t('orgAdmin.agencies.createTitle')
      }
      isOpen
      onClose={onClose}
      size="wide"
    >
      <Form className="form" onSubmit={onSubmit} validationBehavior="aria">
        <TextInput
          label={t('orgAdmin.fields.name')}
          name="name"
          value={name}
          onChange={(value) => {
            setName(value);
            setDirty(true);
            change.reset();
          }}
          isRequired
          autoFocus
          error={nameError}
          description={uniqueness === 'checking' ? t('admin.checking') : undefined}
        />
        <div className="form-grid">
          <TextInput
            label={t('orgAdmin.fields.phone')}
            name="phone"
            type="tel"
            value={phone}
            onChange={setPhone}
            onBlur={checks.blur('phone')}
            error={errorOf('phone')}
            optionalLabel={t('admin.optional')}
          />
          <TextInput
            label={t('orgAdmin.fields.postalCode')}
            name="postalCode"
            value={postalCode}
            onChange={setPostalCode}
            onBlur={checks.blur('address.postalCode')}
            error={errorOf('address.postalCode')}
            optionalLabel={t('admin.optional')}
          />
          <TextInput
            label={t('orgAdmin.fields.town')}
            name="town"
            value={town}
            onChange={setTown}
            optionalLabel={t('admin.optional')}
          />
          <TextInput
            label={t('orgAdmin.fields.country')}
            name="country"
            value={country}
            onChange={setCountry}
            error={errors['address.country']}
            optionalLabel={t('admin.optional')}
          />
        </div>
        <div className="form-grid">
          <CheckboxInput
            label={t('orgAdmin.agencies.isDefault')}
            value={flags.isDefault}
            onChange={(isDefault) => setFlags({ ...flags, isDefault })}
          />
          <CheckboxInput
            label={t('orgAdmin.agencies.hasAutomaticEvent')}
            value={flags.hasAutomaticEvent}
            onChange={(hasAutomaticEvent) => setFlags({ ...flags, hasAutomaticEvent })}
          />
          <CheckboxInput
            label={t('orgAdmin.agencies.isCollaborator')}
            value={flags.isCollaborator}
            onChange={(isCollaborator) => setFlags({ ...flags, isCollaborator })}
          />
        </div>
        <div className="form-grid">
          <NumberInput
            label={t('orgAdmin.agencies.tolerableDelay')}
            value={tolerable}
            onChange={setTolerable}
            onBlur={checks.blur('tolerableDelayMinutes')}
            minValue={AGENCY_DELAY_MINUTES.min}
            maxValue={AGENCY_DELAY_MINUTES.max}
            error={errorOf('tolerableDelayMinutes')}
          />
          <NumberInput
            label={t('orgAdmin.agencies.riskyDelay')}
            value={risky}
            onChange={setRisky}
            onBlur={checks.blur('riskyDelayMinutes')}
            minValue={AGENCY_DELAY_MINUTES.min}
            maxValue={AGENCY_DELAY_MINUTES.max}
            error={errorOf('riskyDelayMinutes')}
          />
          <SelectInput
            label={t('orgAdmin.agencies.roadShipmentType')}
            options={ROAD_SHIPMENT_TYPES.map((type) => ({ id: type, label: type }))}
            value={preferences.ROAD_SHIPMENT_TYPE}
            onChange={(value) => setPreferences({ ...preferences, ROAD_SHIPMENT_TYPE: value as 'FTL' })}
          />
        </div>
        <div className="form-grid">
          <SelectInput
            label={t('orgAdmin.agencies.etaOnTime')}
            options={modes}
            value={preferences.ETA_DISPLAY_ON_TIME}
            onChange={(value) => setPreferences({ ...preferences, ETA_DISPLAY_ON_TIME: value as 'ETA' })}
          />
          <SelectInput
            label={t('orgAdmin.agencies.etaTolerable')}
            options={modes}
            value={preferences.ETA_DISPLAY_TOLERABLE}
            onChange={(value) => setPreferences({ ...preferences, ETA_DISPLAY_TOLERABLE: value as 'ETA' })}
          />
          <SelectInput
            label={t('orgAdmin.agencies.etaLate')}
            options={modes}
            value={preferences.ETA_DISPLAY_LATE}
            onChange={(value) => setPreferences({ ...preferences, ETA_DISPLAY_LATE: value as 'ETA' })}
          />
        </div>
        <fieldset className="feature-checklist">
          <legend className="field__label">{t('orgAdmin.mobile.legend')}</legend>
          <div className="feature-checklist__grid">
            <NumberInput
              label={t('orgAdmin.mobile.GPSFrequency')}
              value={mobile.GPSFrequency}
              onChange={(GPSFrequency) => setMobile({ ...mobile, GPSFrequency })}
              onBlur={checks.blur('mobileSettings.GPSFrequency')}
              minValue={GPS_FREQUENCY_SECONDS.min}
              maxValue={GPS_FREQUENCY_SECONDS.max}
              error={errorOf('mobileSettings.GPSFrequency')}
            />
            {MOBILE_FLAGS.map((flag) => (
              <CheckboxInput
                key={flag}
                label={t(`orgAdmin.mobile.${flag}`)}
                value={mobile[flag]}
                onChange={(on) => setMobile({ ...mobile, [flag]: on })}
              />
            ))}
          </div>
        </fieldset>
        <FeatureChecklist
          legend={t('orgAdmin.fields.features')}
          features={AGENCY_FEATURES}
          value={features}
          onChange={setFeatures}
        />
        <div className="dialog__actions">
          <Button className="button button--secondary" onPress={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" className="button button--primary" aria-busy={change.isPending}>
            {change.isPending ? t('admin.saving') : agency ? t('admin.save') : t('admin.create')}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
