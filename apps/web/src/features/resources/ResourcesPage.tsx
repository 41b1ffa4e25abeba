import { useCallback, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { LoadError, Loading } from '../../ui/Status';
import { useCanAdministrate } from '../account/use-permissions';
import { useActingOrganization } from '../organizations/acting-organization';
import { ResourceFormDialog } from './ResourceFormDialog';
import { ResourcesFilters } from './ResourcesFilters';
import { type ResourceAction, ResourcesTable } from './ResourcesTable';
import {
  changeResourcesQuery,
  PAGE_SIZES,
  type ResourcesQuery,
  readResourcesQuery,
  writeResourcesQuery,
} from './resources-query';
import type { Resource } from './types';
import { useResourceChange, useResources } from './use-resources';
import '../../ui/list-page.css';

type Editing = { kind: 'form'; resource: Resource | null } | { kind: 'delete'; resource: Resource } | null;

/** Administration › Resources: the organization's trucks, trailers, telematic units and drivers' phones. */
export function ResourcesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('resources.title'));
  const [params, setParams] = useSearchParams();
  const query = readResourcesQuery(params);
  const resources = useResources(useActingOrganization(), query);
  const canAdministrate = useCanAdministrate('ADMINISTRATION_RESOURCES');
  const change = useResourceChange();
  const [editing, setEditing] = useState<Editing>(null);

  const serialized = params.toString();
  const update = useCallback(
    (next: Partial<ResourcesQuery>) =>
      setParams(
        writeResourcesQuery(changeResourcesQuery(readResourcesQuery(new URLSearchParams(serialized)), next)),
      ),
    [serialized, setParams],
  );

  const onAction = (resource: Resource, action: ResourceAction) => {
    if (action === 'edit') setEditing({ kind: 'form', resource });
    else if (action === 'delete') setEditing({ kind: 'delete', resource });
    else change.mutate({ kind: action, id: resource.id });
  };

  const total = resources.data?.meta.totalItems;
  return (
    <>
      <PageHeader
        title={t('resources.title')}
        meta={
          total !== undefined && (
            <span data-testid="resources-total">{t('resources.total', { count: total })}</span>
          )
        }
        actions={
          canAdministrate && (
            <Button
              className="button button--primary"
              onPress={() => setEditing({ kind: 'form', resource: null })}
            >
              <Icon name="plus" size={16} />
              {t('resources.new')}
            </Button>
          )
        }
      />
      <ResourcesFilters query={query} onChange={update} />
      {resources.isPending ? (
        <Loading />
      ) : resources.isError ? (
        <LoadError onRetry={() => void resources.refetch()} />
      ) : (
        <section className="panel panel--flush">
          <ResourcesTable
            resources={resources.data.items}
            sort={query.sort}
            onSort={(sort) => update({ sort })}
            busy={resources.isPlaceholderData}
            {...(canAdministrate ? { onAction } : {})}
          />
          <Pagination
            page={query.page}
            pages={resources.data.meta.totalPages}
            size={query.size}
            sizes={PAGE_SIZES}
            onPage={(page) => update({ page })}
            onSize={(size) => update({ size })}
          />
        </section>
      )}
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
            change.mutate({ kind: 'delete', id: editing.resource.id }, { onSuccess: () => setEditing(null) })
          }
        />
      )}
    </>
  );
}
