// The back office's organization switch itself (decision 0132), loaded only for sessions that may act on
// behalf (OrganizationPicker): picking one reopens the current screen under organizations/{organization}/entities/...,
// "All organizations" goes back to the back office's own view. A portfolio filter beside it narrows the choice
// to an account manager's customers (decision 0190).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './organizations.css';
import { useLocation, useNavigate } from 'react-router';
import { SelectInput } from '../../ui/SelectInput';
import { useCan } from '../account/use-permissions';
import { PortfolioFilter } from '../portfolios/PortfolioFilter';
import { ALL_PORTFOLIOS } from '../portfolios/portfolio-filter';
import { onBehalfPath, useActingOrganization } from './acting-organization';
import { useOrganizations } from './use-organizations';

const ALL = 'all';

export function OrganizationPickerMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const acting = useActingOrganization();
  const readsPortfolios = useCan('portfolios.read');
  const [portfolio, setPortfolio] = useState(ALL_PORTFOLIOS);
  const everyOrganization = useOrganizations();
  const organizations = useOrganizations({ portfolio });
  const shown = (organizations.data?.items ?? []).filter((organization) => !organization.isBackOffice);
  // The organization acted for stays choosable even when the filter leaves it out.
  const current =
    acting && !shown.some((o) => o.id === acting)
      ? everyOrganization.data?.items.find((o) => o.id === acting)
      : undefined;
  const options = [
    { id: ALL, label: t('orgAdmin.picker.all') },
    ...[...(current ? [current] : []), ...shown].map((organization) => ({
      id: organization.id,
      label: organization.name,
    })),
  ];
  return (
    <div className="organization-picker" data-testid="organization-picker">
      {readsPortfolios && <PortfolioFilter value={portfolio} onChange={setPortfolio} />}
      <SelectInput
        label={t('orgAdmin.picker.label')}
        options={options}
        value={acting ?? ALL}
        onChange={(id) => navigate(onBehalfPath(id === ALL ? undefined : id, pathname) + search)}
      />
    </div>
  );
}
