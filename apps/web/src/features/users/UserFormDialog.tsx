import { API_CHILD_ROLES } from '@cargolens/domain/permissions';
import { assignableRoles, MAIN_ROLES } from '@cargolens/domain/users';
import { useTranslation } from 'react-i18next';
import { BoundCheckbox } from '../../app/forms/BoundCheckbox';
import { FormDialog } from '../../app/forms/FormDialog';
import { fieldErrors } from '../../app/forms/field-errors';
import { useUniquenessCheck } from '../../app/forms/uniqueness-check';
import { useDomainForm } from '../../app/forms/use-domain-form';
import type { Me } from '../account/use-me';
import { itemSave } from '../organizations/item-writes';
import type { ManagedUser } from './types';
import { UserChildrenFields, UserIdentityFields, UserWorkFields } from './UserFormFields';
import { userValueTaken, useUserChange, useUserChoices } from './use-users';
import { type FormField, formFieldOf, formIssues, toRequest, type UserFormValues } from './user-form';

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
  const country = me.organization?.address.country ?? null;
  const form = useDomainForm({
    defaults: initial,
    issuesOf: (values) => formIssues(values, country),
    onEdit: () => change.reset(),
  });
  const { values } = form;
  const uniqueOf = (field: 'username' | 'email') => ({
    isDirty: form.checks.left(field) || values[field] !== initial[field],
    current: initial[field],
  });
  const username = useUniquenessCheck(values.username, uniqueOf('username'), (value) =>
    userValueTaken('username', value),
  );
  const email = useUniquenessCheck(values.email, uniqueOf('email'), (value) =>
    userValueTaken('email', value),
  );
  const serverErrors: Partial<Record<FormField, string>> = {};
  for (const [field, message] of Object.entries(fieldErrors(change.error, t))) {
    const formField = formFieldOf(field);
    if (formField) serverErrors[formField] = message;
  }
  const taken = { username: username === 'taken', email: email === 'taken' } as Partial<
    Record<FormField, boolean>
  >;
  const sections = {
    form,
    errorOf: (field: FormField) =>
      form.issueText(t, field) ?? (taken[field] ? t('errors.valueUsed') : serverErrors[field]),
  };
  const allowed = new Set(assignableRoles(me.roles));

  const onSubmit = () => {
    form.checks.submit();
    if (form.hasIssues() || username === 'taken' || email === 'taken' || change.isPending) return;
    change.mutate(itemSave(user, acting, toRequest(values)), { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={user ? t('usersAdmin.editTitle', { name: user.fullName }) : t('usersAdmin.createTitle')}
      size="wide"
      isNew={!user}
      isPending={change.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <UserIdentityFields
        {...sections}
        checking={{ username: username === 'checking', email: email === 'checking' }}
        mainRoles={MAIN_ROLES.filter((role) => allowed.has(role) || role === initial.mainRole)}
        profiles={choices.profiles.data ?? []}
      />
      <UserChildrenFields
        form={form}
        roles={(CHILDREN[values.mainRole] ?? []).filter((role) => allowed.has(role))}
      />
      <UserWorkFields {...sections} agencies={choices.agencies.data ?? []} isNew={!user} />
      <BoundCheckbox form={form} name="receiveMail" label={t('usersAdmin.fields.receiveMail')} />
    </FormDialog>
  );
}
