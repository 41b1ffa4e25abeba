// The frame of every administration form: a modal titled for what it creates or changes, the form, and its
// actions (cancel, then save or create, busy while the save runs).
import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../ui/DialogActions';
import { ModalDialog } from '../../ui/ModalDialog';

/** Cancel (when the form can be left) and the submit button: "create" for a new item, else "save". */
export function FormActions({
  isNew,
  isPending,
  onCancel,
}: {
  isNew: boolean;
  isPending: boolean;
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <DialogActions
      cancelLabel={t('admin.cancel')}
      onCancel={onCancel}
      submitLabel={isPending ? t('admin.saving') : isNew ? t('admin.create') : t('admin.save')}
      isPending={isPending}
    />
  );
}

/** A form in a modal: `children` are its fields, the actions close it or submit it. */
export function FormDialog({
  title,
  size,
  isNew,
  isPending,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  size?: 'narrow' | 'wide';
  isNew: boolean;
  isPending: boolean;
  onClose: () => void;
  /** Called on submission; the page does not reload. */
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <ModalDialog title={title} isOpen onClose={onClose} {...(size ? { size } : {})}>
      <Form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        validationBehavior="aria"
      >
        {children}
        <FormActions isNew={isNew} isPending={isPending} onCancel={onClose} />
      </Form>
    </ModalDialog>
  );
}
