// Which features are in force for a session (shipment-domain §6, platform-core §3 Session): the user's own
// features are the union of the user-profile's active features and the agency's; organization features are
// kept apart because they drive the organization-feature permissions, not the screens.

/** shipment-domain §6 "Default organization features for a blank organization". */
export const DEFAULT_ORGANIZATION_FEATURES = [
  'AUTOMATIC_STATUS',
  'DISABLE_SALESFORCE_SYNCHRONIZATION',
  'EXTERNAL_ETA',
  'FILTER_CARGO_DESCRIPTION',
  'FILTER_CONSIGNMENT_REFERENCE',
  'FILTER_ORDER_CLIENT',
] as const;

/** The features an organization starts with: the defaults when none were chosen (a blank organization). */
export function organizationFeaturesOnCreation(chosen: readonly string[] | undefined): string[] {
  return chosen && chosen.length > 0 ? [...new Set(chosen)] : [...DEFAULT_ORGANIZATION_FEATURES];
}

/** A user-profile feature as stored: only active ones count ("profile flags are shown only when active"). */
export interface ProfileFeature {
  readonly name: string;
  readonly isActive: boolean;
}

/** Active features = the user-profile's active features ∪ the agency's (§6), sorted and without repeats. */
export function activeFeatures(
  profileFeatures: readonly (ProfileFeature | string)[],
  agencyFeatures: readonly string[],
): string[] {
  const names = profileFeatures.flatMap((feature) =>
    typeof feature === 'string' ? [feature] : feature.isActive ? [feature.name] : [],
  );
  return [...new Set([...names, ...agencyFeatures])].sort();
}
