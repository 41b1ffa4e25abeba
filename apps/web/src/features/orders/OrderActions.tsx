import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../app/toasts';
import { Icon } from '../../ui/Icon';
import { useCan } from '../account/use-permissions';
import { ConfirmCancelOrder } from './ConfirmCancelOrder';
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
      <ConfirmCancelOrder
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
