import { IMPORT_CAPABILITY, IMPORT_TYPES } from '@cargolens/domain/imports';
import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error';
import { SelectField } from '../../ui/SelectField';
import { usePermissions } from '../account/use-permissions';
import { useActingOrganization } from '../organizations/acting-organization';
import { ImportTaskReport } from './ImportTaskReport';
import { downloadCsv, type ImportType, uploadImport, useImportTask } from './use-imports';

/** Upload, dry run, confirm: a file is checked first, and imported only when the person confirms. */
export function ImportUpload() {
  const { t } = useTranslation();
  const fileId = useId();
  const hintId = useId();
  const acting = useActingOrganization();
  const capabilities = usePermissions().data?.capabilities ?? [];
  // Only the types the session may import: each needs its administration (domain/imports).
  const types = IMPORT_TYPES.filter((id) => capabilities.includes(IMPORT_CAPABILITY[id]));
  const [chosen, setType] = useState<ImportType>();
  const type = chosen && types.includes(chosen) ? chosen : (types[0] ?? 'place');
  const [file, setFile] = useState<File | null>(null);
  const [taskId, setTaskId] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const task = useImportTask(taskId).data;
  const checked =
    task?.attributes.dryRun && task.attributes.status !== 'pending' && !task.attributes.globalError;
  const canConfirm = checked && (task?.attributes.statistics.linesOk ?? 0) > 0;

  async function send(dryRun: boolean) {
    if (!file) {
      setProblem(t('importTasks.noFile'));
      return;
    }
    setSending(true);
    setProblem(undefined);
    try {
      setTaskId((await uploadImport(file, type, dryRun, acting)).id);
    } catch (error) {
      const first = isApiError(error) ? error.errors[0] : undefined;
      setProblem(first?.detail ?? first?.title ?? t('importTasks.uploadFailed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <section className="panel import-upload" aria-labelledby="import-upload-title">
        <h2 className="panel__title" id="import-upload-title">
          {t('importTasks.uploadTitle')}
        </h2>
        <p>{t('importTypes.intro')}</p>
        <div className="import-upload__fields">
          <SelectField
            label={t('importTasks.type')}
            options={types.map((id) => ({ id, label: t(`importTypes.${id}`) }))}
            value={type}
            onChange={(value) => {
              setType(value as ImportType);
              setTaskId(undefined);
              setProblem(undefined);
            }}
          />
          <div className="field">
            <label className="field__label" htmlFor={fileId}>
              {t('importTasks.file')}
            </label>
            <input
              id={fileId}
              className="import-upload__file"
              type="file"
              accept=".csv,text/csv"
              aria-describedby={hintId}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setTaskId(undefined);
                setProblem(undefined);
              }}
            />
            <span className="import-upload__hint" id={hintId}>
              {t('importTasks.fileHint')}
              {type === 'user' && ` ${t('importTypes.userAccess')}`}
            </span>
          </div>
        </div>
        {problem && (
          <p className="import-upload__problem" role="alert">
            {t('importTasks.uploadProblem')} {problem}
          </p>
        )}
        <div className="import-upload__actions">
          <Button
            className="button button--ghost"
            onPress={() => void downloadCsv(`/imports/templates/${type}`, `${type}-import-template.csv`)}
          >
            {t(`importTypes.templates.${type}`)}
          </Button>
          <Button className="button button--secondary" isDisabled={sending} onPress={() => void send(true)}>
            {t('importTasks.check')}
          </Button>
          <Button
            className="button button--primary"
            isDisabled={sending || !canConfirm}
            onPress={() => void send(false)}
          >
            {t('importTasks.confirm')}
          </Button>
        </div>
      </section>
      {task && <ImportTaskReport task={task} />}
    </>
  );
}
