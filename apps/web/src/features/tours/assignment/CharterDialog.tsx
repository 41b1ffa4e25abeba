import { type FormEvent, useDeferredValue, useState } from 'react';
import { Form, Input, Label, ListBox, ListBoxItem, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../ui/DialogActions';
import { ModalDialog } from '../../../ui/ModalDialog';
import type { TourAssignment } from './types';
import { useAssignmentStep, useCarrierAgencies } from './use-tour-assignment';

interface CharterDialogProps {
  assignment: TourAssignment;
  isOpen: boolean;
  onClose: () => void;
}

/** Picks the carrier agency a tour is chartered to (a first request, or another agency instead). */
export function CharterDialog({ assignment, isOpen, onClose }: CharterDialogProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const agencies = useCarrierAgencies(useDeferredValue(search.trim()));
  const current = assignment.chartering.agency?.id ?? null;
  const [chosen, setChosen] = useState<string | null>(current);
  const step = useAssignmentStep(assignment.id, assignment.version);
  const items = agencies.data ?? [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || chosen === current || step.isPending) return;
    step.mutate({ kind: 'request', agencyId: chosen }, { onSuccess: onClose });
  };

  return (
    <ModalDialog title={t('assignment.charterDialog.title')} isOpen={isOpen} onClose={onClose}>
      <Form className="assignment-form" onSubmit={onSubmit}>
        <p className="dialog__text">{t('assignment.charterDialog.help')}</p>
        <SearchField className="field field--search" value={search} onChange={setSearch} autoFocus>
          <Label className="field__label">{t('assignment.charterDialog.search')}</Label>
          <Input className="field__input" />
        </SearchField>
        <ListBox
          className="listbox assignment-choices"
          aria-label={t('assignment.charterDialog.agency')}
          aria-busy={agencies.isFetching}
          items={items}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={chosen ? [chosen] : []}
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys];
            if (key !== undefined) setChosen(String(key));
          }}
          renderEmptyState={() => (
            <p className="assignment-choices__empty">{t('assignment.charterDialog.noAgency')}</p>
          )}
        >
          {(agency) => (
            <ListBoxItem id={agency.id} className="listbox__item" textValue={agency.name}>
              {/* One text, so the option's accessible name is what it shows. */}
              <span>
                {agency.name}
                <span className="assignment-choices__detail">
                  {[agency.organizationName, agency.town].filter(Boolean).join(' · ')}
                </span>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
        <DialogActions
          cancelLabel={t('assignment.cancel')}
          onCancel={onClose}
          submitLabel={t('assignment.charterDialog.submit')}
          isPending={step.isPending}
          isDisabled={!chosen || chosen === current}
        />
      </Form>
    </ModalDialog>
  );
}
