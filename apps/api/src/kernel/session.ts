// Who is calling: what a verified access token says. Routes get it from the request, jobs build it themselves.

export interface Session {
  userId: number;
  organizationId: number;
  roles: string[];
  /** Active user features: the user-profile's active features ∪ the default agency's (shipment-domain §6). */
  features: string[];
  /** The organization's features, for the organization-feature permissions. */
  organizationFeatures: string[];
  /** Set while a back-office user impersonates this user: who really acts (decision 0142). */
  impersonatorId?: number;
  /** The user's access version when the token was signed (decision 0125); absent counts as 0. */
  accessVersion?: number;
}
