import { Cell, Row, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../ui/ActionsMenu';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { ActionsColumn } from '../../ui/ItemActions';
import { SortableColumns } from '../../ui/SortableColumn';
import type { ResourceSortField, ResourcesQuery } from './resources-query';
import type { Resource } from './types';

export type ResourceAction = 'edit' | 'deactivate' | 'activate' | 'delete';

interface ResourcesTableProps {
  resources: Resource[];
  sort: ResourcesQuery['sort'];
  onSort: (sort: ResourcesQuery['sort']) => void;
  busy: boolean;
  /** Absent for users who may not change resources: the rows then have no actions. */
  onAction?: (resource: Resource, action: ResourceAction) => void;
}

function ResourceRow({
  resource,
  onAction,
}: {
  resource: Resource;
  onAction: ResourcesTableProps['onAction'];
}) {
  const { t } = useTranslation();
  const phone = resource.mobileDriver;
  return (
    <Row id={resource.id} className="table__row" textValue={resource.label}>
      <Cell className="table__cell">
        <span className="table__primary">{resource.label}</span>
        {phone && <span className="table__secondary">{phone.name}</span>}
      </Cell>
      <Cell className="table__cell">
        <span className="table__primary">{t(`resourceMode.${resource.mode}`)}</span>
        <span className="table__secondary">{t(`resourceType.${resource.meanType}`)}</span>
      </Cell>
      <Cell className="table__cell table__cell--mono">
        {phone?.phoneNumber ?? resource.telematicUnitId ?? <span className="muted">—</span>}
      </Cell>
      <Cell className="table__cell table__cell--mono">
        {resource.externalId ?? <span className="muted">—</span>}
      </Cell>
      <Cell className="table__cell table__cell--mono">
        {resource.yearOfManufacturing ?? <span className="muted">—</span>}
      </Cell>
      <Cell className="table__cell">
        <Badge tone={resource.isActive ? 'green' : 'gray'} dot>
          {resource.isActive ? t('resources.active') : t('resources.deactivated')}
        </Badge>
      </Cell>
      {onAction ? (
        <Cell className="table__cell table__cell--actions">
          <ActionsMenu
            label={t('admin.actions', { label: resource.label })}
            actions={[
              { id: 'edit', label: t('admin.edit') },
              resource.isActive
                ? { id: 'deactivate', label: t('resources.deactivate') }
                : { id: 'activate', label: t('resources.reactivate') },
              { id: 'delete', label: t('admin.delete'), danger: true },
            ]}
            onAction={(id) => onAction(resource, id as ResourceAction)}
          />
        </Cell>
      ) : null}
    </Row>
  );
}

export function ResourcesTable({ resources, sort, onSort, busy, onAction }: ResourcesTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable<ResourceSortField> label={t('resources.tableLabel')} sort={sort} onSort={onSort} busy={busy}>
      <TableHeader>
        <SortableColumns
          columns={[
            { id: 'label', label: t('resources.columns.label'), sortable: true },
            { id: 'mode', label: t('resources.columns.type'), sortable: true },
            { id: 'identifier', label: t('resources.columns.identifier') },
            { id: 'externalId', label: t('resources.columns.externalId'), sortable: true },
            { id: 'yearOfManufacturing', label: t('resources.columns.year'), sortable: true },
            { id: 'status', label: t('resources.columns.status') },
          ]}
        />
        {onAction ? <ActionsColumn /> : null}
      </TableHeader>
      <TableBody
        items={resources}
        renderEmptyState={() => <p className="table__empty">{t('resources.empty')}</p>}
      >
        {(resource) => <ResourceRow resource={resource} onAction={onAction} />}
      </TableBody>
    </DataTable>
  );
}
