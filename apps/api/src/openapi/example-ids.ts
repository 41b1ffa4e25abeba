// The demo data the OpenAPI document's request examples name (request-examples.test.ts runs every example as
// written against the demo data). Documentation, not rules: kept out of the modules' schemas (issue 28), and
// each module's tests check that its id still names what the comment says.

/**
 * Resource 41, Maison Durand's own shuttle "Navette Gerland – Villefranche": the first resource the demo gives
 * the shipper (pairing.test.ts checks it still is).
 */
export const DEMO_SHIPPER_RESOURCE_ID = '1xb6HqLP';

/**
 * Agency 4, Transports Lefèvre's Lille Lesquin: the first agency of the first carrier the demo seeds
 * (chartering.test.ts checks it still is).
 */
export const DEMO_CARRIER_AGENCY_ID = 'yVRh72SK';

/** Order MDI-2026-000109 of Maison Durand, not started, and its loading and delivery stops. */
export const DEMO_EVENT_ORDER_ID = '6jQKHGxl';
export const DEMO_EVENT_LOADING_STOP_ID = 'F6IUjIyY';
export const DEMO_EVENT_DELIVERY_STOP_ID = '6jQKHGxl';

/**
 * Thomas Girard (shipper.operator), a colleague of the shipper administrator the examples run as
 * (homepage-widgets.test.ts checks it still is).
 */
export const DEMO_SHIPPER_OPERATOR_ID = '0WUpxhv6';

/**
 * Stand-ins for what exists only at run time, secrets a client receives: a refresh token from a sign-in
 * (POST /api/tokens), and the code, state and issuer an OpenID provider hands back to /auth/sso-callback.
 * request-examples.test.ts obtains real ones as a client would and sends each in its stand-in's place.
 */
export const EXAMPLE_REFRESH_TOKEN = 'k3VQm8Zr1xL0pT7yNw4bJd9sFa6hUe2cGo5iRq-_Bn0';
export const EXAMPLE_SSO_CODE = 'code-from-the-provider';
export const EXAMPLE_SSO_STATE = 'state-from-the-provider';
export const EXAMPLE_SSO_ISSUER = 'https://login.example.com';
