import { USER_FEATURE_GROUPS } from '@cargolens/domain/organizations';
import { required } from '@cargolens/domain/validation';
import { Cell } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Bound } from '../../app/forms/Bound';
import { BoundCheckbox } from '../../app/forms/BoundCheckbox';
import { FormDialog } from '../../app/forms/FormDialog';
import { fieldErrors } from '../../app/forms/field-errors';
import { NameField } from '../../app/forms/NameField';
import { useDomainForm } from '../../app/forms/use-domain-form';
import { ItemDialogs, useEditing } from '../../app/ItemDialogs';
import { BY_NAME } from '../../app/list-query';
import { useTabList } from '../../app/use-tab-list';
import { AddButton } from '../../ui/AddButton';
import { EditDeleteMenu } from '../../ui/ItemActions';
import { ListPanel } from '../../ui/ListPanel';
import { useActingOrganization } from '../organizations/acting-organization';
import { FeatureChecklist } from '../organizations/FeatureChecklist';
import { itemSave } from '../organizations/item-writes';
import { type UserProfile, useUserProfileChange, useUserProfiles } from './use-user-profiles';

const activeNames = (profile: UserProfile | null) =>
  (profile?.features ?? []).filter((feature) => feature.isActive).map((feature) => feature.name);

/** Administration › User profiles: named sets of user features given to users (shipment-domain §3, §6). */
export function UserProfilesTab() {
  const { t } = useTranslation();
  const organization = useActingOrganization();
  const list = useTabList<'name'>(BY_NAME);
  const profiles = useUserProfiles(organization, { page: list.page, sort: list.sort });
  const change = useUserProfileChange();
  const { editing, create, open, close } = useEditing<UserProfile>();
  return (
    <ListPanel
      label={t('orgAdmin.profiles.tableLabel')}
      dialogs={
        <ItemDialogs
          editing={editing}
          onClose={close}
          form={(profile) => (
            <UserProfileDialog profile={profile} organization={organization} onClose={close} />
          )}
          deletion={{
            title: t('orgAdmin.profiles.deleteTitle'),
            message: (profile) => t('orgAdmin.profiles.deleteText', { name: profile.name }),
            change,
          }}
        />
      }
      toolbar={<AddButton label={t('orgAdmin.profiles.new')} onPress={create} />}
      query={profiles}
      list={list}
      emptyText={t('orgAdmin.profiles.empty')}
      nameLabel={t('orgAdmin.fields.name')}
      columns={[t('orgAdmin.fields.features'), t('orgAdmin.profiles.users')]}
      actions={(profile) => (
        <EditDeleteMenu label={profile.name} onAction={(action) => open(profile, action)} />
      )}
    >
      {(profile) => (
        <>
          <Cell className="table__cell">
            {profile.name}
            {profile.isReadOnly ? ` · ${t('orgAdmin.profiles.readOnly')}` : ''}
          </Cell>
          <Cell className="table__cell">{activeNames(profile).length}</Cell>
          <Cell className="table__cell">{profile.userCount}</Cell>
        </>
      )}
    </ListPanel>
  );
}

function UserProfileDialog({
  profile,
  organization,
  onClose,
}: {
  profile: UserProfile | null;
  organization: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useUserProfileChange();
  const form = useDomainForm({
    defaults: {
      name: profile?.name ?? '',
      isReadOnly: profile?.isReadOnly ?? false,
      features: activeNames(profile),
    },
    issuesOf: (values): { name?: string } => {
      const issue = required(values.name.trim());
      return issue ? { name: issue } : {};
    },
  });
  const { values } = form;
  const errors = fieldErrors(change.error, t);
  const onSubmit = () => {
    form.checks.submit();
    if (form.hasIssues() || change.isPending) return;
    const saved = { name: values.name.trim(), isReadOnly: values.isReadOnly, features: values.features };
    change.mutate(itemSave(profile, organization, saved), { onSuccess: onClose });
  };
  return (
    <FormDialog
      title={
        profile
          ? t('orgAdmin.profiles.editTitle', { name: profile.name })
          : t('orgAdmin.profiles.createTitle')
      }
      size="wide"
      isNew={!profile}
      isPending={change.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <NameField
        form={form}
        name="name"
        label={t('orgAdmin.fields.name')}
        error={form.issueText(t, 'name') ?? errors.name}
      />
      <BoundCheckbox form={form} name="isReadOnly" label={t('orgAdmin.profiles.readOnly')} />
      <Bound form={form} name="features">
        {(field) => <ProfileFeatures value={field.value} onChange={field.onChange} />}
      </Bound>
    </FormDialog>
  );
}

const isAdministration = (feature: string) =>
  (USER_FEATURE_GROUPS.administration as readonly string[]).includes(feature);

/** A profile's features in two checklists, operations and administration, kept as one list. */
function ProfileFeatures({ value, onChange }: { value: string[]; onChange: (features: string[]) => void }) {
  const { t } = useTranslation();
  const operations = value.filter((f) => !isAdministration(f));
  const administration = value.filter(isAdministration);
  return (
    <>
      <FeatureChecklist
        legend={t('orgAdmin.profiles.operations')}
        features={USER_FEATURE_GROUPS.operations}
        value={operations}
        onChange={(chosen) => onChange([...chosen, ...administration])}
      />
      <FeatureChecklist
        legend={t('orgAdmin.profiles.administration')}
        features={USER_FEATURE_GROUPS.administration}
        value={administration}
        onChange={(chosen) => onChange([...operations, ...chosen])}
      />
    </>
  );
}
