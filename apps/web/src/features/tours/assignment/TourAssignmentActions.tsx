import { charteringRights, pairingRights } from '@cargolens/domain/pairing';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CharterDialog } from './CharterDialog';
import { PairDialog } from './PairDialog';
import type { TourAssignment } from './types';
import { type AssignmentStep, useAssignmentStep, useTourAssignment } from './use-tour-assignment';
import './assignment.css';

type Open = 'charter' | 'pair' | 'uncharter' | 'refuse' | 'unpair' | null;
type Confirmable = 'uncharter' | 'refuse' | 'unpair';

/**
 * The chartering and pairing steps the caller may take on a tour, and nothing else: start or edit with
 * MODIFY (the domain's rights), answer a request when the API says the caller may.
 */
export function TourAssignmentActions({ tourId }: { tourId: string }) {
  const assignment = useTourAssignment(tourId);
  if (!assignment.data) return null;
  return <Actions assignment={assignment.data} />;
}

function Actions({ assignment }: { assignment: TourAssignment }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const step = useAssignmentStep(assignment.id, assignment.version);
  const tour = { status: assignment.tourStatus, chartering: assignment.chartering, pair: assignment.pair };
  const chartering = charteringRights(tour);
  const pairing = pairingRights(tour);
  const mayAnswer = assignment.allowedCommands.includes('CONFIRM_CHARTERING');
  const close = () => setOpen(null);
  const run = (kind: AssignmentStep['kind'] & Confirmable) =>
    step.mutate({ kind } as AssignmentStep, { onSuccess: close });

  const confirm = (kind: Confirmable) => (
    <ConfirmDialog
      title={t(`assignment.${kind}Dialog.title`)}
      message={t(`assignment.${kind}Dialog.text`)}
      confirmLabel={t(`assignment.${kind}Dialog.confirm`)}
      cancelLabel={t(`assignment.${kind}Dialog.keep`)}
      isOpen={open === kind}
      isPending={step.isPending}
      onClose={close}
      onConfirm={() => run(kind)}
    />
  );

  const buttons = [
    mayAnswer && (
      <Button
        key="confirm"
        className="button button--primary"
        aria-busy={step.isPending && step.variables?.kind === 'confirm'}
        onPress={() => step.mutate({ kind: 'confirm' })}
      >
        {t('assignment.actions.confirm')}
      </Button>
    ),
    mayAnswer && (
      <Button key="refuse" className="button button--secondary" onPress={() => setOpen('refuse')}>
        {t('assignment.actions.refuse')}
      </Button>
    ),
    (chartering.canStart || chartering.canEdit) && (
      <Button key="charter" className="button button--secondary" onPress={() => setOpen('charter')}>
        {t(chartering.canStart ? 'assignment.actions.charter' : 'assignment.actions.changeCarrier')}
      </Button>
    ),
    chartering.canEdit && (
      <Button key="uncharter" className="button button--secondary" onPress={() => setOpen('uncharter')}>
        {t('assignment.actions.uncharter')}
      </Button>
    ),
    (pairing.canStart || pairing.canEdit) && (
      <Button key="pair" className="button button--secondary" onPress={() => setOpen('pair')}>
        {t(pairing.canStart ? 'assignment.actions.pair' : 'assignment.actions.changePairing')}
      </Button>
    ),
    pairing.canEdit && (
      <Button key="unpair" className="button button--secondary" onPress={() => setOpen('unpair')}>
        {t('assignment.actions.unpair')}
      </Button>
    ),
  ].filter(Boolean);
  if (buttons.length === 0) return null;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset
    <div className="assignment-actions" role="group" aria-label={t('assignment.actionsLabel')}>
      {buttons}
      {open === 'charter' && <CharterDialog assignment={assignment} isOpen onClose={close} />}
      {open === 'pair' && <PairDialog assignment={assignment} isOpen onClose={close} />}
      {confirm('uncharter')}
      {confirm('refuse')}
      {confirm('unpair')}
    </div>
  );
}
