import { type ImportTaskDisplay, importTaskDisplay } from '@cargolens/domain/imports';
import type { ImportTask } from './use-imports';

export function displayOf(task: ImportTask): ImportTaskDisplay {
  const { status, statistics, globalError } = task.attributes;
  return importTaskDisplay({ status, linesOk: statistics.linesOk, globalError });
}
