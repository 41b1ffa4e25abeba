import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { useCan } from '../account/use-permissions';
import { useActingOrganization } from '../organizations/acting-organization';
import { OrganizationsTab } from '../organizations/OrganizationsTab';
import { OwnOrganizationTab } from '../organizations/OwnOrganizationTab';
import { PortfoliosTab } from '../portfolios/PortfoliosTab';
import { AgenciesTab } from './AgenciesTab';
import { UserProfilesTab } from './UserProfilesTab';
import '../../ui/list-page.css';

/**
 * Administration › Agencies (shipment-domain §2): the organization's agencies and user profiles; the back
 * office also finds every organization here, and works on one's agencies by picking it (decision 0132).
 */
export function AgenciesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orgAdmin.title'));
  const [params, setParams] = useSearchParams();
  const backOffice = useCan('organizations.actOnBehalf');
  const acting = useActingOrganization();
  const profiles = useCan('users.administrate');
  const portfolios = useCan('portfolios.read');
  // A client administrator changes its own organization; the back office the one it acts for.
  const ownOrganization = useCan('organizations.administrate') && (!backOffice || acting !== undefined);
  const items = [
    { id: 'agencies', label: t('orgAdmin.tabs.agencies'), content: <AgenciesTab /> },
    ...(profiles
      ? [{ id: 'profiles', label: t('orgAdmin.tabs.userProfiles'), content: <UserProfilesTab /> }]
      : []),
    ...(ownOrganization
      ? [{ id: 'organization', label: t('ownOrganization.tab'), content: <OwnOrganizationTab /> }]
      : []),
    ...(backOffice && !acting
      ? [{ id: 'organizations', label: t('orgAdmin.tabs.organizations'), content: <OrganizationsTab /> }]
      : []),
    ...(portfolios && !acting
      ? [{ id: 'portfolios', label: t('portfolios.tab'), content: <PortfoliosTab /> }]
      : []),
  ];
  const wanted = params.get('tab');
  const selected = items.some((item) => item.id === wanted) ? wanted! : 'agencies';
  return (
    <>
      <PageHeader title={t('orgAdmin.title')} />
      <Tabs
        label={t('orgAdmin.title')}
        items={items}
        selected={selected}
        onSelect={(tab) => setParams({ tab }, { replace: true })}
      />
    </>
  );
}
