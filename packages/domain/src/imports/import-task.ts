// Import tasks as shipment-domain §4 and §5 show them: the status a person sees (a failed task with correct
// lines and no global error is partially successful, shown Done with a check) and one line's errors as text.

export type ImportTaskStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

/** pending is shown In progress (blue); succeeded Done (green); failed and canceled in red. */
export type ImportTaskDisplay = 'inProgress' | 'done' | 'partiallyDone' | 'failed' | 'canceled';

export interface ImportTaskOutcome {
  status: ImportTaskStatus;
  linesOk: number;
  globalError: string | null;
}

export function isPartiallySuccessful(task: ImportTaskOutcome): boolean {
  return task.status === 'failed' && task.linesOk > 0 && task.globalError === null;
}

export function importTaskDisplay(task: ImportTaskOutcome): ImportTaskDisplay {
  if (task.status === 'pending') return 'inProgress';
  if (task.status === 'succeeded') return 'done';
  if (task.status === 'canceled') return 'canceled';
  return isPartiallySuccessful(task) ? 'partiallyDone' : 'failed';
}

export interface ImportFieldError {
  field: string | null;
  message: string;
}

/**
 * §5: a line's errors joined with spaces, the errors of one field grouped and separated by a bar
 * ("town: Required | This value is too long country: This value is not a valid country").
 */
export function formatLineErrors(errors: readonly ImportFieldError[]): string {
  const byField = new Map<string | null, string[]>();
  for (const error of errors) {
    const messages = byField.get(error.field) ?? [];
    messages.push(error.message);
    byField.set(error.field, messages);
  }
  return [...byField]
    .map(([field, messages]) => (field ? `${field}: ${messages.join(' | ')}` : messages.join(' ')))
    .join(' ');
}
