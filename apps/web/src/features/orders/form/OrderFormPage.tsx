import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../app/api/api-error';
import { showToast } from '../../../app/toasts';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Icon } from '../../../ui/Icon';
import { PageHeader } from '../../../ui/PageHeader';
import { LoadError, Loading } from '../../../ui/Status';
import { useMe } from '../../account/use-me';
import { useOrder } from '../use-orders';
import { FormSelect, FormText } from './form-fields';
import { GoodsFields } from './GoodsFields';
import {
  emptyGoods,
  emptyOrder,
  emptyStop,
  FORM_TRANSPORT_MODES,
  fromOrder,
  type OrderFormValues,
} from './order-form-values';
import { StopFields } from './StopFields';
import { useSaveOrder } from './use-save-order';
import { type FormErrors, fieldOfPointer, validateOrderForm } from './validate-order-form';
import '../orders.css';
import { Panel } from '../../../ui/Panel';

/** /orders/new and /orders/:id/edit: the order, its stops and goods in one form. */
export function OrderFormPage() {
  const { id } = useParams();
  const me = useMe();
  const order = useOrder(id ?? '', { enabled: id !== undefined });
  if (me.isPending || (id && order.isPending)) return <Loading />;
  if (id && order.isError) return <LoadError onRetry={() => void order.refetch()} />;
  const zone = me.data?.timezone ?? 'Europe/Paris';
  const existing = id && order.data ? order.data : undefined;
  return (
    <OrderForm
      key={existing ? `${existing.id}:${existing.version}` : 'new'}
      defaults={existing ? fromOrder(existing, zone) : emptyOrder(zone)}
      existing={
        existing ? { id: existing.id, version: existing.version, reference: existing.reference } : undefined
      }
      zone={zone}
    />
  );
}

function OrderForm(props: {
  defaults: OrderFormValues;
  existing: { id: string; version: number; reference: string } | undefined;
  zone: string;
}) {
  const { defaults, existing, zone } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = existing
    ? t('orderForm.editTitle', { reference: existing.reference })
    : t('orderForm.newTitle');
  useDocumentTitle(title);
  const { control, getValues, setFocus } = useForm<OrderFormValues>({ defaultValues: defaults });
  const stops = useFieldArray({ control, name: 'stops' });
  const goods = useFieldArray({ control, name: 'goods' });
  const [errors, setErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const save = useSaveOrder(existing);

  function showErrors(found: FormErrors) {
    setErrors(found);
    setAlert(t('orderForm.errors.fixErrors'));
    const first = Object.keys(found)[0];
    if (first && first !== 'stops') setFocus(first as never);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = getValues();
    const found = validateOrderForm(values);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setAlert(null);
    save.mutate(values, {
      onSuccess: (orderId) => {
        showToast({
          tone: 'success',
          title: 'successTitle',
          text: existing ? 'orderForm.saved' : 'orderForm.created',
        });
        void navigate(`/orders/${orderId}`);
      },
      onError: (error) => {
        if (isApiError(error, 409)) {
          setAlert(
            t(
              error.code === 'order.cancelled_error'
                ? 'orderForm.errors.cancelled'
                : 'orderForm.errors.conflict',
            ),
          );
          return;
        }
        if (!isApiError(error, 400)) return setAlert(t('toast.defaultText'));
        const fromServer: FormErrors = {};
        for (const item of error.errors) {
          const field = item.source?.pointer ? fieldOfPointer(item.source.pointer) : undefined;
          if (field && !fromServer[field])
            fromServer[field] = { key: `validation.${serverKey(item.code ?? '')}` };
        }
        showErrors(fromServer);
      },
    });
  }

  const text = (name: keyof OrderFormValues, label: string, description?: string) => (
    <FormText control={control} name={name} label={label} errors={errors} description={description} />
  );
  return (
    <>
      <Link to={existing ? `/orders/${existing.id}` : '/orders'} className="back-link">
        <Icon name="chevronLeft" size={16} />
        {t('order.back')}
      </Link>
      <PageHeader title={title} />
      {alert && (
        <div className="alert alert--error" role="alert">
          {alert}
        </div>
      )}
      <Form className="form order-form" onSubmit={onSubmit} validationBehavior="aria">
        <Panel id="order-general" title={t('orderForm.general')}>
          <div className="form-grid">
            {text('reference', t('orderForm.reference'))}
            <FormSelect
              control={control}
              name="transportMode"
              label={t('orderForm.transportMode')}
              errors={errors}
              options={FORM_TRANSPORT_MODES.map((mode) => ({ id: mode, label: t(`transportMode.${mode}`) }))}
            />
            {text('clientReference', t('order.clientReference'))}
            {text('consignmentReference', t('order.consignmentReference'))}
            {text('contractNumber', t('order.contractNumber'))}
            {text('tourReference', t('orderForm.tourReference'), t('orderForm.tourReferenceHelp'))}
            {text('bookingReference', t('orderForm.bookingReference'))}
            {text('billOfLadingReference', t('orderForm.billOfLadingReference'))}
            {text('containerReference', t('orderForm.containerReference'))}
            {text('priceAmount', t('orderForm.price'))}
            {text('priceCurrency', t('orderForm.currency'))}
          </div>
          <div className="form-grid form-grid--wide">
            {text('cargoDescription', t('order.cargoDescription'))}
            <FormText
              control={control}
              name="comments"
              label={t('order.comments')}
              errors={errors}
              multiline
            />
          </div>
        </Panel>

        <Panel id="order-stops" title={t('orderForm.stops')}>
          {errors.stops && (
            <p className="field__error" role="alert">
              {t(errors.stops.key as never)}
            </p>
          )}
          {stops.fields.map((field, index) => (
            <StopFields
              key={field.id}
              control={control}
              index={index}
              count={stops.fields.length}
              errors={errors}
              onRemove={() => stops.remove(index)}
              onMove={(to) => stops.move(index, to)}
            />
          ))}
          <Button
            className="button button--secondary"
            onPress={() => stops.append(emptyStop('delivery', zone))}
          >
            <Icon name="plus" size={16} />
            {t('orderForm.addStop')}
          </Button>
        </Panel>

        <Panel id="order-goods" title={t('orderForm.goods')}>
          {goods.fields.map((field, index) => (
            <GoodsFields
              key={field.id}
              control={control}
              index={index}
              errors={errors}
              onRemove={() => goods.remove(index)}
            />
          ))}
          <Button className="button button--secondary" onPress={() => goods.append(emptyGoods())}>
            <Icon name="plus" size={16} />
            {t('orderForm.addGoods')}
          </Button>
        </Panel>

        <div className="form-actions">
          <Link to={existing ? `/orders/${existing.id}` : '/orders'} className="button button--secondary">
            {t('orderForm.cancel')}
          </Link>
          <Button type="submit" className="button button--primary" aria-busy={save.isPending}>
            {save.isPending ? t('orderForm.saving') : t('orderForm.save')}
          </Button>
        </div>
      </Form>
    </>
  );
}

/** The catalogue key of a server validation code the form knows, else the generic one. */
function serverKey(code: string): string {
  const known: Record<string, string> = {
    'validation.missing_field': 'required',
    'validation.end_before_start': 'endAfterStart',
    'validation.too_low': 'notValid',
    'validation.too_high': 'notValid',
  };
  return known[code] ?? 'notValid';
}
