import { Button, Checkbox } from 'react-aria-components';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { FormSelect, FormText } from './form-fields';
import { FORM_GOODS_TYPES, type OrderFormValues } from './order-form-values';
import type { FormErrors } from './validate-order-form';

function StackableCheckbox({ control, index }: { control: Control<OrderFormValues>; index: number }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: `goods.${index}.gerbabilite` });
  return (
    <Checkbox className="checkbox" isSelected={Boolean(field.value)} onChange={field.onChange}>
      <span className="checkbox__box" aria-hidden="true" />
      {t('orderForm.stackable')}
    </Checkbox>
  );
}

/** One goods line: type, quantity, weight, stackability (shipment-domain §3 Goods). */
export function GoodsFields(props: {
  control: Control<OrderFormValues>;
  index: number;
  errors: FormErrors;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { control, index, errors, onRemove } = props;
  const at = (field: string) => `goods.${index}.${field}` as never;
  return (
    <div className="form-grid goods-line" data-testid="goods-fields">
      <FormSelect
        control={control}
        name={at('goodsType')}
        label={t('orderForm.goodsType')}
        errors={errors}
        options={FORM_GOODS_TYPES.map((id) => ({ id, label: t(`goodsType.${id}`) }))}
      />
      <FormText
        control={control}
        name={at('quantity')}
        label={t('orderForm.quantity')}
        errors={errors}
        type="number"
      />
      <FormText
        control={control}
        name={at('weight')}
        label={t('orderForm.weight')}
        errors={errors}
        type="number"
      />
      <FormText
        control={control}
        name={at('description')}
        label={t('orderForm.description')}
        errors={errors}
      />
      <div className="goods-line__end">
        <StackableCheckbox control={control} index={index} />
        <Button
          className="button button--icon"
          aria-label={t('orderForm.removeGoods', { number: index + 1 })}
          onPress={onRemove}
        >
          <Icon name="trash" size={16} />
        </Button>
      </div>
    </div>
  );
}
