import { useState } from 'react';
import { Cell, Row, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ItemDialogs, useEditing } from '../../app/ItemDialogs';
import { AddButton } from '../../ui/AddButton';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { ActionsColumn, EditDeleteMenu, type EditOrDelete } from '../../ui/ItemActions';
import { ListPage } from '../../ui/ListPage';
import { SearchInput } from '../../ui/SearchInput';
import { SortableColumn } from '../../ui/SortableColumn';
import { useCan } from '../account/use-permissions';
import { PortfolioFormDialog } from './PortfolioFormDialog';
import { type Portfolio, useMyPortfolios, usePortfolioChange, usePortfolios } from './use-portfolios';

/** Back office › Portfolios (decision 0190): the groups of customers its account managers follow. */
export function PortfoliosTab() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const portfolios = usePortfolios({ name, page, size: 20 });
  const mine = new Set((useMyPortfolios().data?.items ?? []).map((p) => p.id));
  const canAdministrate = useCan('portfolios.administrate');
  const change = usePortfolioChange();
  const { editing, create, open, close } = useEditing<Portfolio>();
  return (
    <ListPage
      filters={
        <div className="list-filters">
          <SearchInput
            label={t('portfolios.search')}
            value={name}
            onChange={(value) => {
              setName(value);
              setPage(1);
            }}
          />
          {canAdministrate && <AddButton label={t('portfolios.new')} onPress={create} />}
        </div>
      }
      query={portfolios}
      paging={{ page, size: 20, sizes: [20], onPage: setPage, onSize: () => undefined }}
      dialogs={
        <ItemDialogs
          editing={editing}
          onClose={close}
          form={(portfolio) => <PortfolioFormDialog portfolio={portfolio} onClose={close} />}
          deletion={{
            title: t('portfolios.deleteTitle'),
            message: (portfolio) => t('portfolios.deleteText', { name: portfolio.name }),
            change,
          }}
        />
      }
    >
      {(items, busy) => (
        <PortfoliosTable
          portfolios={items}
          busy={busy}
          followed={mine}
          onAction={canAdministrate ? open : undefined}
        />
      )}
    </ListPage>
  );
}

/** The portfolios by name, the caller's own marked as followed; edit and delete for who administrates them. */
function PortfoliosTable({
  portfolios,
  busy,
  followed,
  onAction,
}: {
  portfolios: Portfolio[];
  busy: boolean;
  followed: ReadonlySet<string>;
  onAction: ((portfolio: Portfolio, action: EditOrDelete) => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('portfolios.tableLabel')}
      sort={{ column: 'name', direction: 'ascending' }}
      onSort={() => undefined}
      busy={busy}
    >
      <TableHeader>
        <SortableColumn id="name" isRowHeader>
          {t('portfolios.name')}
        </SortableColumn>
        <SortableColumn id="description">{t('portfolios.description')}</SortableColumn>
        <SortableColumn id="organizations">{t('portfolios.organizations')}</SortableColumn>
        <SortableColumn id="followers">{t('portfolios.followers')}</SortableColumn>
        <ActionsColumn />
      </TableHeader>
      <TableBody
        items={portfolios}
        renderEmptyState={() => <p className="table__empty">{t('portfolios.empty')}</p>}
      >
        {(portfolio) => (
          <Row id={portfolio.id} className="table__row" textValue={portfolio.name}>
            <Cell className="table__cell">
              {portfolio.name}{' '}
              {followed.has(portfolio.id) && <Badge tone="blue">{t('portfolios.followed')}</Badge>}
            </Cell>
            <Cell className="table__cell">{portfolio.description ?? '—'}</Cell>
            <Cell className="table__cell">{portfolio.organizationCount}</Cell>
            <Cell className="table__cell">{portfolio.userCount}</Cell>
            <Cell className="table__cell table__cell--actions">
              {onAction ? (
                <EditDeleteMenu label={portfolio.name} onAction={(action) => onAction(portfolio, action)} />
              ) : null}
            </Cell>
          </Row>
        )}
      </TableBody>
    </DataTable>
  );
}
