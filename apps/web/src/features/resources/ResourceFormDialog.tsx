import type { FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../app/forms/field-errors';
import { useDomainForm } from '../../app/forms/use-domain-form';
import { ModalDialog } from '../../ui/ModalDialog';
import { useMe } from '../account/use-me';
import { useActingOrganization } from '../organizations/acting-organization';
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.checks.submit();
    if (form.hasIssues() || change.isPending) return;
    const attributes = toAttributes(form.values);
    change.mutate(
      resource
        ? { kind: 'update', id: resource.id, attributes }
        : { kind: 'create', organization: acting, attributes },
      {
        onSuccess: onClose,
      },
    );
  };

  return (
    <ModalDialog
      title={resource ? t('resources.editTitle', { label: resource.label }) : t('resources.createTitle')}
      isOpen
      onClose={onClose}
      size="wide"
    >
      <Form className="form" onSubmit={onSubmit} validationBehavior="aria">
        <ResourceKindFields {...fields} />
        <ResourceUnitFields {...fields} />
        <ResourceVehicleFields {...fields} />
        <div className="dialog__actions">
          <Button className="button button--secondary" onPress={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" className="button button--primary" aria-busy={change.isPending}>
            {change.isPending ? t('admin.saving') : resource ? t('admin.save') : t('admin.create')}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
