// One organization form for both who may change one (decision 0130): the back office edits every field of
// any organization; a client administrator edits its own organization's contact fields and sees the back
// office's (profile, sign-in method, features) read-only. 400s come back on their fields.
import {
  AUTHENTICATION_METHODS,
  DEFAULT_ORGANIZATION_PROFILE,
  ORGANIZATION_FEATURES,
  ORGANIZATION_PROFILES,
} from '@cargolens/domain/organizations';
import { LANGUAGE_NAMES, LANGUAGES } from '@cargolens/i18n';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../app/forms/field-errors';
import { uniqueNameError, useUniquenessCheck } from '../../app/forms/uniqueness-check';
import { useShownIssues } from '../../app/forms/use-shown-issues';
import { validationText } from '../../app/forms/validation-text';
import { SelectInput } from '../../ui/SelectInput';
import { TextInput } from '../../ui/TextInput';
import { useCan } from '../account/use-permissions';
import { PortfoliosField } from '../portfolios/PortfoliosField';
import { relatedIds } from '../portfolios/portfolio-filter';
import {
  blank,
  type ContactFormField,
  contactFormIssues,
  identificationNumbersOf,
} from './contact-form-issues';
import { FeatureChecklist } from './FeatureChecklist';
import { organizationValues } from './organization-values';
import {
  type Organization,
  type OrganizationValues,
  organizationNameTaken,
  useOrganizationSave,
} from './use-organizations';

export interface OrganizationFormProps {
  /** The organization to change, or null to create one (back office only). */
  organization: Organization | null;
  /** The back office: profile, sign-in method and features are its to change (shipment-domain §6). */
  backOffice: boolean;
  onSaved?: () => void;
  onCancel?: () => void;
}

export function OrganizationForm({ organization, backOffice, onSaved, onCancel }: OrganizationFormProps) {
  const { t } = useTranslation();
  const save = useOrganizationSave();
  const [name, setName] = useState(organization?.name ?? '');
  const [isDirty, setDirty] = useState(false);
  const [profile, setProfile] = useState<NonNullable<OrganizationValues['profile']>>(
    organization?.profile ?? DEFAULT_ORGANIZATION_PROFILE,
  );
  const [authenticationMethod, setAuthenticationMethod] = useState<
    NonNullable<OrganizationValues['authenticationMethod']>
  >(organization?.authenticationMethod ?? 'CARGOLENS_CREDENTIALS_ONLY');
  const [language, setLanguage] = useState(organization?.language ?? 'fr');
  const [phone, setPhone] = useState(organization?.phone ?? '');
  const [salesforceId, setSalesforceId] = useState(organization?.salesforceId ?? '');
  const [identificationNumbers, setIdentificationNumbers] = useState(
    (organization?.identificationNumbers ?? []).join(', '),
  );
  const [street, setStreet] = useState(organization?.address.street ?? '');
  const [postalCode, setPostalCode] = useState(organization?.address.postalCode ?? '');
  const [town, setTown] = useState(organization?.address.town ?? '');
  const [country, setCountry] = useState(organization?.address.country ?? 'FR');
  // A new organization starts with none chosen: the API gives it the default features (§6).
  const [features, setFeatures] = useState<string[]>(organization?.features ?? []);
  const givesPortfolios = useCan('portfolios.administrate');
  const fillsPortfolios = backOffice && givesPortfolios;
  const [portfolios, setPortfolios] = useState<string[]>(relatedIds(organization?.portfolios));
  const uniqueness = useUniquenessCheck(
    name,
    { isDirty, ...(organization ? { current: organization.name } : {}) },
    organizationNameTaken,
  );
  const errors = fieldErrors(save.error, t);
  const issues = contactFormIssues({
    phone: blank(phone),
    postalCode: blank(postalCode),
    country: blank(country),
    salesforceId: blank(salesforceId),
    identificationNumbers: identificationNumbersOf(identificationNumbers),
  });
  const checks = useShownIssues();
  // The domain's §5 message once the field was left or a save tried, else what the API answered.
  const errorOf = (field: ContactFormField) => {
    const issue = issues[field];
    return issue && checks.shown(field) ? validationText(t, issue) : errors[field];
  };
  const nameError = uniqueNameError(t, { value: name, isDirty, uniqueness, serverError: errors.name });
  const identificationError =
    errorOf('identificationNumbers') ??
    Object.entries(errors).find(([field]) => field.startsWith('identificationNumbers'))?.[1];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDirty(true);
    checks.submit();
    if (!name.trim() || Object.keys(issues).length > 0 || uniqueness === 'taken' || save.isPending) return;
    const values = organizationValues(
      {
        name,
        profile,
        authenticationMethod,
        language,
        phone,
        salesforceId,
        identificationNumbers,
        street,
        postalCode,
        town,
        country,
        features,
      },
      { backOffice, creating: organization === null },
    );
    save.mutate(
      {
        ...(organization ? { id: organization.id } : {}),
        values,
        ...(fillsPortfolios ? { portfolios } : {}),
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <Form className="form" onSubmit={onSubmit} validationBehavior="aria">
      <TextInput
        label={t('orgAdmin.fields.name')}
        name="name"
        value={name}
        onChange={(value) => {
          setName(value);
          setDirty(true);
          save.reset();
        }}
        isRequired
        autoFocus={onCancel !== undefined}
        error={nameError}
        description={uniqueness === 'checking' ? t('admin.checking') : undefined}
      />
      <div className="form-grid">
        {backOffice ? (
          <>
            <SelectInput
              label={t('orgAdmin.fields.profile')}
              options={ORGANIZATION_PROFILES.map((id) => ({
                id,
                label: t(`orgAdmin.organizationProfiles.${id}`),
              }))}
              value={profile}
              onChange={(value) => setProfile(value as typeof profile)}
            />
            <SelectInput
              label={t('orgAdmin.fields.authenticationMethod')}
              options={AUTHENTICATION_METHODS.map((id) => ({
                id,
                label: t(`orgAdmin.authentication.${id}`),
              }))}
              value={authenticationMethod}
              onChange={(value) => setAuthenticationMethod(value as typeof authenticationMethod)}
            />
          </>
        ) : null}
        <SelectInput
          label={t('ownOrganization.language')}
          name="language"
          value={language}
          onChange={setLanguage}
          options={LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }))}
          error={errors.language}
        />
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
          label={t('orgAdmin.fields.salesforceId')}
          name="salesforceId"
          value={salesforceId}
          onChange={setSalesforceId}
          onBlur={checks.blur('salesforceId')}
          error={errorOf('salesforceId')}
          optionalLabel={t('admin.optional')}
        />
      </div>
      <TextInput
        label={t('orgAdmin.fields.identificationNumbers')}
        description={t('orgAdmin.organizations.identificationHint')}
        name="identificationNumbers"
        value={identificationNumbers}
        onChange={setIdentificationNumbers}
        onBlur={checks.blur('identificationNumbers')}
        error={identificationError}
        optionalLabel={t('admin.optional')}
      />
      <div className="form-grid">
        <TextInput
          label={t('orgAdmin.fields.street')}
          name="street"
          value={street}
          onChange={setStreet}
          error={errors['address.street']}
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
          error={errors['address.town']}
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
      {fillsPortfolios && <PortfoliosField value={portfolios} onChange={setPortfolios} />}
      {backOffice ? (
        <FeatureChecklist
          legend={organization ? t('orgAdmin.fields.features') : t('orgAdmin.organizations.featuresDefault')}
          features={ORGANIZATION_FEATURES}
          value={features}
          onChange={setFeatures}
        />
      ) : (
        organization && <BackOfficeFields organization={organization} />
      )}
      <div className="dialog__actions">
        {onCancel && (
          <Button className="button button--secondary" onPress={onCancel}>
            {t('admin.cancel')}
          </Button>
        )}
        <Button type="submit" className="button button--primary" aria-busy={save.isPending}>
          {save.isPending ? t('admin.saving') : organization ? t('admin.save') : t('admin.create')}
        </Button>
      </div>
    </Form>
  );
}

/** What a client administrator sees but the back office changes. */
function BackOfficeFields({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  return (
    <section className="organization-readonly" aria-labelledby="organization-readonly-title">
      <h3 id="organization-readonly-title" className="organization-readonly__title">
        {t('ownOrganization.backOfficeTitle')}
      </h3>
      <p className="field__description">{t('ownOrganization.backOfficeHint')}</p>
      <dl className="organization-readonly__list">
        <dt>{t('orgAdmin.fields.profile')}</dt>
        <dd>{t(`orgAdmin.organizationProfiles.${organization.profile}`)}</dd>
        <dt>{t('orgAdmin.fields.authenticationMethod')}</dt>
        <dd>{t(`orgAdmin.authentication.${organization.authenticationMethod}`)}</dd>
        <dt>{t('orgAdmin.fields.features')}</dt>
        <dd>{organization.features.length > 0 ? organization.features.join(', ') : '—'}</dd>
      </dl>
    </section>
  );
}
