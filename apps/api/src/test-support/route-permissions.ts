// The permission each route of the OpenAPI document declares (`x-permission`, decision 0080), and what a demo
// user's session holds: tests compare the two to know whether a route must refuse the user.
import { permissionsOf, type SessionPermissions } from '@cargolens/domain/permissions';
import type { TestCargolens } from './cargolens';

export interface DocumentedRoute {
  /** 'GET /api/orders/{id}' */
  route: string;
  permission: string | undefined;
}

export async function documentedRoutes(app: TestCargolens): Promise<DocumentedRoute[]> {
  const document = (await app.api.get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, { 'x-permission'?: string }>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      permission: operation['x-permission'],
    })),
  );
}

export async function capabilitiesOf(app: TestCargolens, username: string): Promise<Set<string>> {
  const response = await app.api.get('/api/me/permissions', await app.tokenOf(username));
  return new Set(response.body.data.attributes.capabilities as string[]);
}

/**
 * What the domain's permissionsOf grants a demo user, from what the API says of the user: its roles, its user
 * profile's active features and its organization's features (the seed gives agencies no privilege feature).
 */
export async function grantedByDomain(app: TestCargolens, username: string): Promise<SessionPermissions> {
  const me = await app.api.get('/api/me?include=organization,userProfile', await app.tokenOf(username));
  const included = (type: string) =>
    (me.body.included as { type: string; attributes: any }[] | undefined)?.find((r) => r.type === type)
      ?.attributes;
  const profile = included('userProfiles') as { features: { name: string; isActive: boolean }[] } | undefined;
  return permissionsOf({
    roles: me.body.data.attributes.roles,
    features: (profile?.features ?? []).filter((f) => f.isActive).map((f) => f.name),
    organizationFeatures: included('organizations')?.features ?? [],
  });
}
