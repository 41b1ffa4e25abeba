// The users import (shipment-domain §9 import type "user"): each line is a new user of the importing
// organization, created by the users module's own use case (modules/users/create-users.ts) with the domain's
// rules. No password column: an imported user has none until they choose one (decision 0090).
import { DEFAULT_USER_ROLE, FRONT_OFFICE_ROLES, frontOfficeRole } from '@cargolens/domain/users';
import type { PasswordLinks } from '../auth';
import type { NewUserInput, SeenNames, UsersCreation } from '../users';
import { insertNewUsers, type NewUserRow } from '../users';
import { cellReader, lineErrors } from './import-cells';
import type { Importer, RejectedLine } from './importer';

export const USER_COLUMNS = [
  'username',
  'email',
  'firstname',
  'lastname',
  'role',
  'userProfile',
  'agency',
  'lang',
  'timezone',
  'receiveMail',
] as const;

// No profile or agency: their names differ from one organization to the next, and the example imports anywhere.
export const USER_EXAMPLE: Record<(typeof USER_COLUMNS)[number], string> = {
  username: 'camille.petit',
  email: 'camille.petit@example.com',
  firstname: 'Camille',
  lastname: 'Petit',
  role: 'operator',
  userProfile: '',
  agency: '',
  lang: 'fr',
  timezone: 'Europe/Paris',
  receiveMail: 'true',
};

/** A dry run's names seen in earlier batches, kept beside the run's own set of keys. */
const seenByRun = new WeakMap<object, SeenNames>();

export function createUserImporter(
  creation: UsersCreation,
  invitations: Pick<PasswordLinks, 'sendInvitations'>,
): Importer<NewUserRow> {
  return {
    type: 'user',
    columns: USER_COLUMNS,
    requiredColumns: ['username', 'email', 'firstname', 'lastname'],
    example: USER_EXAMPLE,

    async check(context, lines) {
      const parsed = lines.map((line) => {
        const read = cellReader(line.fields);
        const input: NewUserInput = {
          username: read.cell('username'),
          email: read.cell('email'),
          firstname: read.cell('firstname'),
          lastname: read.cell('lastname'),
          role: read.choice('role', frontOfficeRole, DEFAULT_USER_ROLE, [
            'operator',
            'api',
            ...FRONT_OFFICE_ROLES,
          ]),
          userProfile: read.optional('userProfile'),
          agency: read.optional('agency'),
          lang: read.optional('lang'),
          timezone: read.optional('timezone'),
          receiveMail: read.yesNo('receiveMail', true),
        };
        return { line, input, cellErrors: read.errors };
      });
      let seen: SeenNames | undefined;
      if (context.seenKeys) {
        seen = seenByRun.get(context.seenKeys) ?? { usernames: new Set(), emails: new Set() };
        seenByRun.set(context.seenKeys, seen);
      }
      const checked = await creation.check(
        context.organizationId,
        context.userId,
        parsed.map((p) => p.input),
        seen,
      );
      const rows: NewUserRow[] = [];
      const rejected: RejectedLine[] = [];
      checked.forEach((result, index) => {
        const { line, input, cellErrors } = parsed[index]!;
        const issues = Array.isArray(result) ? result : [];
        if (!cellErrors.length && !Array.isArray(result)) {
          rows.push(result);
          return;
        }
        rejected.push({
          line: line.line,
          label: input.username,
          values: line.values,
          errors: lineErrors(cellErrors, issues),
        });
      });
      return { rows, rejected };
    },

    // The invitations leave once the users are committed: a rolled-back batch mails no link to nobody.
    async write(db, _context, rows) {
      const ids = await insertNewUsers(db, rows);
      return async () => {
        await invitations.sendInvitations(ids);
      };
    },
  };
}
