import { Button } from 'react-aria-components';
import { ModalDialog } from './ModalDialog';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  isOpen: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone; Cancel has the focus so Enter never destroys by accident. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, message, confirmLabel, cancelLabel, isOpen, isPending, onConfirm, onClose } = props;
  return (
    <ModalDialog title={title} isOpen={isOpen} onClose={onClose} role="alertdialog">
      <p className="dialog__text">{message}</p>
      <div className="dialog__actions">
        <Button className="button button--secondary" onPress={onClose} autoFocus>
          {cancelLabel}
        </Button>
        <Button className="button button--danger" onPress={onConfirm} aria-busy={isPending ?? false}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
