import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../app/forms/FormDialog';
import { fieldErrors } from '../../app/forms/field-errors';
import { useDomainForm } from '../../app/forms/use-domain-form';
import { useMe } from '../account/use-me';
import { useActingOrganization } from '../organizations/acting-organization';
import { itemSave } from '../organizations/item-writes';
import { ResourceKindFields, ResourceUnitFields, ResourceVehicleFields } from './ResourceFormFields';
import {
  emptyResourceForm,
  type FormField,
  formFieldOf,
  formFromResource,
  formIssues,
  toAttributes,
} from './resource-form';
import type { Resource } from './types';
import { useResourceChange } from './use-resources';

interface ResourceFormDialogProps {
  /** The resource to change, or null to create one. */
  resource: Resource | null;
  onClose: () => void;
}

/** Create or change a resource; the fields follow its type (telematic unit or driver's phone). */
export function ResourceFormDialog({ resource, onClose }: ResourceFormDialogProps) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const change = useResourceChange();
  const acting = useActingOrganization();
  const context = {
    currentYear: new Date().getFullYear(),
    country: me?.organization?.address.country ?? null,
  };
  const form = useDomainForm({
    defaults: resource ? formFromResource(resource) : emptyResourceForm(),
    issuesOf: (values) => formIssues(values, context),
    onEdit: () => change.reset(),
  });
  // The API points at its attributes (mobileDriver.phoneNumber); the form names its fields (phoneNumber).
  const serverErrors: Partial<Record<FormField, string>> = {};
  for (const [field, message] of Object.entries(fieldErrors(change.error, t))) {
    const formField = formFieldOf(field);
    if (formField) serverErrors[formField] = message;
  }
  const fields = {
    form,
    errorOf: (field: FormField) => form.issueText(t, field) ?? serverErrors[field],
  };

  const onSubmit = () => {
    form.checks.submit();
    if (form.hasIssues() || change.isPending) return;
    change.mutate(itemSave(resource, acting, toAttributes(form.values)), { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={resource ? t('resources.editTitle', { label: resource.label }) : t('resources.createTitle')}
      size="wide"
      isNew={!resource}
      isPending={change.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <ResourceKindFields {...fields} />
      <ResourceUnitFields {...fields} />
      <ResourceVehicleFields {...fields} />
    </FormDialog>
  );
}
