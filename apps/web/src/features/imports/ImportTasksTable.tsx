import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ImportStatusBadge } from './ImportStatusBadge';
import { downloadCsv, type ImportTask } from './use-imports';

/** The organization's import history with status, counts and the rejected lines to download. */
export function ImportTasksTable({ tasks }: { tasks: ImportTask[] }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (tasks.length === 0) return <p className="empty-state__text">{t('importTasks.empty')}</p>;
  return (
    <div className="table-scroll">
      <table className="table import-tasks" data-testid="import-tasks">
        <thead>
          <tr>
            <th className="table__column" scope="col">
              {t('importTasks.columns.name')}
            </th>
            <th className="table__column" scope="col">
              {t('importTasks.columns.type')}
            </th>
            <th className="table__column" scope="col">
              {t('importTasks.columns.mode')}
            </th>
            <th className="table__column" scope="col">
              {t('importTasks.columns.status')}
            </th>
            <th className="table__column" scope="col">
              {t('importTasks.columns.lines')}
            </th>
            <th className="table__column" scope="col">
              {t('importTasks.counts.ok')}
            </th>
            <th className="table__column" scope="col">
              {t('importTasks.counts.errors')}
            </th>
            <th className="table__column" scope="col">
              {t('importTasks.columns.createdAt')}
            </th>
            <th className="table__column" scope="col">
              {t('importTasks.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => {
            const a = task.attributes;
            return (
              <tr key={task.id} className="import-tasks__row">
                <td>{a.name}</td>
                <td>{t(`importTypes.${a.importType}`)}</td>
                <td>{a.dryRun ? t('importTasks.mode.dryRun') : t('importTasks.mode.import')}</td>
                <td>
                  <ImportStatusBadge task={task} />
                </td>
                <td>
                  {a.status === 'pending'
                    ? t('importTasks.progressValue', {
                        done: a.statistics.linesDone,
                        total: a.statistics.lines,
                      })
                    : a.statistics.lines}
                </td>
                <td>{a.statistics.linesOk}</td>
                <td>{a.statistics.linesError}</td>
                <td>{date.format(new Date(a.createdAt))}</td>
                <td>
                  {a.statistics.linesError > 0 && (
                    <Button
                      className="button button--ghost button--small"
                      aria-label={`${t('importTasks.rejected')} — ${a.name}`}
                      onPress={() =>
                        void downloadCsv(
                          `/imports/${task.id}/rejected-lines`,
                          `${a.name.replace(/\.csv$/i, '')}-rejected.csv`,
                        )
                      }
                    >
                      {t('importTasks.rejectedShort')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
