import { AGENCY_FEATURES } from '@cargolens/domain/organizations';
import { useTranslation } from 'react-i18next';
import { Bound } from '../../app/forms/Bound';
import { fieldErrors } from '../../app/forms/field-errors';
import { NameField } from '../../app/forms/NameField';
import { useDomainForm } from '../../app/forms/use-domain-form';
import { useUniqueName } from '../../app/forms/use-unique-name';
import { FeatureChecklist } from '../organizations/FeatureChecklist';
import { itemSave } from '../organizations/item-writes';
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
  const errors = fieldErrors(change.error, t);
  const name = useUniqueName(t, form, {
    current: agency?.name,
    isTaken: (value) => agencyNameTaken(value, organization),
    issue: form.issues.name,
    serverError: errors.name,
  });
  const section = {
    form,
    serverErrors: errors,
    // The domain's §5 message once the field was left or a save tried, else what the API answered.
    errorOf: (field: AgencyFormField) => form.issueText(t, field) ?? errors[field],
  };

  const onSubmit = () => {
    name.touch();
    form.checks.submit();
    if (form.hasIssues() || name.taken || change.isPending) return;
    change.mutate(itemSave(agency, organization, toAgencyValues(form.values)), { onSuccess: onClose });
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
      <NameField form={form} name="name" label={t('orgAdmin.fields.name')} {...name.field} />
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
