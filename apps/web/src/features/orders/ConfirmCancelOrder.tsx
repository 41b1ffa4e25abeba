import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** "Cancel this order?", asked the same way from the order's page and from its row in the list. */
export function ConfirmCancelOrder({
  isOpen,
  isPending,
  onClose,
  onConfirm,
}: {
  isOpen: boolean;
  isPending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('orderForm.cancelConfirmTitle')}
      message={t('orderForm.cancelConfirmText')}
      confirmLabel={t('orderForm.confirmCancel')}
      cancelLabel={t('orderForm.keepOrder')}
      isOpen={isOpen}
      isPending={isPending}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
