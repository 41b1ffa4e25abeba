import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../app/ConfirmDelete';
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

type Editing = { kind: 'form'; resource: Resource | null } | { kind: 'delete'; resource: Resource } | null;

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
  const [editing, setEditing] = useState<Editing>(null);

  const onAction = (resource: Resource, action: ResourceAction) => {
    if (action === 'edit') setEditing({ kind: 'form', resource });
    else if (action === 'delete') setEditing({ kind: 'delete', resource });
    else change.mutate({ kind: action, id: resource.id });
  };

  return (
    <ListPage
      header={{
        title: t('resources.title'),
        total: { testId: 'resources-total', text: (count) => t('resources.total', { count }) },
        actions: canAdministrate && (
          <AddButton
            label={t('resources.new')}
            onPress={() => setEditing({ kind: 'form', resource: null })}
          />
        ),
      }}
      filters={<ResourcesFilters query={query} onChange={update} />}
      query={resources}
      paging={urlPaging(query, update, PAGE_SIZES)}
      dialogs={
        <>
          {editing?.kind === 'form' && (
            <ResourceFormDialog resource={editing.resource} onClose={() => setEditing(null)} />
          )}
          {editing?.kind === 'delete' && (
            <ConfirmDelete
              title={t('resources.deleteTitle')}
              message={t('resources.deleteText', { label: editing.resource.label })}
              id={editing.resource.id}
              change={change}
              onClose={() => setEditing(null)}
            />
          )}
        </>
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
