import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Cell, Column, Row, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { impersonation } from '../../app/session';
import { useDocumentTitle } from '../../app/use-document-title';
import { DataTable } from '../../ui/DataTable';
import { formatDateTime } from '../../ui/format';
import { ListPage } from '../../ui/ListPage';
import { useMe } from '../account/use-me';
import { useCan } from '../account/use-permissions';
import { startImpersonation } from './impersonate';
import { useBrowserLogs } from './use-browser-logs';
import '../../ui/list-page.css';

const PAGE_SIZES = [10, 20, 50, 100] as const;
const NEWEST_FIRST = { column: 'date', direction: 'descending' } as const;

const withVersion = (name: string | null, version: string | null) =>
  name ? [name, version].filter(Boolean).join(' ') : null;

/** Administration › Users › one user's sign-ins by device, and the way to act as them (decision 0142). */
export function UserSessionsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('sessions.title'));
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(20);
  const logs = useBrowserLogs(id, page, size);
  const { data: me } = useMe();
  // No chain (decision 0142): an impersonated session never offers to impersonate again.
  const mayImpersonate =
    useCan('users.impersonate') && me !== undefined && me.id !== id && !impersonation.active();
  const impersonate = useMutation({
    mutationFn: () => startImpersonation(id, `/admin/users/${id}/sessions`),
    onSuccess: () => navigate('/', { replace: true }),
  });
  const unknown = t('sessions.unknown');

  return (
    <ListPage
      header={{
        title: t('sessions.title'),
        meta: <Link to="/admin/users">{t('sessions.backToUsers')}</Link>,
        actions: mayImpersonate && (
          <Button
            className="button button--primary"
            aria-busy={impersonate.isPending}
            onPress={() => impersonate.mutate()}
          >
            {t('sessions.impersonate')}
          </Button>
        ),
      }}
      query={logs}
      paging={{
        page,
        size,
        sizes: PAGE_SIZES,
        onPage: setPage,
        onSize: (next) => {
          setSize(next);
          setPage(1);
        },
      }}
    >
      {(items, busy) => (
        <DataTable label={t('sessions.tableLabel')} sort={NEWEST_FIRST} onSort={() => {}} busy={busy}>
          <TableHeader>
            <Column id="date" isRowHeader className="table__column">
              {t('sessions.date')}
            </Column>
            <Column id="browser" className="table__column">
              {t('sessions.browser')}
            </Column>
            <Column id="os" className="table__column">
              {t('sessions.os')}
            </Column>
            <Column id="ip" className="table__column">
              {t('sessions.ip')}
            </Column>
            <Column id="appVersion" className="table__column">
              {t('sessions.appVersion')}
            </Column>
          </TableHeader>
          <TableBody
            items={items}
            renderEmptyState={() => <p className="table__empty">{t('sessions.empty')}</p>}
          >
            {(log) => (
              <Row id={log.id} className="table__row">
                <Cell className="table__cell table__cell--mono">
                  {formatDateTime(log.connectionDate, i18n.language, me?.timezone)}
                </Cell>
                <Cell className="table__cell">{withVersion(log.browser, log.browserVersion) ?? unknown}</Cell>
                <Cell className="table__cell">{withVersion(log.os, log.osVersion) ?? unknown}</Cell>
                <Cell className="table__cell table__cell--mono">{log.ipAddress ?? unknown}</Cell>
                <Cell className="table__cell">{log.appVersion ?? unknown}</Cell>
              </Row>
            )}
          </TableBody>
        </DataTable>
      )}
    </ListPage>
  );
}
