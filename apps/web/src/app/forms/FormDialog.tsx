// The frame of every administration form: a modal titled for what it creates or changes, the form, and its
// actions (cancel, then save or create, busy while the save runs).
import type { FormEvent, ReactNode } from 'react';
import { Button, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
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
    <div className="dialog__actions">
      {onCancel && (
        <Button className="button button--secondary" onPress={onCancel}>
          {t('admin.cancel')}
        </Button>
      )}
      <Button type="submit" className="button button--primary" aria-busy={isPending}>
        {isPending ? t('admin.saving') : isNew ? t('admin.create') : t('admin.save')}
      </Button>
    </div>
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
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <ModalDialog title={title} isOpen onClose={onClose} {...(size ? { size } : {})}>
      <Form className="form" onSubmit={onSubmit} validationBehavior="aria">
        {children}
        <FormActions isNew={isNew} isPending={isPending} onCancel={onClose} />
      </Form>
    </ModalDialog>
  );
}
