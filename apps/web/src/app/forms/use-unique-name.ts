// The required name of an administration form that must also be unique (agency, organization, portfolio): its
// uniqueness asked once the user types it, its message, and a save refused while the name is taken.
import type { TFunction } from 'i18next';
import { uniqueNameError, useUniquenessCheck } from './uniqueness-check';

export function useUniqueName(
  t: TFunction,
  form: {
    values: { name: string };
    wasEdited: (field: string) => boolean;
    markEdited: (field: string) => void;
  },
  check: {
    /** The item's name when it is changed, not created: keeping it is no clash. */
    current: string | undefined;
    isTaken: (value: string) => Promise<boolean>;
    /** The domain's message of the name, when the form has a rule of its own. */
    issue?: string | undefined;
    serverError: string | undefined;
  },
) {
  const value = form.values.name;
  const isDirty = form.wasEdited('name');
  const uniqueness = useUniquenessCheck(
    value,
    { isDirty, ...(check.current === undefined ? {} : { current: check.current }) },
    check.isTaken,
  );
  const error = uniqueNameError(t, {
    value,
    isDirty,
    uniqueness,
    ...(check.issue ? { issue: check.issue } : {}),
    ...(check.serverError === undefined ? {} : { serverError: check.serverError }),
  });
  return {
    /** What the NameField shows: the message, and "checking…" while the uniqueness is asked. */
    field: { error, checking: uniqueness === 'checking' },
    taken: uniqueness === 'taken',
    /** A save tried counts the name as touched, so its message shows. */
    touch: () => form.markEdited('name'),
  };
}
