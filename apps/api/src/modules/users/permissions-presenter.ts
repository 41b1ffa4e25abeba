// What the signed-in session may see and do, as the domain computes it from the token's roles and features
// (decision 0080): the web app shows its menu, routes and buttons from this and never decides on its own.
import {
  CAPABILITIES,
  ORGANIZATION_PERMISSIONS,
  permissionsOf,
  SCREENS,
} from '@cargolens/domain/permissions';
import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';

const enumOf = <T extends string>(values: readonly T[]) => z.enum(values as [T, ...T[]]);

export const permissionsResource = resourceSchema('SessionPermissions', 'permissions', {
  roles: z.array(z.string()),
  features: z.array(z.string()).describe('Active features: the user profile’s ∪ the default agency’s'),
  organizationFeatures: z.array(z.string()),
  screens: z.array(enumOf(SCREENS)).describe('Screens and menu items the session may open'),
  capabilities: z.array(enumOf(CAPABILITIES)).describe('What the API lets the session do'),
  organization: z
    .object(Object.fromEntries(ORGANIZATION_PERMISSIONS.map((name) => [name, z.boolean()])))
    .describe('Organization-feature permissions'),
});

export function presentPermissions(session: Session): z.infer<typeof permissionsResource> {
  const permissions = permissionsOf(session);
  return {
    type: 'permissions',
    id: encodeId(session.userId),
    attributes: {
      roles: session.roles,
      features: session.features,
      organizationFeatures: session.organizationFeatures,
      ...permissions,
    },
  };
}
