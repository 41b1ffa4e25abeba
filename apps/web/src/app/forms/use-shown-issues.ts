// When a form shows a client-side check's message: once the field was left (blurred) or a save was tried, never
// while the user is still typing for the first time (the user form's way, shared by the other forms).
import { useCallback, useState } from 'react';

export function useShownIssues() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const blur = useCallback(
    (field: string) => () =>
      setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field))),
    [],
  );
  return {
    /** Whether the message of `field` may show now. */
    shown: (field: string) => submitted || touched.has(field),
    /** Whether `field` was left once. */
    left: (field: string) => touched.has(field),
    blur,
    submit: () => setSubmitted(true),
  };
}
