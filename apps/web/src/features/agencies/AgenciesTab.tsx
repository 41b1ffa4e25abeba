import { Cell } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ItemDialogs, useEditing } from '../../app/ItemDialogs';
import { BY_NAME } from '../../app/list-query';
import { useTabList } from '../../app/use-tab-list';
import { AddButton } from '../../ui/AddButton';
import { Badge } from '../../ui/Badge';
import { EditDeleteMenu } from '../../ui/ItemActions';
import { ListPanel } from '../../ui/ListPanel';
import { SearchInput } from '../../ui/SearchInput';
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
      list={list}
      emptyText={t('orgAdmin.agencies.empty')}
      nameLabel={t('orgAdmin.fields.name')}
      columns={[t('orgAdmin.fields.town'), t('orgAdmin.fields.organization'), t('orgAdmin.agencies.delays')]}
      actions={(agency) =>
        canAdministrate ? (
          <EditDeleteMenu label={agency.name} onAction={(action) => open(agency, action)} />
        ) : null
      }
    >
      {(agency) => (
        <>
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
        </>
      )}
    </ListPanel>
  );
}
