// What the API answers, as small JSON:API documents for the fake API (fake-api.ts).

/** GET /api/me of a demo user: their language and zone, and their organization with its country. */
export function meAnswer({
  username = 'shipper.admin',
  roles = ['ROLE_CLIENT_ADMIN'],
  organization = 'Maison Durand Industries',
  country = 'FR',
}: {
  username?: string;
  roles?: string[];
  organization?: string;
  country?: string;
} = {}) {
  return {
    status: 200,
    body: {
      data: {
        type: 'users',
        id: `id-${username}`,
        attributes: { username, lang: 'fr', timezone: 'Europe/Paris', roles },
        relationships: { organization: { data: { type: 'organizations', id: 'organization' } } },
      },
      included: [
        {
          type: 'organizations',
          id: 'organization',
          attributes: { name: organization, address: { country } },
        },
      ],
    },
  };
}
