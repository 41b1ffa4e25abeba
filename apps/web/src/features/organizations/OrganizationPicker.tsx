import { useTranslation } from 'react-i18next';
import './organizations.css';
import { useLocation, useNavigate } from 'react-router';
import { SelectInput } from '../../ui/SelectInput';
import { useCan } from '../account/use-permissions';
import { onBehalfPath, useActingOrganization } from './acting-organization';
import { useOrganizations } from './use-organizations';

const ALL = 'all';

/**
 * The back office's organization switch (decision 0132): picking one reopens the current screen under
 * organizations/{organization}/entities/..., "All organizations" goes back to the back office's own view.
 */
export function OrganizationPicker() {
  const mayActOnBehalf = useCan('organizations.actOnBehalf');
  if (!mayActOnBehalf) return null;
  return <Picker />;
}

function Picker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const acting = useActingOrganization();
  const organizations = useOrganizations();
  const options = [
    { id: ALL, label: t('orgAdmin.picker.all') },
    ...(organizations.data?.items ?? [])
      .filter((organization) => !organization.isBackOffice)
      .map((organization) => ({ id: organization.id, label: organization.name })),
  ];
  return (
    <div className="organization-picker" data-testid="organization-picker">
      <SelectInput
        label={t('orgAdmin.picker.label')}
        options={options}
        value={acting ?? ALL}
        onChange={(id) => navigate(onBehalfPath(id === ALL ? undefined : id, pathname) + search)}
      />
    </div>
  );
}
