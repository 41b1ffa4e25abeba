import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../app/toasts';
import { ActionsMenu } from '../../ui/ActionsMenu';
import { ConfirmCancelOrder } from './ConfirmCancelOrder';
import type { Order } from './types';
import { useBulkAction } from './use-bulk-action';

/** The "actions" column: open the order, and cancel it when the caller may (the same use case as the list's). */
export function OrderRowActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bulk = useBulkAction();
  const [confirming, setConfirming] = useState(false);
  const cancellable = order.permissions.includes('MODIFY') && !order.cancelledAt;
  return (
    <>
      <ActionsMenu
        label={t('orderList.actions.label', { reference: order.reference })}
        actions={[
          { id: 'open', label: t('orderList.actions.open') },
          ...(cancellable ? [{ id: 'cancel', label: t('orderList.actions.cancel'), danger: true }] : []),
        ]}
        onAction={(id) => (id === 'open' ? navigate(`/orders/${order.id}`) : setConfirming(true))}
      />
      <ConfirmCancelOrder
        isOpen={confirming}
        isPending={bulk.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          bulk.mutate(
            { action: 'cancel', orderIds: [order.id] },
            {
              onSuccess: (result) => {
                setConfirming(false);
                if (result.done === 1)
                  showToast({ tone: 'success', title: 'successTitle', text: 'orderForm.cancelled' });
              },
            },
          )
        }
      />
    </>
  );
}
