import { useState } from 'react';
import { Cell } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BY_NAME } from '../../app/list-query';
import { useTabList } from '../../app/use-tab-list';
import { ActionsMenu } from '../../ui/ActionsMenu';
import { AddButton } from '../../ui/AddButton';
import { ListPanel } from '../../ui/ListPanel';
import { ModalDialog } from '../../ui/ModalDialog';
import { SearchInput } from '../../ui/SearchInput';
import { useCan } from '../account/use-permissions';
import { PortfolioFilter } from '../portfolios/PortfolioFilter';
import { ALL_PORTFOLIOS } from '../portfolios/portfolio-filter';
import { onBehalfPath } from './acting-organization';
import { OrganizationForm } from './OrganizationForm';
import { type Organization, useOrganizations } from './use-organizations';
import './organizations.css';

/** Back office › Organizations: every organization, created and edited here, opened on behalf from here. */
export function OrganizationsTab() {
  const { t } = useTranslation();
  const list = useTabList<'name'>(BY_NAME);
  const [portfolio, setPortfolio] = useState(ALL_PORTFOLIOS);
  const readsPortfolios = useCan('portfolios.read');
  const organizations = useOrganizations({
    search: list.search,
    page: list.page,
    sort: list.sort,
    size: 20,
    portfolio,
  });
  const [editing, setEditing] = useState<{ organization: Organization | null } | null>(null);
  return (
    <ListPanel
      label={t('orgAdmin.organizations.tableLabel')}
      dialogs={
        editing && (
          <OrganizationFormDialog organization={editing.organization} onClose={() => setEditing(null)} />
        )
      }
      toolbar={
        <>
          <SearchInput
            label={t('orgAdmin.organizations.search')}
            value={list.search}
            onChange={list.setSearch}
          />
          {readsPortfolios && (
            <PortfolioFilter
              value={portfolio}
              onChange={(value) => {
                setPortfolio(value);
                list.setPage(1);
              }}
            />
          )}
          <AddButton
            label={t('orgAdmin.organizations.new')}
            onPress={() => setEditing({ organization: null })}
          />
        </>
      }
      query={organizations}
      list={list}
      emptyText={t('orgAdmin.organizations.empty')}
      nameLabel={t('orgAdmin.fields.name')}
      columns={[t('orgAdmin.fields.profile'), t('orgAdmin.fields.town')]}
      actions={(organization) => (
        <ActionsMenu
          label={t('admin.actions', { label: organization.name })}
          actions={[{ id: 'edit', label: t('admin.edit') }]}
          onAction={() => setEditing({ organization })}
        />
      )}
    >
      {(organization) => (
        <>
          <Cell className="table__cell">
            <Link to={onBehalfPath(organization.id, '/orders')}>{organization.name}</Link>
          </Cell>
          <Cell className="table__cell">{t(`orgAdmin.organizationProfiles.${organization.profile}`)}</Cell>
          <Cell className="table__cell">{organization.address.town ?? '—'}</Cell>
        </>
      )}
    </ListPanel>
  );
}

function OrganizationFormDialog({
  organization,
  onClose,
}: {
  organization: Organization | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={
        organization
          ? t('orgAdmin.organizations.editTitle', { name: organization.name })
          : t('orgAdmin.organizations.createTitle')
      }
      isOpen
      onClose={onClose}
      size="wide"
    >
      <OrganizationForm organization={organization} backOffice onSaved={onClose} onCancel={onClose} />
    </ModalDialog>
  );
}
