import { isPaired, PAIRING_AGENCIES, PAIRING_STATUSES } from '@cargolens/domain/pairing';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../ui/DialogActions';
import { ModalDialog } from '../../../ui/ModalDialog';
import { SelectField } from '../../../ui/SelectField';
import type { PairingAgency, PairingStatus, TourAssignment } from './types';
import { useAssignmentStep, usePairableResources } from './use-tour-assignment';

interface PairDialogProps {
  assignment: TourAssignment;
  isOpen: boolean;
  onClose: () => void;
}

/** Pairs the tour with one of the caller's resources, with a pairing status and pairing agency (§4). */
export function PairDialog({ assignment, isOpen, onClose }: PairDialogProps) {
  const { t } = useTranslation();
  const resources = usePairableResources();
  const { pair, chartering } = assignment;
  const paired = isPaired(pair.pairingAgency);
  const [resourceId, setResourceId] = useState(pair.mean?.id ?? '');
  const [status, setStatus] = useState<PairingStatus>(paired ? pair.status : 'RESOURCE_PAIRED');
  // A chartered tour is paired by its carrier; a tour its owner runs, by the owner.
  const [agency, setAgency] = useState<PairingAgency>(
    paired ? pair.pairingAgency : chartering.isActive ? 'CHARTER' : 'SHIPPER',
  );
  const step = useAssignmentStep(assignment.id, assignment.version);
  const options = (resources.data ?? []).map((resource) => ({ id: resource.id, label: resource.label }));
  const chosen = resourceId || options[0]?.id || '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || step.isPending) return;
    step.mutate({ kind: 'pair', resourceId: chosen, status, pairingAgency: agency }, { onSuccess: onClose });
  };

  return (
    <ModalDialog title={t('assignment.pairDialog.title')} isOpen={isOpen} onClose={onClose}>
      <Form className="assignment-form" onSubmit={onSubmit}>
        {resources.isSuccess && options.length === 0 ? (
          <p className="dialog__text">{t('assignment.pairDialog.noResource')}</p>
        ) : (
          <SelectField
            label={t('assignment.pairDialog.resource')}
            options={options}
            value={chosen}
            onChange={setResourceId}
            isDisabled={!resources.isSuccess}
          />
        )}
        <SelectField
          label={t('assignment.pairDialog.status')}
          options={PAIRING_STATUSES.map((id) => ({ id, label: t(`pairingStatus.${id}`) }))}
          value={status}
          onChange={(value) => setStatus(value as PairingStatus)}
        />
        <SelectField
          label={t('assignment.pairDialog.agency')}
          options={PAIRING_AGENCIES.map((id) => ({ id, label: t(`pairingAgency.${id}`) }))}
          value={agency}
          onChange={(value) => setAgency(value as PairingAgency)}
        />
        <DialogActions
          cancelLabel={t('assignment.cancel')}
          onCancel={onClose}
          submitLabel={t('assignment.pairDialog.submit')}
          isPending={step.isPending}
          isDisabled={!chosen}
        />
      </Form>
    </ModalDialog>
  );
}
