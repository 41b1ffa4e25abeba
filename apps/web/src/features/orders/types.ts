// The orders feature's view of the API, derived from the generated API types: nothing here is written by hand.
import type { Flat, GetDocument, IncludedOf, Schemas } from '../../app/api/api-types';

export type OrderDocument = GetDocument<'/orders/{id}'>;
export type Order = Flat<Schemas['Order'], IncludedOf<OrderDocument>>;
export type Stop = Flat<Schemas['Stop']>;
export type Goods = Flat<Schemas['Goods']>;
export type Tag = Schemas['Order']['attributes']['tags'][number];
export type StopSummary = NonNullable<Schemas['Order']['attributes']['departure']>;
