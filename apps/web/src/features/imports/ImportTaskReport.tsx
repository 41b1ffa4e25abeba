import { Button, Label, ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ImportStatusBadge } from './ImportStatusBadge';
import { downloadCsv, type ImportTask } from './use-imports';

/** One task as it runs and once done: progress, counts, and every rejected line with its number. */
export function ImportTaskReport({ task }: { task: ImportTask }) {
  const { t } = useTranslation();
  const { statistics, errors, status, dryRun, globalError, name } = task.attributes;
  const rejectedName = `${name.replace(/\.csv$/i, '')}-rejected.csv`;
  return (
    <section
      className="panel import-report"
      aria-labelledby={`import-report-${task.id}`}
      data-testid="import-report"
    >
      <h2 className="panel__title" id={`import-report-${task.id}`}>
        {dryRun ? t('importTasks.report.checkTitle') : t('importTasks.report.importTitle')} — {name}{' '}
        <ImportStatusBadge task={task} />
      </h2>
      <ProgressBar
        className="import-progress"
        value={statistics.linesDone}
        maxValue={Math.max(statistics.lines, 1)}
        valueLabel={t('importTasks.progressValue', { done: statistics.linesDone, total: statistics.lines })}
      >
        {({ percentage, valueText }) => (
          <>
            <Label className="field__label">{t('importTasks.progress')}</Label>
            <span className="import-progress__value">{valueText}</span>
            <div className="import-progress__track">
              <div className="import-progress__fill" style={{ width: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      <dl className="import-report__counts">
        <div>
          <dt>{t('importTasks.counts.lines')}</dt>
          <dd data-testid="import-lines">{statistics.lines}</dd>
        </div>
        <div>
          <dt>{t('importTasks.counts.ok')}</dt>
          <dd data-testid="import-ok">{statistics.linesOk}</dd>
        </div>
        <div>
          <dt>{t('importTasks.counts.errors')}</dt>
          <dd data-testid="import-errors">{statistics.linesError}</dd>
        </div>
      </dl>
      {globalError && <p role="alert">{globalError}</p>}
      {status !== 'pending' && statistics.linesError === 0 && !globalError && (
        <p role="status">{dryRun ? t('importTasks.report.clean') : t('importTasks.report.imported')}</p>
      )}
      {errors.length > 0 && (
        <>
          <p>{dryRun ? t('importTasks.report.withErrors') : t('importTasks.report.importedWithErrors')}</p>
          <ul className="import-report__errors" aria-label={t('importTasks.report.errorList')}>
            {errors.map((error) => (
              <li key={error.line}>
                <strong>{t('importTasks.report.line', { line: error.line })}</strong>
                {error.label && ` (${error.label})`}: {error.message}
              </li>
            ))}
          </ul>
          <Button
            className="button button--secondary"
            onPress={() => void downloadCsv(`/imports/${task.id}/rejected-lines`, rejectedName)}
          >
            {t('importTasks.rejected')}
          </Button>
        </>
      )}
    </section>
  );
}
