// The tags feature's view of the API, derived from the generated API types.
import type { Flat, Schemas } from '../../app/api/api-types';

export type Tag = Flat<Schemas['Tag']>;
