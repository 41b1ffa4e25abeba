// The user form's sections, bound to the form's values: who the user is and their role, the role's rights,
// where they work and how they are reached.
import type { MainRole } from '@cargolens/domain/users';
import { LANGUAGE_NAMES, LANGUAGES } from '@cargolens/i18n';
import { useTranslation } from 'react-i18next';
import { Bound } from '../../app/forms/Bound';
import { BoundText } from '../../app/forms/BoundText';
import type { DomainForm } from '../../app/forms/use-domain-form';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { MultiSelect } from '../../ui/MultiSelect';
import { SelectInput } from '../../ui/SelectInput';
import type { TextInputProps } from '../../ui/TextInput';
import { PortfoliosField } from '../portfolios/PortfoliosField';
import { type FormField, followsPortfolios, takesProfile, type UserFormValues } from './user-form';

export interface UserSectionProps {
  form: DomainForm<UserFormValues, FormField>;
  errorOf: (field: FormField) => string | undefined;
}

type TextField = 'firstname' | 'lastname' | 'username' | 'email' | 'timezone' | 'phone' | 'password';

/** A text field of the form: required unless `optional`, with its check's message. */
function UserText({
  form,
  errorOf,
  name,
  optional = false,
  ...rest
}: UserSectionProps & { name: TextField; label: string; optional?: boolean } & Pick<
    TextInputProps,
    'autoFocus' | 'type' | 'autoComplete' | 'description'
  >) {
  return <BoundText {...rest} form={form} name={name} error={errorOf(name)} isRequired={!optional} />;
}

export function UserIdentityFields(
  props: UserSectionProps & {
    checking: { username: boolean; email: boolean };
    mainRoles: readonly MainRole[];
    profiles: readonly { id: string; name: string }[];
  },
) {
  const { t } = useTranslation();
  const { form, errorOf, checking } = props;
  const checkingText = (on: boolean) => (on ? t('admin.checking') : undefined);
  return (
    <div className="form-grid">
      <UserText {...props} name="firstname" label={t('usersAdmin.fields.firstname')} autoFocus />
      <UserText {...props} name="lastname" label={t('usersAdmin.fields.lastname')} />
      <UserText
        {...props}
        name="username"
        label={t('usersAdmin.fields.username')}
        autoComplete="off"
        description={checkingText(checking.username)}
      />
      <UserText
        {...props}
        name="email"
        label={t('usersAdmin.fields.email')}
        type="email"
        autoComplete="off"
        description={checkingText(checking.email)}
      />
      <Bound form={form} name="mainRole">
        {(field) => (
          <SelectInput
            label={t('usersAdmin.fields.role')}
            name="role"
            value={field.value}
            onChange={(role) => {
              field.onChange(role as UserFormValues['mainRole']);
              form.setValue('children', []);
            }}
            options={props.mainRoles.map((id) => ({ id, label: t(`usersAdmin.roles.${id}`) }))}
            error={errorOf('mainRole')}
          />
        )}
      </Bound>
      {takesProfile(form.values) && (
        <Bound form={form} name="userProfileId">
          {(field) => (
            <SelectInput
              label={t('usersAdmin.fields.userProfile')}
              name="userProfile"
              value={field.value}
              onChange={field.onChange}
              options={[
                { id: '', label: t('usersAdmin.fields.noProfile') },
                ...props.profiles.map((p) => ({ id: p.id, label: p.name })),
              ]}
              error={errorOf('userProfileId')}
            />
          )}
        </Bound>
      )}
    </div>
  );
}

/** The rights under the main role (API rights, notification administration) the caller may give. */
export function UserChildrenFields({
  form,
  roles,
}: Pick<UserSectionProps, 'form'> & { roles: readonly string[] }) {
  const { t } = useTranslation();
  if (roles.length === 0) return null;
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{t('usersAdmin.fields.children')}</legend>
      <Bound form={form} name="children">
        {(field) =>
          roles.map((role) => (
            <CheckboxInput
              key={role}
              label={t(`usersAdmin.roles.${role as 'ROLE_CLIENT_API_ADMIN'}`)}
              value={field.value.includes(role)}
              onChange={(on) =>
                field.onChange(on ? [...field.value, role] : field.value.filter((r) => r !== role))
              }
            />
          ))
        }
      </Bound>
    </fieldset>
  );
}

/** Where the user works and how they are reached, in one grid. */
export function UserWorkFields(
  props: UserSectionProps & { agencies: readonly { id: string; name: string }[]; isNew: boolean },
) {
  const { t } = useTranslation();
  return (
    <div className="form-grid">
      <UserAgencyFields {...props} />
      <Bound form={props.form} name="lang">
        {(field) => (
          <SelectInput
            label={t('usersAdmin.fields.lang')}
            name="lang"
            value={field.value}
            onChange={field.onChange}
            options={LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }))}
            error={props.errorOf('lang')}
          />
        )}
      </Bound>
      <UserText
        {...props}
        name="timezone"
        label={t('usersAdmin.fields.timezone')}
        description={t('usersAdmin.fields.timezoneHint')}
      />
      <UserText
        {...props}
        name="phone"
        label={t('usersAdmin.fields.phone')}
        optional
        type="tel"
        description={t('usersAdmin.fields.phoneHint')}
      />
      <UserText
        {...props}
        name="password"
        label={t('usersAdmin.fields.password')}
        optional
        type="password"
        autoComplete="new-password"
        description={props.isNew ? t('usersAdmin.fields.passwordHint') : undefined}
      />
    </div>
  );
}

function UserAgencyFields({
  form,
  agencies,
}: Pick<UserSectionProps, 'form'> & { agencies: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const { values } = form;
  const chosenAgencies = agencies.filter((agency) => values.agencyIds.includes(agency.id));
  return (
    <>
      <Bound form={form} name="agencyIds">
        {(field) => (
          <MultiSelect
            label={t('usersAdmin.fields.agencies')}
            placeholder={t('usersAdmin.fields.noAgency')}
            countLabel={(count) => t('orders.selectedCount', { count })}
            options={agencies.map((a) => ({ id: a.id, label: a.name }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      </Bound>
      {followsPortfolios(values) && (
        <Bound form={form} name="portfolioIds">
          {(field) => <PortfoliosField value={field.value ?? []} onChange={field.onChange} />}
        </Bound>
      )}
      {chosenAgencies.length > 1 && (
        <Bound form={form} name="defaultAgencyId">
          {(field) => (
            <SelectInput
              label={t('usersAdmin.fields.defaultAgency')}
              name="defaultAgency"
              value={values.agencyIds.includes(field.value) ? field.value : values.agencyIds[0]!}
              onChange={field.onChange}
              options={chosenAgencies.map((a) => ({ id: a.id, label: a.name }))}
            />
          )}
        </Bound>
      )}
    </>
  );
}
