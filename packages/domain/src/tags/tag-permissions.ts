// Who may change a tag (shipment-domain §3 Tags): the permission the server grants per tag, and the rule
// that automatically assigned tags belong to the platform, not to users.
export const TAG_ACTION_PERMISSIONS = ['MODIFY', 'READ'] as const;
export type TagActionPermission = (typeof TAG_ACTION_PERMISSIONS)[number];

/** "Modify permission when no restriction or MODIFY listed." */
export function canModifyTag(actionPermissions: readonly string[] | null | undefined): boolean {
  return !actionPermissions || actionPermissions.length === 0 || actionPermissions.includes('MODIFY');
}

/** "Closable only when not automatically assigned and the user may modify it": edit, delete, untag. */
export function isTagClosable(tag: {
  isAutomaticallyAssigned: boolean;
  actionPermissions?: readonly string[] | null;
}): boolean {
  return !tag.isAutomaticallyAssigned && canModifyTag(tag.actionPermissions);
}

/** What a caller may do with an organization's tags, from whether they administrate tags at all. */
export function tagActionPermissions(mayAdministrateTags: boolean): TagActionPermission[] {
  return mayAdministrateTags ? ['MODIFY'] : ['READ'];
}
