import { useState } from 'react';
import { Button, Cell, Column, Row, TableBody, TableHeader, VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../ui/ActionsMenu';
import { Badge } from '../../ui/Badge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { Icon } from '../../ui/Icon';
import { Pagination } from '../../ui/Pagination';
import { SearchInput } from '../../ui/SearchInput';
import { SortableColumn } from '../../ui/SortableColumn';
import { LoadError, Loading } from '../../ui/Status';
import { useCan } from '../account/use-permissions';
import { useActingOrganization } from '../organizations/acting-organization';
import { AgencyFormDialog } from './AgencyFormDialog';
import { type Agency, useAgencies, useAgencyChange } from './use-agencies';

type Editing = { kind: 'form'; agency: Agency | null } | { kind: 'delete'; agency: Agency } | null;

/** The organization's agencies (the one acted for, for the back office), with create, edit and delete. */
export function AgenciesTab() {
  const { t } = useTranslation();
  const organization = useActingOrganization();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const agencies = useAgencies(organization, { search, page });
  const canAdministrate = useCan('agencies.administrate');
  const change = useAgencyChange();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <>
      <div className="list-filters">
        <SearchInput
          label={t('orgAdmin.agencies.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {canAdministrate && (
          <Button
            className="button button--primary"
            onPress={() => setEditing({ kind: 'form', agency: null })}
          >
            <Icon name="plus" size={16} />
            {t('orgAdmin.agencies.new')}
          </Button>
        )}
      </div>
      {agencies.isPending ? (
        <Loading />
      ) : agencies.isError ? (
        <LoadError onRetry={() => void agencies.refetch()} />
      ) : (
        <section className="panel panel--flush">
          <DataTable
            label={t('orgAdmin.agencies.tableLabel')}
            sort={{ column: 'name', direction: 'ascending' }}
            onSort={() => undefined}
            busy={agencies.isPlaceholderData}
          >
            <TableHeader>
              <SortableColumn id="name" isRowHeader>
                {t('orgAdmin.fields.name')}
              </SortableColumn>
              <SortableColumn id="town">{t('orgAdmin.fields.town')}</SortableColumn>
              <SortableColumn id="organization">{t('orgAdmin.fields.organization')}</SortableColumn>
              <SortableColumn id="delays">{t('orgAdmin.agencies.delays')}</SortableColumn>
              <Column className="table__column table__cell--actions">
                <VisuallyHidden>{t('admin.actionsColumn')}</VisuallyHidden>
              </Column>
            </TableHeader>
            <TableBody
              items={agencies.data.items}
              renderEmptyState={() => <p className="table__empty">{t('orgAdmin.agencies.empty')}</p>}
            >
              {(agency) => (
                <Row id={agency.id} className="table__row" textValue={agency.name}>
                  <Cell className="table__cell">
                    {agency.name}{' '}
                    {agency.isDefault && <Badge tone="blue">{t('orgAdmin.agencies.default')}</Badge>}
                  </Cell>
                  <Cell className="table__cell">{agency.address.town ?? '—'}</Cell>
                  <Cell className="table__cell">{agency.organizationName}</Cell>
                  <Cell className="table__cell">
                    {t('orgAdmin.agencies.delayValues', {
                      tolerable: agency.tolerableDelayMinutes,
                      risky: agency.riskyDelayMinutes,
                    })}
                  </Cell>
                  <Cell className="table__cell table__cell--actions">
                    {canAdministrate ? (
                      <ActionsMenu
                        label={t('admin.actions', { label: agency.name })}
                        actions={[
                          { id: 'edit', label: t('admin.edit') },
                          { id: 'delete', label: t('admin.delete'), danger: true },
                        ]}
                        onAction={(id) =>
                          setEditing(id === 'edit' ? { kind: 'form', agency } : { kind: 'delete', agency })
                        }
                      />
                    ) : null}
                  </Cell>
                </Row>
              )}
            </TableBody>
          </DataTable>
          <Pagination
            page={page}
            pages={agencies.data.meta.totalPages}
            size={20}
            sizes={[20]}
            onPage={setPage}
            onSize={() => undefined}
          />
        </section>
      )}
      {editing?.kind === 'form' && (
        <AgencyFormDialog
          agency={editing.agency}
          organization={organization}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          isOpen
          title={t('orgAdmin.agencies.deleteTitle')}
          message={t('orgAdmin.agencies.deleteText', { name: editing.agency.name })}
          confirmLabel={t('admin.delete')}
          cancelLabel={t('admin.cancel')}
          isPending={change.isPending}
          onClose={() => setEditing(null)}
          onConfirm={() =>
            change.mutate({ kind: 'delete', id: editing.agency.id }, { onSuccess: () => setEditing(null) })
          }
        />
      )}
    </>
  );
}
