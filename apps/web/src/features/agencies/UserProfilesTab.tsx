import { USER_FEATURE_GROUPS } from '@cargolens/domain/organizations';
import { required } from '@cargolens/domain/validation';
import { useState } from 'react';
import { Cell, Column, Row, VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../app/ConfirmDelete';
import { Bound } from '../../app/forms/Bound';
import { FormDialog } from '../../app/forms/FormDialog';
import { fieldErrors } from '../../app/forms/field-errors';
import { NameField } from '../../app/forms/NameField';
import { useDomainForm } from '../../app/forms/use-domain-form';
import { BY_NAME } from '../../app/list-query';
import { useTabList } from '../../app/use-tab-list';
import { ActionsMenu } from '../../ui/ActionsMenu';
import { AddButton } from '../../ui/AddButton';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { ListPanel } from '../../ui/ListPanel';
import { SortableColumn } from '../../ui/SortableColumn';
import { useActingOrganization } from '../organizations/acting-organization';
import { FeatureChecklist } from '../organizations/FeatureChecklist';
import { itemSave } from '../organizations/item-writes';
import { type UserProfile, useUserProfileChange, useUserProfiles } from './use-user-profiles';

type Editing =
  | { kind: 'form'; profile: UserProfile | null }
  | { kind: 'delete'; profile: UserProfile }
  | null;

const activeNames = (profile: UserProfile | null) =>
  (profile?.features ?? []).filter((feature) => feature.isActive).map((feature) => feature.name);

/** Administration › User profiles: named sets of user features given to users (shipment-domain §3, §6). */
export function UserProfilesTab() {
  const { t } = useTranslation();
  const organization = useActingOrganization();
  const list = useTabList<'name'>(BY_NAME);
  const profiles = useUserProfiles(organization, { page: list.page, sort: list.sort });
  const change = useUserProfileChange();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <ListPanel
      label={t('orgAdmin.profiles.tableLabel')}
      dialogs={
        <>
          {editing?.kind === 'form' && (
            <UserProfileDialog
              profile={editing.profile}
              organization={organization}
              onClose={() => setEditing(null)}
            />
          )}
          {editing?.kind === 'delete' && (
            <ConfirmDelete
              title={t('orgAdmin.profiles.deleteTitle')}
              message={t('orgAdmin.profiles.deleteText', { name: editing.profile.name })}
              id={editing.profile.id}
              change={change}
              onClose={() => setEditing(null)}
            />
          )}
        </>
      }
      toolbar={
        <AddButton
          label={t('orgAdmin.profiles.new')}
          onPress={() => setEditing({ kind: 'form', profile: null })}
        />
      }
      query={profiles}
      sort={list.sort}
      onSort={list.setSort}
      page={list.page}
      onPage={list.setPage}
      emptyText={t('orgAdmin.profiles.empty')}
      columns={
        <>
          <SortableColumn id="name" isRowHeader allowsSorting>
            {t('orgAdmin.fields.name')}
          </SortableColumn>
          <Column className="table__column">{t('orgAdmin.fields.features')}</Column>
          <Column className="table__column">{t('orgAdmin.profiles.users')}</Column>
          <Column className="table__column table__cell--actions">
            <VisuallyHidden>{t('admin.actionsColumn')}</VisuallyHidden>
          </Column>
        </>
      }
    >
      {(profile) => (
        <Row id={profile.id} className="table__row" textValue={profile.name}>
          <Cell className="table__cell">
            {profile.name}
            {profile.isReadOnly ? ` · ${t('orgAdmin.profiles.readOnly')}` : ''}
          </Cell>
          <Cell className="table__cell">{activeNames(profile).length}</Cell>
          <Cell className="table__cell">{profile.userCount}</Cell>
          <Cell className="table__cell table__cell--actions">
            <ActionsMenu
              label={t('admin.actions', { label: profile.name })}
              actions={[
                { id: 'edit', label: t('admin.edit') },
                { id: 'delete', label: t('admin.delete'), danger: true },
              ]}
              onAction={(id) =>
                setEditing(id === 'edit' ? { kind: 'form', profile } : { kind: 'delete', profile })
              }
            />
          </Cell>
        </Row>
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
      <Bound form={form} name="isReadOnly">
        {(field) => (
          <CheckboxInput
            label={t('orgAdmin.profiles.readOnly')}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      </Bound>
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
