import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';
import { useUrlQuery } from '../../app/use-url-query';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Icon } from '../../ui/Icon';
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
          <Button
            className="button button--primary"
            onPress={() => setEditing({ kind: 'form', resource: null })}
          >
            <Icon name="plus" size={16} />
            {t('resources.new')}
          </Button>
        ),
      }}
      filters={<ResourcesFilters query={query} onChange={update} />}
      query={resources}
      paging={{
        page: query.page,
        size: query.size,
        sizes: PAGE_SIZES,
        onPage: (page) => update({ page }),
        onSize: (size) => update({ size }),
      }}
      dialogs={
        <>
          {editing?.kind === 'form' && (
            <ResourceFormDialog resource={editing.resource} onClose={() => setEditing(null)} />
          )}
          {editing?.kind === 'delete' && (
            <ConfirmDialog
              isOpen
              title={t('resources.deleteTitle')}
              message={t('resources.deleteText', { label: editing.resource.label })}
              confirmLabel={t('admin.delete')}
              cancelLabel={t('admin.cancel')}
              isPending={change.isPending}
              onClose={() => setEditing(null)}
              onConfirm={() =>
                change.mutate(
                  { kind: 'delete', id: editing.resource.id },
                  { onSuccess: () => setEditing(null) },
                )
              }
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
