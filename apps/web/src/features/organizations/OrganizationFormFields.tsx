// The organization form's sections, bound to the form's values: what the back office sets, contact and
// identification, the address.
import { AUTHENTICATION_METHODS, ORGANIZATION_PROFILES } from '@cargolens/domain/organizations';
import { LANGUAGE_NAMES, LANGUAGES } from '@cargolens/i18n';
import { useTranslation } from 'react-i18next';
import { Bound } from '../../app/forms/Bound';
import { BoundSelect } from '../../app/forms/BoundSelect';
import type { DomainForm } from '../../app/forms/use-domain-form';
import { SelectInput } from '../../ui/SelectInput';
import { TextInput } from '../../ui/TextInput';
import type { ContactFormField } from './contact-form-issues';
import type { OrganizationFormState } from './organization-values';

export type OrganizationFormValues = OrganizationFormState & { portfolios: string[] };

export interface OrganizationSectionProps {
  form: DomainForm<OrganizationFormValues, ContactFormField>;
  /** The domain's §5 message once shown, else what the API answered. */
  errorOf: (field: ContactFormField) => string | undefined;
  /** What the API answered, by attribute path. */
  serverErrors: Record<string, string>;
}

type TextField = 'phone' | 'salesforceId' | 'street' | 'postalCode' | 'town' | 'country';

/** An optional text field; `check` names its domain check, `error` its message. */
function OrganizationText({
  form,
  name,
  label,
  error,
  check,
  type,
}: Pick<OrganizationSectionProps, 'form'> & {
  name: TextField;
  label: string;
  error: string | undefined;
  check?: ContactFormField;
  type?: 'tel';
}) {
  const { t } = useTranslation();
  return (
    <Bound form={form} name={name} {...(check ? { check } : {})}>
      {(field) => (
        <TextInput
          {...field}
          {...(type ? { type } : {})}
          label={label}
          error={error}
          optionalLabel={t('admin.optional')}
        />
      )}
    </Bound>
  );
}

export function OrganizationSettingsFields({
  form,
  errorOf,
  serverErrors,
  backOffice,
}: OrganizationSectionProps & { backOffice: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="form-grid">
      {backOffice ? (
        <>
          <BoundSelect
            form={form}
            name="profile"
            label={t('orgAdmin.fields.profile')}
            options={ORGANIZATION_PROFILES.map((id) => ({
              id,
              label: t(`orgAdmin.organizationProfiles.${id}`),
            }))}
          />
          <BoundSelect
            form={form}
            name="authenticationMethod"
            label={t('orgAdmin.fields.authenticationMethod')}
            options={AUTHENTICATION_METHODS.map((id) => ({ id, label: t(`orgAdmin.authentication.${id}`) }))}
          />
        </>
      ) : null}
      <Bound form={form} name="language">
        {(field) => (
          <SelectInput
            label={t('ownOrganization.language')}
            name="language"
            value={field.value}
            onChange={field.onChange}
            options={LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }))}
            error={serverErrors.language}
          />
        )}
      </Bound>
      <OrganizationText
        form={form}
        name="phone"
        type="tel"
        label={t('orgAdmin.fields.phone')}
        check="phone"
        error={errorOf('phone')}
      />
      <OrganizationText
        form={form}
        name="salesforceId"
        label={t('orgAdmin.fields.salesforceId')}
        check="salesforceId"
        error={errorOf('salesforceId')}
      />
    </div>
  );
}

export function OrganizationIdentificationField({ form, errorOf, serverErrors }: OrganizationSectionProps) {
  const { t } = useTranslation();
  const error =
    errorOf('identificationNumbers') ??
    Object.entries(serverErrors).find(([field]) => field.startsWith('identificationNumbers'))?.[1];
  return (
    <Bound form={form} name="identificationNumbers">
      {(field) => (
        <TextInput
          {...field}
          label={t('orgAdmin.fields.identificationNumbers')}
          description={t('orgAdmin.organizations.identificationHint')}
          error={error}
          optionalLabel={t('admin.optional')}
        />
      )}
    </Bound>
  );
}

export function OrganizationAddressFields({ form, errorOf, serverErrors }: OrganizationSectionProps) {
  const { t } = useTranslation();
  return (
    <div className="form-grid">
      <OrganizationText
        form={form}
        name="street"
        label={t('orgAdmin.fields.street')}
        error={serverErrors['address.street']}
      />
      <OrganizationText
        form={form}
        name="postalCode"
        label={t('orgAdmin.fields.postalCode')}
        check="address.postalCode"
        error={errorOf('address.postalCode')}
      />
      <OrganizationText
        form={form}
        name="town"
        label={t('orgAdmin.fields.town')}
        error={serverErrors['address.town']}
      />
      <OrganizationText
        form={form}
        name="country"
        label={t('orgAdmin.fields.country')}
        error={serverErrors['address.country']}
      />
    </div>
  );
}
