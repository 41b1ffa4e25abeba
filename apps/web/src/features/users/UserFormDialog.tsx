import { API_CHILD_ROLES } from '@cargolens/domain/permissions';
import { assignableRoles, MAIN_ROLES } from '@cargolens/domain/users';
import { LANGUAGE_NAMES, LANGUAGES } from '@cargolens/i18n';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../app/forms/field-errors';
import { useUniquenessCheck } from '../../app/forms/uniqueness-check';
import { validationText } from '../../app/forms/validation-text';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { ModalDialog } from '../../ui/ModalDialog';
import { MultiSelect } from '../../ui/MultiSelect';
import { SelectInput } from '../../ui/SelectInput';
import { TextInput } from '../../ui/TextInput';
import type { Me } from '../account/use-me';
import { PortfoliosField } from '../portfolios/PortfoliosField';
import type { ManagedUser } from './types';
import { userValueTaken, useUserChange, useUserChoices } from './use-users';
import {
  type FormField,
  followsPortfolios,
  formFieldOf,
  formIssues,
  takesProfile,
  toRequest,
  type UserFormValues,
} from './user-form';

interface UserFormDialogProps {
  /** The user to change, or null to create one. */
  user: ManagedUser | null;
  initial: UserFormValues;
  me: Me;
  /** The back office reads another organization's agencies and profiles for that organization's users. */
  organizationId: string | undefined;
  /** The organization the back office acts for: a new user is made in it. */
  acting?: string | undefined;
  onClose: () => void;
}

const CHILDREN: Record<string, readonly string[]> = {
  ROLE_CLIENT_API: API_CHILD_ROLES,
  ROLE_SUPER_ADMIN: ['ROLE_SUPER_ADMIN_NOTIFICATION'],
};

/** Create or change a user: identity, role and rights, profile, agencies, language, time zone, mail, phone. */
export function UserFormDialog({ user, initial, me, organizationId, acting, onClose }: UserFormDialogProps) {
  const { t } = useTranslation();
  const change = useUserChange();
  const choices = useUserChoices(organizationId);
  const [values, setValues] = useState<UserFormValues>(initial);
  const [touched, setTouched] = useState<Set<FormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const country = me.organization?.address.country ?? null;
  const issues = formIssues(values, country);
  const username = useUniquenessCheck(
    values.username,
    { isDirty: touched.has('username') || values.username !== initial.username, current: initial.username },
    (value) => userValueTaken('username', value),
  );
  const email = useUniquenessCheck(
    values.email,
    { isDirty: touched.has('email') || values.email !== initial.email, current: initial.email },
    (value) => userValueTaken('email', value),
  );
  const serverErrors: Partial<Record<FormField, string>> = {};
  for (const [field, message] of Object.entries(fieldErrors(change.error, t))) {
    const formField = formFieldOf(field);
    if (formField) serverErrors[formField] = message;
  }
  const taken = { username: username === 'taken', email: email === 'taken' } as Partial<
    Record<FormField, boolean>
  >;
  const errorOf = (field: FormField) => {
    const issue = issues[field];
    if (issue && (submitted || touched.has(field))) return validationText(t, issue);
    if (taken[field]) return t('errors.valueUsed');
    return serverErrors[field];
  };
  const set =
    <F extends FormField>(field: F) =>
    (value: UserFormValues[F]) => {
      setValues((current) => ({ ...current, [field]: value }));
      change.reset();
    };
  const blur = (field: FormField) => () => setTouched((current) => new Set(current).add(field));
  const text = (
    field: 'firstname' | 'lastname' | 'username' | 'email' | 'timezone' | 'phone' | 'password',
    label: string,
    optional = false,
  ) => ({
    label,
    name: field,
    value: values[field],
    onChange: set(field),
    onBlur: blur(field),
    error: errorOf(field),
    ...(optional ? { optionalLabel: t('admin.optional') } : { isRequired: true }),
  });

  const allowed = new Set(assignableRoles(me.roles));
  const mainRoles = MAIN_ROLES.filter((role) => allowed.has(role) || role === initial.mainRole);
  const children = (CHILDREN[values.mainRole] ?? []).filter((role) => allowed.has(role));
  const agencies = choices.agencies.data ?? [];
  const chosenAgencies = agencies.filter((agency) => values.agencyIds.includes(agency.id));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(issues).length > 0 || username === 'taken' || email === 'taken' || change.isPending)
      return;
    const request = toRequest(values);
    change.mutate(
      user ? { kind: 'update', id: user.id, request } : { kind: 'create', organization: acting, request },
      {
        onSuccess: onClose,
      },
    );
  };

  return (
    <ModalDialog
      title={user ? t('usersAdmin.editTitle', { name: user.fullName }) : t('usersAdmin.createTitle')}
      isOpen
      onClose={onClose}
      size="wide"
    >
      <Form className="form" onSubmit={onSubmit} validationBehavior="aria">
        <div className="form-grid">
          <TextInput {...text('firstname', t('usersAdmin.fields.firstname'))} autoFocus />
          <TextInput {...text('lastname', t('usersAdmin.fields.lastname'))} />
          <TextInput
            {...text('username', t('usersAdmin.fields.username'))}
            autoComplete="off"
            description={username === 'checking' ? t('admin.checking') : undefined}
          />
          <TextInput
            {...text('email', t('usersAdmin.fields.email'))}
            type="email"
            autoComplete="off"
            description={email === 'checking' ? t('admin.checking') : undefined}
          />
          <SelectInput
            label={t('usersAdmin.fields.role')}
            name="role"
            value={values.mainRole}
            onChange={(role) =>
              setValues((current) => ({
                ...current,
                mainRole: role as UserFormValues['mainRole'],
                children: [],
              }))
            }
            options={mainRoles.map((id) => ({ id, label: t(`usersAdmin.roles.${id}`) }))}
            error={errorOf('mainRole')}
          />
          {takesProfile(values) && (
            <SelectInput
              label={t('usersAdmin.fields.userProfile')}
              name="userProfile"
              value={values.userProfileId}
              onChange={set('userProfileId')}
              options={[
                { id: '', label: t('usersAdmin.fields.noProfile') },
                ...(choices.profiles.data ?? []).map((p) => ({ id: p.id, label: p.name })),
              ]}
              error={errorOf('userProfileId')}
            />
          )}
        </div>
        {children.length > 0 && (
          <fieldset className="form-section">
            <legend className="form-section__title">{t('usersAdmin.fields.children')}</legend>
            {children.map((role) => (
              <CheckboxInput
                key={role}
                label={t(`usersAdmin.roles.${role as 'ROLE_CLIENT_API_ADMIN'}`)}
                value={values.children.includes(role)}
                onChange={(on) =>
                  set('children')(on ? [...values.children, role] : values.children.filter((r) => r !== role))
                }
              />
            ))}
          </fieldset>
        )}
        <div className="form-grid">
          <MultiSelect
            label={t('usersAdmin.fields.agencies')}
            placeholder={t('usersAdmin.fields.noAgency')}
            countLabel={(count) => t('orders.selectedCount', { count })}
            options={agencies.map((a) => ({ id: a.id, label: a.name }))}
            value={values.agencyIds}
            onChange={set('agencyIds')}
          />
          {followsPortfolios(values) && (
            <PortfoliosField value={values.portfolioIds ?? []} onChange={set('portfolioIds')} />
          )}
          {chosenAgencies.length > 1 && (
            <SelectInput
              label={t('usersAdmin.fields.defaultAgency')}
              name="defaultAgency"
              value={
                values.agencyIds.includes(values.defaultAgencyId)
                  ? values.defaultAgencyId
                  : values.agencyIds[0]!
              }
              onChange={set('defaultAgencyId')}
              options={chosenAgencies.map((a) => ({ id: a.id, label: a.name }))}
            />
          )}
          <SelectInput
            label={t('usersAdmin.fields.lang')}
            name="lang"
            value={values.lang}
            onChange={set('lang')}
            options={LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }))}
            error={errorOf('lang')}
          />
          <TextInput
            {...text('timezone', t('usersAdmin.fields.timezone'))}
            description={t('usersAdmin.fields.timezoneHint')}
          />
          <TextInput
            {...text('phone', t('usersAdmin.fields.phone'), true)}
            type="tel"
            description={t('usersAdmin.fields.phoneHint')}
          />
          <TextInput
            {...text('password', t('usersAdmin.fields.password'), true)}
            type="password"
            autoComplete="new-password"
            description={user ? undefined : t('usersAdmin.fields.passwordHint')}
          />
        </div>
        <CheckboxInput
          label={t('usersAdmin.fields.receiveMail')}
          value={values.receiveMail}
          onChange={set('receiveMail')}
        />
        <div className="dialog__actions">
          <Button className="button button--secondary" onPress={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" className="button button--primary" aria-busy={change.isPending}>
            {change.isPending ? t('admin.saving') : user ? t('admin.save') : t('admin.create')}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
