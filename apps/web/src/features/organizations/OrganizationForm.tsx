// One organization form for both who may change one (decision 0130): the back office edits every field of
// any organization; a client administrator edits its own organization's contact fields and sees the back
// office's (profile, sign-in method, features) read-only. 400s come back on their fields.
import { ORGANIZATION_FEATURES } from '@cargolens/domain/organizations';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Bound } from '../../app/forms/Bound';
import { FormActions } from '../../app/forms/FormDialog';
import { fieldErrors } from '../../app/forms/field-errors';
import { NameField } from '../../app/forms/NameField';
import { useDomainForm } from '../../app/forms/use-domain-form';
import { useUniqueName } from '../../app/forms/use-unique-name';
import { Panel } from '../../ui/Panel';
import { useCan } from '../account/use-permissions';
import { PortfoliosField } from '../portfolios/PortfoliosField';
import { relatedIds } from '../portfolios/portfolio-filter';
import type { ContactFormField } from './contact-form-issues';
import { FeatureChecklist } from './FeatureChecklist';
import {
  OrganizationAddressFields,
  type OrganizationFormValues,
  OrganizationIdentificationField,
  OrganizationSettingsFields,
} from './OrganizationFormFields';
import { organizationFormDefaults, organizationFormIssues, organizationValues } from './organization-values';
import { type Organization, organizationNameTaken, useOrganizationSave } from './use-organizations';

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
  const form = useDomainForm<OrganizationFormValues, ContactFormField>({
    defaults: { ...organizationFormDefaults(organization), portfolios: relatedIds(organization?.portfolios) },
    issuesOf: organizationFormIssues,
    onEdit: (field) => field === 'name' && save.reset(),
  });
  const { values } = form;
  const givesPortfolios = useCan('portfolios.administrate');
  const fillsPortfolios = backOffice && givesPortfolios;
  const errors = fieldErrors(save.error, t);
  const name = useUniqueName(t, form, {
    current: organization?.name,
    isTaken: organizationNameTaken,
    serverError: errors.name,
  });
  const sections = {
    form,
    serverErrors: errors,
    // The domain's §5 message once the field was left or a save tried, else what the API answered.
    errorOf: (field: ContactFormField) => form.issueText(t, field) ?? errors[field],
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    name.touch();
    form.checks.submit();
    if (!values.name.trim() || form.hasIssues() || name.taken || save.isPending) return;
    const { portfolios, ...state } = values;
    save.mutate(
      {
        ...(organization ? { id: organization.id } : {}),
        values: organizationValues(state, { backOffice, creating: organization === null }),
        ...(fillsPortfolios ? { portfolios } : {}),
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <Form className="form" onSubmit={onSubmit} validationBehavior="aria">
      <NameField
        form={form}
        name="name"
        label={t('orgAdmin.fields.name')}
        {...name.field}
        autoFocus={onCancel !== undefined}
      />
      <OrganizationSettingsFields {...sections} backOffice={backOffice} />
      <OrganizationIdentificationField {...sections} />
      <OrganizationAddressFields {...sections} />
      {fillsPortfolios && (
        <Bound form={form} name="portfolios">
          {(field) => <PortfoliosField value={field.value} onChange={field.onChange} />}
        </Bound>
      )}
      {backOffice ? (
        <Bound form={form} name="features">
          {(field) => (
            <FeatureChecklist
              legend={
                organization ? t('orgAdmin.fields.features') : t('orgAdmin.organizations.featuresDefault')
              }
              features={ORGANIZATION_FEATURES}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        </Bound>
      ) : (
        organization && <BackOfficeFields organization={organization} />
      )}
      <FormActions isNew={!organization} isPending={save.isPending} onCancel={onCancel} />
    </Form>
  );
}

/** What a client administrator sees but the back office changes. */
function BackOfficeFields({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  return (
    <Panel
      id="organization-readonly-title"
      title={t('ownOrganization.backOfficeTitle')}
      className="organization-readonly"
      titleClassName="organization-readonly__title"
      heading="h3"
    >
      <p className="field__description">{t('ownOrganization.backOfficeHint')}</p>
      <dl className="organization-readonly__list">
        <dt>{t('orgAdmin.fields.profile')}</dt>
        <dd>{t(`orgAdmin.organizationProfiles.${organization.profile}`)}</dd>
        <dt>{t('orgAdmin.fields.authenticationMethod')}</dt>
        <dd>{t(`orgAdmin.authentication.${organization.authenticationMethod}`)}</dd>
        <dt>{t('orgAdmin.fields.features')}</dt>
        <dd>{organization.features.length > 0 ? organization.features.join(', ') : '—'}</dd>
      </dl>
    </Panel>
  );
}
