// The admin forms hold their values in react-hook-form and check them with the domain's rules (a pure
// `issuesOf(values)` per form, §5 messages): a message shows once its field was left or a save was tried
// (useShownIssues), else what the API answered for that field.
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { useShownIssues } from './use-shown-issues';
import { validationText } from './validation-text';

export function useDomainForm<V extends FieldValues, F extends string>(options: {
  defaults: V;
  issuesOf: (values: V) => Partial<Record<F, string>>;
  /** Called on every edit of a field, e.g. to clear a refused save's errors. */
  onEdit?: (field: string) => void;
}) {
  const form = useForm<V>({ defaultValues: options.defaults as DefaultValues<V> });
  const values = form.watch() as V;
  const issues = options.issuesOf(values);
  const checks = useShownIssues();
  // Fields the user typed in, even back to their first value (a name emptied again says "required").
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const markEdited = (field: string) => setEdited((now) => (now.has(field) ? now : new Set(now).add(field)));
  return {
    control: form.control,
    values,
    issues,
    checks,
    /** Sets a value from code (a choice that resets another), as an edit. */
    setValue: form.setValue,
    wasEdited: (field: string) => edited.has(field),
    /** Counts a field as edited without an edit (a save tried counts its name as touched). */
    markEdited,
    edit: (field: string) => {
      markEdited(field);
      options.onEdit?.(field);
    },
    /** The domain's §5 message of a field when it may show, in the user's language. */
    issueText: (t: TFunction, field: F): string | undefined => {
      const issue = issues[field];
      return issue && checks.shown(field) ? validationText(t, issue) : undefined;
    },
    hasIssues: () => Object.keys(issues).length > 0,
  };
}

export type DomainForm<V extends FieldValues, F extends string> = ReturnType<typeof useDomainForm<V, F>>;
