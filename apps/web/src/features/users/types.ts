// The users feature's view of the API, derived from the generated API types. The organization and user
// profile relationships carry at least their ids (their attributes only when included).
import type { Flat, Schemas } from '../../app/api/api-types';

export type ManagedUser = Flat<Schemas['User'], Schemas['Organization'] | Schemas['UserProfile']>;
