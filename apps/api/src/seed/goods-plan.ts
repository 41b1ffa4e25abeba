// Goods rows of one order, sized like real loads: a full truck, linear metres of floor, or counted pallets.
import type { TourKind } from './order-plan';
import { chance, type Random, randomInt } from './random';

export type GoodsType = 'FULL_TRUCK' | 'LINEAR_METERS' | 'PALETS';

export interface PlannedGoods {
  goodsType: GoodsType;
  quantity: number;
  weightKg: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  isStackable: boolean;
  description: string;
}

export function planGoods(random: Random, kind: TourKind, description: string): PlannedGoods[] {
  if (kind === 'ftl' || kind === 'rail') {
    const goods: PlannedGoods[] = [
      {
        goodsType: 'FULL_TRUCK',
        quantity: 1,
        weightKg: randomInt(random, 80, 240) * 100,
        lengthCm: null,
        widthCm: null,
        heightCm: null,
        isStackable: false,
        description,
      },
    ];
    if (chance(random, 0.4))
      goods.push({
        goodsType: 'PALETS',
        quantity: randomInt(random, 26, 33),
        weightKg: randomInt(random, 60, 200) * 100,
        lengthCm: 120,
        widthCm: 80,
        heightCm: randomInt(random, 100, 180),
        isStackable: false,
        description,
      });
    return goods;
  }
  if (kind === 'parcel') {
    return [
      {
        goodsType: 'PALETS',
        quantity: randomInt(random, 1, 2),
        weightKg: randomInt(random, 20, 180),
        lengthCm: 60,
        widthCm: 40,
        heightCm: randomInt(random, 30, 90),
        isStackable: true,
        description,
      },
    ];
  }
  if (chance(random, 0.3)) {
    const metres = randomInt(random, 4, 34) / 5;
    return [
      {
        goodsType: 'LINEAR_METERS',
        quantity: metres,
        weightKg: Math.round(metres * randomInt(random, 600, 1400)),
        lengthCm: Math.round(metres * 100),
        widthCm: 245,
        heightCm: randomInt(random, 120, 260),
        isStackable: false,
        description,
      },
    ];
  }
  const pallets = randomInt(random, 1, 18);
  const wide = chance(random, 0.25);
  return [
    {
      goodsType: 'PALETS',
      quantity: pallets,
      weightKg: pallets * randomInt(random, 150, 800),
      lengthCm: 120,
      widthCm: wide ? 100 : 80,
      heightCm: randomInt(random, 80, 180),
      isStackable: chance(random, 0.4),
      description,
    },
  ];
}
