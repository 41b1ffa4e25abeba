// What can be done to the orders selected in the list: tag, untag or cancel them, with what happened to each.
import { orderTaggingRefusal } from '@cargolens/domain/tags';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField } from '../../ui/SelectField';
import { type BulkAction, type BulkResult, useBulkAction } from './use-bulk-action';
import { useOrganizationTags } from './use-known-tags';

/** Why an order failed, in the reader's language, from the error code the API gives it. */
const FAILURE_REASONS = {
  'http.not_found': 'notFound',
  'order.cancelled_error': 'cancelled',
  'http.conflict_error': 'conflict',
  'validation.unknown_identifier': 'otherOrganization',
  'http.access_denied_error': 'denied',
} as const;

interface BulkActionsBarProps {
  selected: ReadonlyArray<{ id: string; reference: string }>;
  onClear: () => void;
}

export function BulkActionsBar({ selected, onClear }: BulkActionsBarProps) {
  const { t } = useTranslation();
  const tags = useOrganizationTags().data?.items ?? [];
  const bulk = useBulkAction();
  const [tagId, setTagId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<BulkResult | null>(null);
  const tag = tags.find((candidate) => candidate.id === tagId);
  // The domain says which tag actions this user may take with this tag; the API says the same.
  const may = (action: 'addTag' | 'removeTag') =>
    tag !== undefined && orderTaggingRefusal(action, tag) === null;
  const references = new Map(selected.map((order) => [order.id, order.reference]));

  const run = (action: BulkAction) =>
    bulk.mutate(
      { action, orderIds: selected.map((order) => order.id), ...(action === 'cancel' ? {} : { tagId }) },
      {
        onSuccess: (result) => {
          setOutcome(result);
          setConfirming(false);
        },
      },
    );

  return (
    <section className="bulk-bar" aria-label={t('orderList.bulk.toolbar')}>
      <p className="bulk-bar__count" aria-live="polite">
        {t('orderList.bulk.selected', { count: selected.length })}
      </p>
      <div className="bulk-bar__actions">
        <SelectField
          label={t('orderList.bulk.tag')}
          options={tags
            .filter((candidate) => !candidate.isAutomaticallyAssigned)
            .map((candidate) => ({ id: candidate.id, label: candidate.label }))}
          value={tagId}
          onChange={setTagId}
        />
        <Button
          className="button button--secondary"
          isDisabled={!may('addTag') || bulk.isPending}
          onPress={() => run('addTag')}
        >
          {t('orderList.bulk.addTag')}
        </Button>
        <Button
          className="button button--secondary"
          isDisabled={!may('removeTag') || bulk.isPending}
          onPress={() => run('removeTag')}
        >
          {t('orderList.bulk.removeTag')}
        </Button>
        <Button
          className="button button--secondary"
          isDisabled={bulk.isPending}
          onPress={() => setConfirming(true)}
        >
          {t('orderList.bulk.cancel')}
        </Button>
        <Button className="button button--ghost" onPress={onClear}>
          {t('orderList.bulk.clear')}
        </Button>
      </div>
      <div role="status" className="bulk-bar__outcome">
        {outcome && (
          <>
            <p>
              {t('orderList.bulk.outcome', {
                done: outcome.done,
                unchanged: outcome.unchanged,
                failed: outcome.failed,
              })}
            </p>
            {outcome.failed > 0 && (
              <ul className="bulk-bar__failures">
                {outcome.results
                  .filter((result) => result.error)
                  .map((result) => (
                    <li key={result.order}>
                      {references.get(result.order) ?? result.order}:{' '}
                      {t(
                        `orderList.bulk.reasons.${
                          FAILURE_REASONS[result.error?.code as keyof typeof FAILURE_REASONS] ?? 'other'
                        }`,
                      )}
                    </li>
                  ))}
              </ul>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        title={t('orderList.bulk.cancelTitle', { count: selected.length })}
        message={t('orderList.bulk.cancelText')}
        confirmLabel={t('orderList.bulk.confirmCancel')}
        cancelLabel={t('orderList.bulk.keep')}
        isOpen={confirming}
        isPending={bulk.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => run('cancel')}
      />
    </section>
  );
}
