// Requests of the users screen (platform-core §7 Users). Field rules are the domain's (userAccountIssues),
// checked by the use case so that every field's message is the spec's; the schemas only fix the shapes.
import { USER_LANGUAGES, USER_ROLES } from '@cargolens/domain/users';
import { z } from 'zod';
import { isActiveFilterParam } from '../../http/jsonapi/administered-record';
import { requestExamples } from '../../http/jsonapi/body-schemas';
import { publicId, toManyIdBody, toOneIdBody } from '../../http/jsonapi/public-id-schemas';
import { includeParam, pageParams, searchParam, sortParam } from '../../http/jsonapi/query-schemas';

export const USER_SORT_FIELDS = ['lastname', 'firstname', 'username', 'email', 'createdAt'] as const;

/** A public id, decoded for the use cases (decision 0222). */
const hashId = (what: string) => publicId(what);

export const listUsersQuery = z.strictObject({
  ...pageParams,
  'filter[search]': searchParam('Name, username or email contains'),
  'filter[role]': z
    .enum(USER_ROLES as [string, ...string[]])
    .optional()
    .describe('Holds this role'),
  'filter[agency]': hashId('Linked to this agency').optional(),
  'filter[isActive]': isActiveFilterParam('users'),
  'filter[organization]': publicId('Back-office only: one organization id').optional(),
  sort: sortParam(USER_SORT_FIELDS, 'lastname'),
});

export const userParams = z.strictObject({ id: hashId('User id') });

export const userQuery = z.strictObject({ include: includeParam(['organization', 'userProfile']) });

export const agenciesQuery = z.strictObject({ include: includeParam(['agency']) });

export const userValueParams = z.strictObject({
  value: z.string().min(1).max(255).describe('The value to look for (case-insensitive)'),
});

const text = (max: number) => z.string().max(max);

const attributes = {
  username: text(200),
  email: text(400),
  firstname: text(200),
  lastname: text(200),
  roles: z
    .array(z.string().max(64))
    .max(12)
    .describe(`Among ${USER_ROLES.join(', ')}; one main role`),
  lang: text(10)
    .optional()
    .describe(`One of ${USER_LANGUAGES.join(', ')}; default: the organization’s`),
  timezone: text(64).optional().describe('IANA zone; default: the creator’s'),
  receiveMail: z.boolean().optional().describe('Default true'),
  phone: text(40).nullable().optional().describe('International, or national in the organization’s country'),
  password: z
    .string()
    .max(200)
    .nullable()
    .optional()
    .describe('A first password; without one the user is mailed an invitation to choose it'),
};

const relationships = z
  .strictObject({
    organization: toOneIdBody('organizations')
      .optional()
      .describe('Back office: the organization the user belongs to (default: the caller’s)'),
    userProfile: z
      .strictObject({
        data: z.strictObject({ type: z.literal('userProfiles'), id: hashId('User profile id') }).nullable(),
      })
      .optional(),
    agencies: z
      .strictObject({
        data: z.array(z.strictObject({ type: z.literal('agencies'), id: hashId('Agency id') })).max(200),
      })
      .optional()
      .describe('Agencies the user follows'),
    defaultAgency: z
      .strictObject({
        data: z.strictObject({ type: z.literal('agencies'), id: hashId('Agency id') }).nullable(),
      })
      .optional()
      .describe('One of the agencies; default: the first'),
    portfolios: toManyIdBody('portfolios', 200)
      .optional()
      .describe('Back-office users: exactly the portfolios they follow (decision 0190)'),
  })
  .optional();

export const createUserBody = z
  .strictObject({
    data: z.strictObject({ type: z.literal('users'), attributes: z.strictObject(attributes), relationships }),
  })
  .meta(
    requestExamples({
      create: {
        summary: 'An operator who will choose a password from the invitation email',
        value: {
          data: {
            type: 'users',
            attributes: {
              username: 'jeanne.martin',
              email: 'jeanne.martin@example.com',
              firstname: 'Jeanne',
              lastname: 'Martin',
              roles: ['ROLE_CLIENT_EXPLOITANT'],
              lang: 'fr',
              timezone: 'Europe/Paris',
              receiveMail: true,
              phone: '+33612345678',
            },
          },
        },
      },
    }),
  );

export const updateUserBody = z
  .strictObject({
    data: z.strictObject({
      type: z.literal('users'),
      id: hashId('When given, the id of the path').optional(),
      attributes: z.strictObject(attributes).partial(),
      relationships,
    }),
  })
  .meta(
    requestExamples({
      update: {
        summary: 'Change the phone number and stop the emails',
        value: { data: { type: 'users', attributes: { phone: '+33698765432', receiveMail: false } } },
      },
    }),
  );

export type UserBody = z.infer<typeof createUserBody>['data'];
export type UserUpdateBody = z.infer<typeof updateUserBody>['data'];
