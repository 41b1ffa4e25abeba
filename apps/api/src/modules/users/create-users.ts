// Creating users, the one use case behind every surface that adds people to an organization (the CSV import
// now, the users screen later): the domain's rules (packages/domain/src/users), then what only the store
// knows (the organization's profiles and agencies, usernames and emails taken). A new user has no password
// and is not activated: decision 0090 says how such a user gets access.

import {
  type FrontOfficeRole,
  normalizeUser,
  rolesOf,
  type UserDraft,
  type UserIssue,
  userIssues,
} from '@cargolens/domain/users';
import { MESSAGES } from '@cargolens/domain/validation';
import type { NewUserRow, NewUsersRepository } from './new-users-repository';

/** A user as it is asked for: language and time zone may be left to the organization's and creator's. */
export type NewUserInput = Omit<UserDraft, 'lang' | 'timezone'> & {
  lang?: string | null;
  timezone?: string | null;
};

/** Usernames and emails (lower case) already given earlier in the same request or file. */
export interface SeenNames {
  usernames: Set<string>;
  emails: Set<string>;
}

const unknown = (field: 'userProfile' | 'agency', what: string, name: string): UserIssue => ({
  field,
  code: 'validation.unknown_identifier',
  message: `No ${what} of this organization is named "${name}"`,
});

const taken = (field: 'username' | 'email'): UserIssue => ({
  field,
  code: 'user.unique_constraint_error',
  message: MESSAGES.alreadyExists,
});

export function createUsersCreation(repository: NewUsersRepository) {
  return {
    /**
     * Each input's row to insert, or its issues (all of them, field by field). `seen` carries the names of
     * earlier inputs not yet stored (a dry run's earlier lines); inputs of one call are checked among
     * themselves in any case.
     */
    async check(
      organizationId: number,
      creatorId: number,
      inputs: NewUserInput[],
      seen?: SeenNames,
    ): Promise<(NewUserRow | UserIssue[])[]> {
      const references = await repository.referencesOf(organizationId, creatorId);
      const drafts = inputs.map((input) =>
        normalizeUser({
          ...input,
          lang: input.lang?.trim() || references.language,
          timezone: input.timezone?.trim() || references.timezone,
        }),
      );
      const stored = await repository.taken(
        drafts.map((d) => d.username.toLowerCase()),
        drafts.map((d) => d.email),
      );
      const earlier: SeenNames = seen ?? { usernames: new Set(), emails: new Set() };
      const inThisCall: SeenNames = { usernames: new Set(), emails: new Set() };
      const byName = <T extends { name: string }>(rows: T[], name: string) =>
        rows.find((row) => row.name.toLowerCase() === name.toLowerCase());

      return drafts.map((draft) => {
        const issues = userIssues(draft);
        const profile = draft.userProfile ? byName(references.profiles, draft.userProfile) : undefined;
        if (draft.userProfile && !profile && !issues.some((i) => i.field === 'userProfile'))
          issues.push(unknown('userProfile', 'user profile', draft.userProfile));
        const agency = draft.agency
          ? (byName(references.agencies, draft.agency) ??
            references.agencies.find((a) => a.external_id === draft.agency))
          : undefined;
        if (draft.agency && !agency) issues.push(unknown('agency', 'agency', draft.agency));
        const username = draft.username.toLowerCase();
        if (
          !issues.some((i) => i.field === 'username') &&
          (stored.usernames.has(username) ||
            earlier.usernames.has(username) ||
            inThisCall.usernames.has(username))
        )
          issues.push(taken('username'));
        if (
          !issues.some((i) => i.field === 'email') &&
          (stored.emails.has(draft.email) ||
            earlier.emails.has(draft.email) ||
            inThisCall.emails.has(draft.email))
        )
          issues.push(taken('email'));
        if (issues.length) return issues;
        inThisCall.usernames.add(username);
        inThisCall.emails.add(draft.email);
        seen?.usernames.add(username);
        seen?.emails.add(draft.email);
        return {
          values: {
            organization_id: organizationId,
            user_profile_id: profile?.id ?? null,
            username: draft.username,
            email: draft.email,
            firstname: draft.firstname,
            lastname: draft.lastname,
            password_hash: null,
            roles: rolesOf(draft.role as FrontOfficeRole),
            lang: draft.lang,
            timezone: draft.timezone,
            receive_mail: draft.receiveMail,
            activated_at: null,
          },
          agencyId: agency?.id ?? null,
        };
      });
    },
  };
}

export type UsersCreation = ReturnType<typeof createUsersCreation>;
