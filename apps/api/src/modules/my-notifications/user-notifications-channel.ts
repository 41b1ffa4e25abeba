// The channel on which the notifications table announces, by trigger (migration 0145), the id of a user whose
// inbox changed: a notification written for them, or read in one of their tabs. The live feed relays it to
// that user's event streams only (decision 0180).
export const USER_NOTIFICATIONS_CHANNEL = 'cargolens_user_notifications';

/** The user id a payload names, or null for anything else. */
export function notifiedUserId(payload: string): number | null {
  const id = Number(payload);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
