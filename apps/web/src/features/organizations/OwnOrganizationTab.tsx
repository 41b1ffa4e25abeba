import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../ui/Status';
import { useMe } from '../account/use-me';
import { useCan } from '../account/use-permissions';
import { useActingOrganization } from './acting-organization';
import { OrganizationForm } from './OrganizationForm';
import { useOrganization } from './use-organizations';
import './organizations.css';

/**
 * Administration › Organization: a client administrator's own organization (decision 0130), or the one the
 * back office acts for, changed in place.
 */
export function OwnOrganizationTab() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const backOffice = useCan('organizations.actOnBehalf');
  const acting = useActingOrganization();
  const organization = useOrganization(acting ?? me?.organization?.id);
  if (organization.isError) return <LoadError onRetry={() => void organization.refetch()} />;
  if (!organization.data) return <Loading />;
  return (
    <section className="panel organization-own" aria-label={t('ownOrganization.tab')}>
      <OrganizationForm
        // A fresh form when the organization changes (another pick, or the saved values reloaded).
        key={`${organization.data.id}:${organization.dataUpdatedAt}`}
        organization={organization.data}
        backOffice={backOffice}
      />
    </section>
  );
}
