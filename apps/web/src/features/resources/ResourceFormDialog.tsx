import { RESOURCE_MODES, RESOURCE_TYPES } from '@cargolens/domain/resources';
import { type FormEvent, useState } from 'react';
import { Button, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../app/forms/field-errors';
import { validationText } from '../../app/forms/validation-text';
import { ModalDialog } from '../../ui/ModalDialog';
import { SelectField } from '../../ui/SelectField';
import { TextInput } from '../../ui/TextInput';
import { useMe } from '../account/use-me';
import { useActingOrganization } from '../organizations/acting-organization';
import {
  emptyResourceForm,
  type FormField,
  formFieldOf,
  formFromResource,
  formIssues,
  type ResourceFormValues,
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
  const [values, setValues] = useState<ResourceFormValues>(() =>
    resource ? formFromResource(resource) : emptyResourceForm(),
  );
  const [touched, setTouched] = useState<Set<FormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const context = {
    currentYear: new Date().getFullYear(),
    country: me?.organization?.address.country ?? null,
  };
  const issues = formIssues(values, context);
  // The API points at its attributes (mobileDriver.phoneNumber); the form names its fields (phoneNumber).
  const serverErrors: Partial<Record<FormField, string>> = {};
  for (const [field, message] of Object.entries(fieldErrors(change.error, t))) {
    const formField = formFieldOf(field);
    if (formField) serverErrors[formField] = message;
  }

  const errorOf = (field: FormField) => {
    const issue = issues[field];
    if (issue && (submitted || touched.has(field))) return validationText(t, issue);
    return serverErrors[field];
  };
  const set = (field: FormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    change.reset();
  };
  const blur = (field: FormField) => () => setTouched((current) => new Set(current).add(field));
  const text = (field: FormField, label: string, optional = true) => ({
    label,
    value: values[field],
    onChange: set(field),
    onBlur: blur(field),
    error: errorOf(field),
    ...(optional ? { optionalLabel: t('admin.optional') } : { isRequired: true }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(issues).length > 0 || change.isPending) return;
    const attributes = toAttributes(values);
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
        <div className="form-grid">
          <TextInput {...text('label', t('resources.fields.label'), false)} name="label" autoFocus />
          <SelectField
            label={t('resources.fields.mode')}
            value={values.mode}
            onChange={set('mode')}
            options={RESOURCE_MODES.map((mode) => ({ id: mode, label: t(`resourceMode.${mode}`) }))}
          />
        </div>
        <RadioGroup
          className="radio-group"
          value={values.type}
          onChange={set('type')}
          orientation="horizontal"
        >
          <Label className="field__label">{t('resources.fields.type')}</Label>
          <div className="radio-group__options">
            {RESOURCE_TYPES.map((type) => (
              <Radio key={type} value={type} className="radio">
                {t(`resourceType.${type}`)}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <div className="form-grid">
          {values.type === 'telematic' ? (
            <TextInput
              {...text('telematicUnitId', t('resources.fields.telematicUnitId'))}
              name="telematicUnitId"
            />
          ) : (
            <>
              <TextInput {...text('driverName', t('resources.fields.driverName'), false)} name="driverName" />
              <TextInput
                {...text('phoneNumber', t('resources.fields.phoneNumber'), false)}
                name="phoneNumber"
                type="tel"
                autoComplete="off"
                description={t('resources.fields.phoneHint')}
              />
            </>
          )}
          <TextInput {...text('externalId', t('resources.fields.externalId'))} name="externalId" />
        </div>
        <fieldset className="form-section">
          <legend className="form-section__title">{t('resources.vehicle')}</legend>
          <div className="form-grid">
            <TextInput {...text('engineType', t('resources.fields.engineType'))} name="engineType" />
            <TextInput {...text('fuelType', t('resources.fields.fuelType'))} name="fuelType" />
            <TextInput {...text('truckSize', t('resources.fields.truckSize'))} name="truckSize" />
            <TextInput {...text('vin', t('resources.fields.vin'))} name="vin" />
            <TextInput {...text('year', t('resources.fields.year'))} name="year" inputMode="numeric" />
          </div>
        </fieldset>
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
