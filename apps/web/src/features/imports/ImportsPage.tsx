import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';
import { PageHeader } from '../../ui/PageHeader';
import { LoadError, Loading } from '../../ui/Status';
import { useActingOrganization } from '../organizations/acting-organization';
import { ImportTasksTable } from './ImportTasksTable';
import { ImportUpload } from './ImportUpload';
import { useImportTasks } from './use-imports';
import '../../ui/list-page.css';
import './imports.css';

/** Administration › Imports (shipment-domain §1): upload, dry run, confirm, and the task history. */
export function ImportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('importTasks.title'));
  const tasks = useImportTasks(useActingOrganization());
  return (
    <>
      <PageHeader title={t('importTasks.title')} />
      <ImportUpload />
      <section className="panel panel--flush" aria-labelledby="import-history-title">
        <h2 className="panel__title" id="import-history-title">
          {t('importTasks.historyTitle')}
        </h2>
        {tasks.isPending ? (
          <Loading />
        ) : tasks.isError ? (
          <LoadError onRetry={() => void tasks.refetch()} />
        ) : (
          <ImportTasksTable tasks={tasks.data.data} />
        )}
      </section>
    </>
  );
}
