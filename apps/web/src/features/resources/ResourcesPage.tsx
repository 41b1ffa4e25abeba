import { useTranslation } from 'react-i18next';
import { ItemDialogs, useEditing } from '../../app/ItemDialogs';
import { useDocumentTitle } from '../../app/use-document-title';
import { urlPaging, useUrlQuery } from '../../app/use-url-query';
import { AddButton } from '../../ui/AddButton';
import { ListPage } from '../../ui/ListPage';
import { useCanAdministrate } from '../account/use-permissions';
import { useActingOrganization } from '../organizations/acting-organization';
import { ResourceFormDialog } from './ResourceFormDialog';
import { ResourcesFilters } from './ResourcesFilters';
import { type ResourceAction, ResourcesTable } from './ResourcesTable';
import { changeResourcesQuery, PAGE_SIZES, readResourcesQuery, writeResourcesQuery } from './resources-query';
import type { Resource } from './types';
import { useResourceChange, useResources } from './use-resources';
import '../../ui/list-page.css';

const RESOURCES_QUERY = {
  read: readResourcesQuery,
  change: changeResourcesQuery,
  write: writeResourcesQuery,
};

/** Administration › Resources: the organization's trucks, trailers, telematic units and drivers' phones. */
export function ResourcesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('resources.title'));
  const { query, update } = useUrlQuery(RESOURCES_QUERY);
  const resources = useResources(useActingOrganization(), query);
  const canAdministrate = useCanAdministrate('ADMINISTRATION_RESOURCES');
  const change = useResourceChange();
  const { editing, create, open, close } = useEditing<Resource>();

  const onAction = (resource: Resource, action: ResourceAction) => {
    if (action === 'edit' || action === 'delete') open(resource, action);
    else change.mutate({ kind: action, id: resource.id });
  };

  return (
    <ListPage
      header={{
        title: t('resources.title'),
        total: { testId: 'resources-total', text: (count) => t('resources.total', { count }) },
        actions: canAdministrate && <AddButton label={t('resources.new')} onPress={create} />,
      }}
      filters={<ResourcesFilters query={query} onChange={update} />}
      query={resources}
      paging={urlPaging(query, update, PAGE_SIZES)}
      dialogs={
        <ItemDialogs
          editing={editing}
          onClose={close}
          form={(resource) => <ResourceFormDialog resource={resource} onClose={close} />}
          deletion={{
            title: t('resources.deleteTitle'),
            message: (resource) => t('resources.deleteText', { label: resource.label }),
            change,
          }}
        />
      }
    >
      {(items, busy) => (
        <ResourcesTable
          resources={items}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          busy={busy}
          {...(canAdministrate ? { onAction } : {})}
        />
      )}
    </ListPage>
  );
}
