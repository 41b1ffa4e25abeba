import { Button } from 'react-aria-components';

/**
 * A dialog form's actions: leave it (when it can be left), then submit it. Busy through `aria-busy`, so the
 * button keeps its name while the submission runs.
 */
export function DialogActions({
  cancelLabel,
  onCancel,
  submitLabel,
  isPending,
  isDisabled = false,
}: {
  cancelLabel: string;
  onCancel?: (() => void) | undefined;
  submitLabel: string;
  isPending: boolean;
  isDisabled?: boolean;
}) {
  return (
    <div className="dialog__actions">
      {onCancel && (
        <Button className="button button--secondary" onPress={onCancel}>
          {cancelLabel}
        </Button>
      )}
      <Button type="submit" className="button button--primary" isDisabled={isDisabled} aria-busy={isPending}>
        {submitLabel}
      </Button>
    </div>
  );
}
