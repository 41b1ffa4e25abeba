import type { OrderListColumn } from '@cargolens/domain/orders';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../app/toasts';
import { Icon } from '../../ui/Icon';
import { ModalDialog } from '../../ui/ModalDialog';
import { SelectField } from '../../ui/SelectField';
import type { OrdersQuery } from './orders-query';
import { downloadExport, type ExportFormat, useExportTask, useStartExport } from './use-order-export';

interface ExportOrdersButtonProps {
  query: OrdersQuery;
  /** The columns shown, in their order. */
  columns: readonly OrderListColumn[];
}

/** Exports the list as it is shown: a format choice, a progress bar while the file is written, then its link. */
export function ExportOrdersButton({ query, columns }: ExportOrdersButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [taskId, setTaskId] = useState<string>();
  const start = useStartExport();
  const task = useExportTask(taskId).data;
  const status = task?.attributes.status;

  // The file may be ready after the dialog was closed: a toast says so wherever the user is on the page.
  const announced = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (status === 'done' && task && announced.current !== task.id) {
      announced.current = task.id;
      showToast({ tone: 'success', title: 'successTitle', text: 'orderExport.ready' });
    }
  }, [status, task]);

  const running = status === 'queued' || status === 'running';
  const begin = () =>
    start.mutate(
      { query, format, columns: columns.filter((column) => column !== 'actions') },
      { onSuccess: (created) => setTaskId(created.id) },
    );
  const { progress = 0, total } = task?.attributes ?? {};

  return (
    <>
      <Button className="button button--secondary" onPress={() => setOpen(true)}>
        <Icon name="download" size={16} />
        {t('orderExport.button')}
      </Button>
      <ModalDialog title={t('orderExport.title')} isOpen={isOpen} onClose={() => setOpen(false)}>
        <p>{t('orderExport.intro')}</p>
        <SelectField
          label={t('orderExport.format')}
          options={[
            { id: 'xlsx', label: t('orderExport.xlsx') },
            { id: 'csv', label: t('orderExport.csv') },
          ]}
          value={format}
          onChange={(value) => setFormat(value as ExportFormat)}
          isDisabled={running}
        />
        <div aria-live="polite" className="export-status">
          {running && (
            <>
              <progress
                aria-label={t('orderExport.progressLabel')}
                max={total ?? undefined}
                value={total ? progress : undefined}
              />
              <p>
                {status === 'queued'
                  ? t('orderExport.queued')
                  : t('orderExport.running', { progress, total: total ?? '…' })}
              </p>
            </>
          )}
          {status === 'done' && task && (
            <p>
              {t('orderExport.ready')}{' '}
              <Button className="button button--primary" onPress={() => void downloadExport(task)}>
                <Icon name="download" size={16} />
                {t('orderExport.download', { name: task.attributes.fileName })}
              </Button>
            </p>
          )}
          {status === 'failed' && <p role="alert">{t('orderExport.failed')}</p>}
          {status === 'expired' && <p>{t('orderExport.expired')}</p>}
        </div>
        <div className="dialog__actions">
          <Button className="button button--secondary" onPress={() => setOpen(false)}>
            {t('orderExport.close')}
          </Button>
          <Button
            className="button button--primary"
            onPress={begin}
            isDisabled={running || start.isPending}
            aria-busy={start.isPending}
          >
            {t('orderExport.start')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
