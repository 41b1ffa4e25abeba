import { AGENCY_FEATURES } from '@cargolens/domain/organizations';
import { useTranslation } from 'react-i18next';
import { Bound } from '../../app/forms/Bound';
import { fieldErrors } from '../../app/forms/field-errors';
import { NameField } from '../../app/forms/NameField';
import { uniqueNameError, useUniquenessCheck } from '../../app/forms/uniqueness-check';
import { useDomainForm } from '../../app/forms/use-domain-form';
import { FeatureChecklist } from '../organizations/FeatureChecklist';
import '../organizations/organizations.css';
import { FormDialog } from '../../app/forms/FormDialog';
import {
  AgencyContactFields,
  AgencyDelayFields,
  AgencyFlagFields,
  AgencyMobileFields,
} from './AgencyFormFields';
import type { AgencyFormField } from './agency-form-issues';
import { agencyFormDefaults, agencyValueIssues, toAgencyValues } from './agency-form-values';
import { type Agency, agencyNameTaken, useAgencyChange } from './use-agencies';

interface AgencyFormDialogProps {
  agency: Agency | null;
  /** The organization acted for (back office), or undefined for the caller's own. */
  organization: string | undefined;
  onClose: () => void;
}

/** Create or edit an agency: contact, delay thresholds and ETA display, flags (shipment-domain §3, §6). */
export function AgencyFormDialog({ agency, organization, onClose }: AgencyFormDialogProps) {
  const { t } = useTranslation();
  const change = useAgencyChange();
  const form = useDomainForm({
    defaults: agencyFormDefaults(agency),
    issuesOf: agencyValueIssues,
    onEdit: (field) => field === 'name' && change.reset(),
  });
  const { values, issues } = form;
  const isDirty = form.wasEdited('name');
  const uniqueness = useUniquenessCheck(
    values.name,
    { isDirty, ...(agency ? { current: agency.name } : {}) },
    (value) => agencyNameTaken(value, organization),
  );
  const errors = fieldErrors(change.error, t);
  const section = {
    form,
    serverErrors: errors,
    // The domain's §5 message once the field was left or a save tried, else what the API answered.
    errorOf: (field: AgencyFormField) => form.issueText(t, field) ?? errors[field],
  };
  const nameError = uniqueNameError(t, {
    value: values.name,
    isDirty,
    uniqueness,
    ...(issues.name ? { issue: issues.name } : {}),
    serverError: errors.name,
  });

  const onSubmit = () => {
    form.markEdited('name');
    form.checks.submit();
    if (form.hasIssues() || uniqueness === 'taken' || change.isPending) return;
    const saved = toAgencyValues(values);
    change.mutate(
      agency
        ? { kind: 'update', id: agency.id, values: saved }
        : { kind: 'create', organization, values: saved },
      { onSuccess: onClose },
    );
  };

  return (
    <FormDialog
      title={
        agency ? t('orgAdmin.agencies.editTitle', { name: agency.name }) : t('orgAdmin.agencies.createTitle')
      }
      size="wide"
      isNew={!agency}
      isPending={change.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <NameField
        form={form}
        name="name"
        label={t('orgAdmin.fields.name')}
        error={nameError}
        checking={uniqueness === 'checking'}
      />
      <AgencyContactFields {...section} />
      <AgencyFlagFields form={form} />
      <AgencyDelayFields {...section} />
      <AgencyMobileFields {...section} />
      <Bound form={form} name="features">
        {(field) => (
          <FeatureChecklist
            legend={t('orgAdmin.fields.features')}
            features={AGENCY_FEATURES}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      </Bound>
    </FormDialog>
  );
}
