import { formatDimensions, goodsMeasureCount } from '@cargolens/domain/goods';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../ui/format';
import { useFormats } from '../preferences/use-formats';
import type { Goods } from './types';

const GOODS_KEYS = ['FULL_TRUCK', 'LINEAR_METERS', 'PALETS'] as const;
type GoodsKey = (typeof GOODS_KEYS)[number];
const isGoodsKey = (value: string): value is GoodsKey => (GOODS_KEYS as readonly string[]).includes(value);

export function GoodsTable({ goods }: { goods: Goods[] }) {
  const { t, i18n } = useTranslation();
  const format = useFormats();
  if (goods.length === 0) return <p className="muted">{t('order.noGoods')}</p>;
  const lang = i18n.language;
  return (
    <div className="table-scroll">
      <Table aria-label={t('order.goods')} className="table table--compact">
        <TableHeader>
          <Column isRowHeader className="table__column">
            {t('order.goodsType')}
          </Column>
          <Column className="table__column">{t('order.quantity')}</Column>
          <Column className="table__column">{t('order.weight')}</Column>
          <Column className="table__column">{t('order.size')}</Column>
        </TableHeader>
        <TableBody items={goods}>
          {(item) => {
            const count = goodsMeasureCount({
              type: item.goodsType,
              quantity: item.quantity,
              size: item.size,
            });
            return (
              <Row id={item.id} className="table__row">
                <Cell className="table__cell">
                  {isGoodsKey(item.goodsType) ? t(`goodsType.${item.goodsType}`) : item.goodsType}
                </Cell>
                <Cell className="table__cell">{count === null ? '—' : formatNumber(count, lang)}</Cell>
                <Cell className="table__cell">{item.weight ? format.weight(item.weight) : '—'}</Cell>
                <Cell className="table__cell">{formatDimensions(item.size) || '—'}</Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </div>
  );
}
