import { useState } from 'react';
import { Cell, Column, Row, VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../app/ConfirmDelete';
import { BY_NAME } from '../../app/list-query';
import { useTabList } from '../../app/use-tab-list';
import { ActionsMenu } from '../../ui/ActionsMenu';
import { AddButton } from '../../ui/AddButton';
import { Badge } from '../../ui/Badge';
import { ListPanel } from '../../ui/ListPanel';
import { SearchInput } from '../../ui/SearchInput';
import { SortableColumn } from '../../ui/SortableColumn';
import { useCan } from '../account/use-permissions';
import { useActingOrganization } from '../organizations/acting-organization';
import { AgencyFormDialog } from './AgencyFormDialog';
import { type Agency, useAgencies, useAgencyChange } from './use-agencies';

type Editing = { kind: 'form'; agency: Agency | null } | { kind: 'delete'; agency: Agency } | null;

/** The organization's agencies (the one acted for, for the back office), with create, edit and delete. */
export function AgenciesTab() {
  const { t } = useTranslation();
  const organization = useActingOrganization();
  const list = useTabList<'name'>(BY_NAME);
  const agencies = useAgencies(organization, { search: list.search, page: list.page, sort: list.sort });
  const canAdministrate = useCan('agencies.administrate');
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <ListPanel
      label={t('orgAdmin.agencies.tableLabel')}
      dialogs={
        <AgencyDialogs editing={editing} organization={organization} onClose={() => setEditing(null)} />
      }
      toolbar={
        <>
          <SearchInput label={t('orgAdmin.agencies.search')} value={list.search} onChange={list.setSearch} />
          {canAdministrate && (
            <AddButton
              label={t('orgAdmin.agencies.new')}
              onPress={() => setEditing({ kind: 'form', agency: null })}
            />
          )}
        </>
      }
      query={agencies}
      sort={list.sort}
      onSort={list.setSort}
      page={list.page}
      onPage={list.setPage}
      emptyText={t('orgAdmin.agencies.empty')}
      columns={
        <>
          <SortableColumn id="name" isRowHeader allowsSorting>
            {t('orgAdmin.fields.name')}
          </SortableColumn>
          <Column className="table__column">{t('orgAdmin.fields.town')}</Column>
          <Column className="table__column">{t('orgAdmin.fields.organization')}</Column>
          <Column className="table__column">{t('orgAdmin.agencies.delays')}</Column>
          <Column className="table__column table__cell--actions">
            <VisuallyHidden>{t('admin.actionsColumn')}</VisuallyHidden>
          </Column>
        </>
      }
    >
      {(agency) => (
        <Row id={agency.id} className="table__row" textValue={agency.name}>
          <Cell className="table__cell">
            {agency.name} {agency.isDefault && <Badge tone="blue">{t('orgAdmin.agencies.default')}</Badge>}
          </Cell>
          <Cell className="table__cell">{agency.address.town ?? '—'}</Cell>
          <Cell className="table__cell">{agency.organizationName}</Cell>
          <Cell className="table__cell">
            {t('orgAdmin.agencies.delayValues', {
              tolerable: agency.tolerableDelayMinutes,
              risky: agency.riskyDelayMinutes,
            })}
          </Cell>
          <Cell className="table__cell table__cell--actions">
            {canAdministrate ? (
              <ActionsMenu
                label={t('admin.actions', { label: agency.name })}
                actions={[
                  { id: 'edit', label: t('admin.edit') },
                  { id: 'delete', label: t('admin.delete'), danger: true },
                ]}
                onAction={(id) =>
                  setEditing(id === 'edit' ? { kind: 'form', agency } : { kind: 'delete', agency })
                }
              />
            ) : null}
          </Cell>
        </Row>
      )}
    </ListPanel>
  );
}

/** The form of a new or changed agency, or the confirmation of a deletion. */
function AgencyDialogs({
  editing,
  organization,
  onClose,
}: {
  editing: Editing;
  organization: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useAgencyChange();
  if (editing?.kind === 'form')
    return <AgencyFormDialog agency={editing.agency} organization={organization} onClose={onClose} />;
  if (editing?.kind !== 'delete') return null;
  return (
    <ConfirmDelete
      title={t('orgAdmin.agencies.deleteTitle')}
      message={t('orgAdmin.agencies.deleteText', { name: editing.agency.name })}
      id={editing.agency.id}
      change={change}
      onClose={onClose}
    />
  );
}
