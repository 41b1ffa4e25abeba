import { IMPORT_TASK_TONE } from '@cargolens/domain/delay';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { displayOf } from './import-status';
import type { ImportTask } from './use-imports';

const STATUS_KEYS = {
  inProgress: 'importTasks.status.inProgress',
  done: 'importTasks.status.done',
  partiallyDone: 'importTasks.status.partiallyDone',
  failed: 'importTasks.status.failed',
  canceled: 'importTasks.status.canceled',
} as const;

export function ImportStatusBadge({ task }: { task: ImportTask }) {
  const { t } = useTranslation();
  const display = displayOf(task);
  return (
    <Badge tone={IMPORT_TASK_TONE[display]} dot>
      {display === 'partiallyDone' && <span aria-hidden="true">✓ </span>}
      {t(STATUS_KEYS[display])}
    </Badge>
  );
}
