// @vitest-environment happy-dom-shared
// The resource form's own answers (issue 8, platform-core §5): the §5 messages before sending, a phone number
// read in the organization's country, and a label the API refuses shown at its field. Creating resources and
// finding them in the fleet is a journey (admin-resources.e2e.ts).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meAnswer } from '../../test-support/api-documents';
import { fakeApi, jsonApiError } from '../../test-support/fake-api';
import { renderScreen } from '../../test-support/render';
import { ResourceFormDialog } from './ResourceFormDialog';

function renderForm() {
  // The demo carrier's administrator: the organization's country reads phone numbers.
  const api = fakeApi().on(
    'GET',
    '/api/me',
    meAnswer({ username: 'carrier.admin', organization: 'Transports Lefèvre' }),
  );
  const onClose = vi.fn();
  const rendered = renderScreen(<ResourceFormDialog resource={null} onClose={onClose} />);
  const fill = (label: string, value: string) =>
    rendered.fill(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
  return { ...rendered, api, onClose, fill };
}

describe('administration of resources (carrier admin)', () => {
  it('creates a truck: the form shows the §5 messages before sending', async () => {
    const { user, api, fill } = renderForm();
    expect(await screen.findByRole('heading', { name: 'Nouvelle ressource' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Obligatoire')).toBeInTheDocument();
    await fill('Libellé', 'ZZ-901-ZZ');
    await fill('Identifiant du boîtier télématique', '359000000000901');
    await fill('Année de fabrication', '1900');
    screen.getByRole('textbox', { name: /^Carburant/ }).focus();
    expect(await screen.findByText('Valeur minimale : 1950')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/means')).toEqual([]);
  });

  it('refuses a used label at its field', async () => {
    const { user, api, onClose, fill } = renderForm();
    // The API's answer to a label its organization already uses (resources/service.ts).
    api.on(
      'POST',
      '/api/means',
      jsonApiError(409, {
        code: 'mean.unique_constraint_error',
        source: { pointer: '/data/attributes/label' },
      }),
    );
    await screen.findByRole('dialog');
    await fill('Libellé', 'ZZ-901-ZZ');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    const label = screen.getByRole('textbox', { name: /^Libellé/ });
    expect(await screen.findByText('La ressource existe déjà')).toBeInTheDocument();
    expect(label).toHaveAccessibleDescription(expect.stringContaining('La ressource existe déjà'));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('creates a driver’s phone: a number that is none is refused before sending', async () => {
    const { user, api, fill } = renderForm();
    await screen.findByRole('dialog');
    await fill('Libellé', 'ZZ Mobile Hugo');
    await user.click(screen.getByText('Téléphone du conducteur'));
    expect(screen.getByRole('radio', { name: 'Téléphone du conducteur' })).toBeChecked();
    await fill('Nom du conducteur', 'Hugo Blanc');
    await fill('Numéro de téléphone mobile', '12 34');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Veuillez saisir un numéro de téléphone valide')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/means')).toEqual([]);
  });
});
