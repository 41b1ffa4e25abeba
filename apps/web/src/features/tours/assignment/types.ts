// The assignment feature's view of the API, derived from the generated API types.
import type { Flat, Schemas } from '../../../app/api/api-types';

export type TourAssignment = Flat<Schemas['TourAssignment']>;
export type CarrierAgency = Flat<Schemas['CarrierAgency']>;
export type PairingStatus = TourAssignment['pair']['status'];
export type PairingAgency = TourAssignment['pair']['pairingAgency'];
