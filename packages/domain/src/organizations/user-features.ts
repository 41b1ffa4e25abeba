// User-profile features (shipment-domain §6 "User privilege features (by group)"), grouped as the screen shows them.
export const USER_FEATURE_GROUPS = {
  operations: [
    'ORDERS',
    'ORDER_CREATION',
    'ORDER_CHARTERING',
    'TOURS',
    'GLOBAL_MAP',
    'ADMINISTRATION_DISCUSSION',
    'PREFERENCES_NOTIFICATIONS',
    'ONBOARDING_AUTOMATION_CENTER',
    'OCEAN_USERS_DISPLAY',
  ],
  administration: [
    'ADMINISTRATION_USERS',
    'ADMINISTRATION_RESOURCES',
    'ADMINISTRATION_TELEMATICS',
    'ADMINISTRATION_PLACES',
    'ADMINISTRATION_TAGS',
    'ADMINISTRATE_ORGANIZATION_NOTIFICATION',
    'ADMINISTRATE_NOTIFICATION_BUILDER_ACCESS',
    'QUALITY_NEWSLETTER_MANAGEMENT',
    'REGEOCODE',
  ],
} as const;

export const USER_FEATURES = [...USER_FEATURE_GROUPS.operations, ...USER_FEATURE_GROUPS.administration];
