// The rules of a user as the users screen and POST/PUT /users send it: the rules every new user follows
// (user-rules.ts, shared with the CSV import) plus what only this surface sets: several roles, a phone
// number and an optional first password (shipment-domain §5 messages).
import { MESSAGES, parsePhone, password as passwordRule } from '../validation';
import { roleIssues, rolesTakeUserProfile } from './user-roles';
import { type UserIssue, userIssues } from './user-rules';

export interface UserAccountDraft {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  roles: readonly string[];
  lang: string;
  timezone: string;
  receiveMail: boolean;
  /** As typed; read in `country` when it has no international prefix. */
  phone?: string | null;
  /** A first password; none sends the invitation email instead. */
  password?: string | null;
  /** Whether a user profile is chosen (which one is the store's to check). */
  hasUserProfile: boolean;
}

/** Every problem of the account, field by field; `country` reads national phone numbers (ISO alpha-2). */
export function userAccountIssues(draft: UserAccountDraft, country?: string | null): UserIssue[] {
  const issues = userIssues({
    ...draft,
    role: rolesTakeUserProfile(draft.roles) ? 'ROLE_CLIENT_EXPLOITANT' : 'ROLE_CLIENT_API',
    userProfile: draft.hasUserProfile ? 'chosen' : null,
  });
  issues.push(...roleIssues(draft.roles));
  const phone = draft.phone?.trim();
  if (phone && !parsePhone(phone, country))
    issues.push({ field: 'phone', code: 'validation.invalid_phone', message: MESSAGES.phone });
  if (draft.password && passwordRule(draft.password))
    issues.push({ field: 'password', code: 'validation.invalid_password', message: MESSAGES.password });
  return issues;
}
