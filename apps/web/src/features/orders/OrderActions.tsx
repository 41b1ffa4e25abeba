import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../app/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Icon } from '../../ui/Icon';
import { useCan } from '../account/use-permissions';
import { useCancelOrder } from './form/use-save-order';

/** Edit and cancel an order the caller owns and may write; a cancelled order offers neither. */
export function OrderActions({
  order,
}: {
  order: { id: string; version: number; cancelledAt: string | null };
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(order.id, order.version);
  const mayWrite = useCan('orders.write');
  if (order.cancelledAt || !mayWrite) return null;
  return (
    <div className="order-actions">
      <Link to={`/orders/${order.id}/edit`} className="button button--secondary">
        <Icon name="edit" size={16} />
        {t('orderForm.edit')}
      </Link>
      <Button className="button button--secondary" onPress={() => setConfirming(true)}>
        {t('orderForm.cancelOrder')}
      </Button>
      <ConfirmDialog
        title={t('orderForm.cancelConfirmTitle')}
        message={t('orderForm.cancelConfirmText')}
        confirmLabel={t('orderForm.confirmCancel')}
        cancelLabel={t('orderForm.keepOrder')}
        isOpen={confirming}
        isPending={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              showToast({ tone: 'success', title: 'successTitle', text: 'orderForm.cancelled' });
              setConfirming(false);
            },
          })
        }
      />
    </div>
  );
}
