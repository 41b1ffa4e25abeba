import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './dialog.css';

interface ModalDialogProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'narrow' | 'wide';
}

/** A modal that traps focus, closes on Escape and gives focus back to what opened it. */
export function ModalDialog({
  title,
  isOpen,
  onClose,
  children,
  role = 'dialog',
  size = 'narrow',
}: ModalDialogProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={role === 'dialog'}
    >
      <Modal className={`modal modal--${size}`}>
        <Dialog className="dialog" role={role}>
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
