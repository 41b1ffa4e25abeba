import { DEFAULT_TAG_COLOUR, TAG_COLOURS, tagLabelIssue } from '@cargolens/domain/tags';
import { useTranslation } from 'react-i18next';
import { Bound } from '../../app/forms/Bound';
import { FormDialog } from '../../app/forms/FormDialog';
import { fieldErrors } from '../../app/forms/field-errors';
import { NameField } from '../../app/forms/NameField';
import { useUniquenessCheck } from '../../app/forms/uniqueness-check';
import { useDomainForm } from '../../app/forms/use-domain-form';
import { validationText } from '../../app/forms/validation-text';
import { itemSave } from '../organizations/item-writes';
import { TagChip } from './TagChip';
import { TagColourPicker } from './TagColourPicker';
import type { Tag } from './types';
import { tagLabelTaken, useTagChange } from './use-tags';

interface TagFormDialogProps {
  /** The tag to change, or null to create one. */
  tag: Tag | null;
  /** The organization the label must be unique in. */
  organizationId: string;
  /** The organization the back office acts for: a new tag is made for it. */
  acting: string | undefined;
  onClose: () => void;
}

export function TagFormDialog({ tag, organizationId, acting, onClose }: TagFormDialogProps) {
  const { t } = useTranslation();
  const change = useTagChange();
  const form = useDomainForm({
    defaults: { label: tag?.label ?? '', colour: tag?.colorName ?? DEFAULT_TAG_COLOUR },
    issuesOf: (values): { label?: string } => {
      const issue = tagLabelIssue(values.label);
      return issue ? { label: issue } : {};
    },
    onEdit: (field) => field === 'label' && change.reset(),
  });
  const { label, colour } = form.values;
  const isDirty = form.wasEdited('label');
  const uniqueness = useUniquenessCheck(label, { isDirty, ...(tag ? { current: tag.label } : {}) }, (value) =>
    tagLabelTaken(organizationId, value),
  );

  const issue = form.issues.label;
  // The label is not checked on leaving it: once typed in, or once a save was tried.
  const labelError =
    issue && (form.checks.shown('label') || isDirty)
      ? validationText(t, issue)
      : uniqueness === 'taken'
        ? t('validation.alreadyExists')
        : fieldErrors(change.error, t).label;
  const hex = TAG_COLOURS.find((c) => c.name === colour)!.hex;

  const onSubmit = () => {
    form.checks.submit();
    if (issue || uniqueness === 'taken' || change.isPending) return;
    change.mutate(itemSave(tag, acting, { label: label.trim(), color: colour }), { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={tag ? t('tags.editTitle', { label: tag.label }) : t('tags.createTitle')}
      isNew={!tag}
      isPending={change.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <NameField
        form={form}
        name="label"
        label={t('tags.label')}
        error={labelError}
        checking={uniqueness === 'checking'}
      />
      <Bound form={form} name="colour">
        {(field) => <TagColourPicker value={field.value} onChange={field.onChange} />}
      </Bound>
      <div className="tag-preview">
        <span>{t('tags.preview')}</span>
        <TagChip label={label.trim() || t('tags.label')} color={hex} />
      </div>
    </FormDialog>
  );
}
