import { Cell, Column, Row } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ItemDialogs, useEditing } from '../../app/ItemDialogs';
import { BY_NAME } from '../../app/list-query';
import { useTabList } from '../../app/use-tab-list';
import { AddButton } from '../../ui/AddButton';
import { Badge } from '../../ui/Badge';
import { ActionsColumn, EditDeleteMenu } from '../../ui/ItemActions';
import { ListPanel } from '../../ui/ListPanel';
import { SearchInput } from '../../ui/SearchInput';
import { SortableColumn } from '../../ui/SortableColumn';
import { useCan } from '../account/use-permissions';
import { useActingOrganization } from '../organizations/acting-organization';
import { AgencyFormDialog } from './AgencyFormDialog';
import { type Agency, useAgencies, useAgencyChange } from './use-agencies';

/** The organization's agencies (the one acted for, for the back office), with create, edit and delete. */
export function AgenciesTab() {
  const { t } = useTranslation();
  const organization = useActingOrganization();
  const list = useTabList<'name'>(BY_NAME);
  const agencies = useAgencies(organization, { search: list.search, page: list.page, sort: list.sort });
  const canAdministrate = useCan('agencies.administrate');
  const { editing, create, open, close } = useEditing<Agency>();
  const change = useAgencyChange();

  return (
    <ListPanel
      label={t('orgAdmin.agencies.tableLabel')}
      dialogs={
        <ItemDialogs
          editing={editing}
          onClose={close}
          form={(agency) => <AgencyFormDialog agency={agency} organization={organization} onClose={close} />}
          deletion={{
            title: t('orgAdmin.agencies.deleteTitle'),
            message: (agency) => t('orgAdmin.agencies.deleteText', { name: agency.name }),
            change,
          }}
        />
      }
      toolbar={
        <>
          <SearchInput label={t('orgAdmin.agencies.search')} value={list.search} onChange={list.setSearch} />
          {canAdministrate && <AddButton label={t('orgAdmin.agencies.new')} onPress={create} />}
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
          <ActionsColumn />
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
              <EditDeleteMenu label={agency.name} onAction={(action) => open(agency, action)} />
            ) : null}
          </Cell>
        </Row>
      )}
    </ListPanel>
  );
}
