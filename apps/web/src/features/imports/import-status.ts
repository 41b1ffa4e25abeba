import { type ImportTaskDisplay, importTaskDisplay } from '@cargolens/domain/imports';
import type { Tone } from '../../ui/Badge';
import type { ImportTask } from './use-imports';

/** §4's colours: In progress blue, Done green (partial success too, with a check), Failed and Canceled red. */
export const DISPLAY_TONE: Record<ImportTaskDisplay, Tone> = {
  inProgress: 'blue',
  done: 'green',
  partiallyDone: 'green',
  failed: 'red',
  canceled: 'red',
};

export function displayOf(task: ImportTask): ImportTaskDisplay {
  const { status, statistics, globalError } = task.attributes;
  return importTaskDisplay({ status, linesOk: statistics.linesOk, globalError });
}
