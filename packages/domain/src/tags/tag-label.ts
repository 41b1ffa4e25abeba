import { MESSAGES, required } from '../validation';

/** Longest tag label: tags are chips in tables, and 40 is the spec's shortest named length constant. */
export const TAG_LABEL_MAX_LENGTH = 40;

/** The §5 message a tag label breaks, or null: required, at most 40 characters once trimmed. */
export function tagLabelIssue(label: string): string | null {
  const trimmed = label.trim();
  return (
    required(trimmed) ??
    (trimmed.length > TAG_LABEL_MAX_LENGTH ? MESSAGES.maxLength(TAG_LABEL_MAX_LENGTH) : null)
  );
}
