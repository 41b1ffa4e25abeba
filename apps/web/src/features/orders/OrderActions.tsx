import { Button, Dialog, DialogTrigger, Heading, Modal } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../app/toasts';
import { Icon } from '../../ui/Icon';
import { useCancelOrder } from './form/use-save-order';

/** Edit and cancel an order the caller owns; a cancelled order offers neither. */
export function OrderActions({
  order,
}: {
  order: { id: string; version: number; cancelledAt: string | null };
}) {
  const { t } = useTranslation();
  const cancel = useCancelOrder(order.id, order.version);
  if (order.cancelledAt) return null;
  return (
    <div className="order-actions">
      <Link to={`/orders/${order.id}/edit`} className="button button--secondary">
        <Icon name="edit" size={16} />
        {t('orderForm.edit')}
      </Link>
      <DialogTrigger>
        <Button className="button button--secondary">{t('orderForm.cancelOrder')}</Button>
        <Modal className="modal" isDismissable>
          <Dialog className="dialog" role="alertdialog">
            {({ close }) => (
              <>
                <Heading slot="title" className="dialog__title">
                  {t('orderForm.cancelConfirmTitle')}
                </Heading>
                <p>{t('orderForm.cancelConfirmText')}</p>
                <div className="form-actions">
                  <Button className="button button--secondary" onPress={close} autoFocus>
                    {t('orderForm.keepOrder')}
                  </Button>
                  <Button
                    className="button button--danger"
                    aria-busy={cancel.isPending}
                    onPress={() =>
                      cancel.mutate(undefined, {
                        onSuccess: () => {
                          showToast({ tone: 'success', title: 'successTitle', text: 'orderForm.cancelled' });
                          close();
                        },
                      })
                    }
                  >
                    {t('orderForm.confirmCancel')}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </DialogTrigger>
    </div>
  );
}
