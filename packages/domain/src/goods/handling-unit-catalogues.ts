// shipment-domain.txt §3 "Goods and handling units".
export const HANDLING_UNIT_EVENT_TYPES = [
  'LOADING',
  'LOADING_NOT_CONFORM',
  'LOADING_NOT_REALISED',
  'LOADING_REFUSED',
  'DELIVERY',
  'DELIVERY_NOT_CONFORM',
  'DELIVERY_NOT_REALISED',
  'DELIVERY_REFUSED',
] as const;
export type HandlingUnitEventType = (typeof HANDLING_UNIT_EVENT_TYPES)[number];

export const QUANTITY_STATUSES = ['CONFORM', 'NOT_CONFORM'] as const;
export type QuantityStatus = (typeof QUANTITY_STATUSES)[number];

export const PACKING_TYPES = [
  'outsize',
  'pallet',
  'parcel',
  'cylinder',
  'basket',
  'vehicle',
  'bulk_goods',
] as const;
export type PackingType = (typeof PACKING_TYPES)[number];

export const CONTENT_REFERENCE_TYPES = ['item', 'purchaseOrder'] as const;
export type ContentReferenceType = (typeof CONTENT_REFERENCE_TYPES)[number];
