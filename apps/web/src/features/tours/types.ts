// The tours feature's view of the API, derived from the generated API types: nothing here is written by hand.

import type { GetDocument } from '../../app/api/api-types';
import type { FlatPrimary } from '../../app/api/jsonapi';

export type TourListItem = FlatPrimary<GetDocument<'/tours'>>;
export type TourDetails = FlatPrimary<GetDocument<'/tours/reference/{reference}/details'>>;
export type TourOrder = NonNullable<TourDetails['orders']>[number];
export type TourStop = NonNullable<TourDetails['stops']>[number];
export type TourEvent = NonNullable<TourDetails['events']>[number];
