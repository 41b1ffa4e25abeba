// @vitest-environment happy-dom-shared
// The order form before it sends anything (shipment-domain §5): the spec's messages on the fields at fault, one
// alert to say so, and nothing sent. Opening it from the list, creating, editing and cancelling an order are a
// journey (order-form.e2e.ts).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAnswer } from '../../../test-support/api-documents';
import { fakeApi } from '../../../test-support/fake-api';
import { renderScreen } from '../../../test-support/render';
import { OrderFormPage } from './OrderFormPage';

describe('order form (shipper admin)', () => {
  it('shows the spec messages on the fields at fault and sends nothing', async () => {
    const api = fakeApi().on('GET', '/api/me', meAnswer());
    const { user, fill, router } = renderScreen(<OrderFormPage />, {
      at: '/orders/new',
      path: '/orders/new',
    });
    await screen.findByRole('heading', { level: 1, name: 'Nouvelle commande' });
    const [firstStop] = screen.getAllByTestId('stop-fields');
    await fill(within(firstStop!).getByLabelText('Code postal'), '!!');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la commande' }));
    const alert = await screen.findByText('Veuillez corriger les champs signalés.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getAllByText('Veuillez saisir un code postal valide')).toHaveLength(1);
    expect(screen.getAllByText('Obligatoire').length).toBeGreaterThan(3);
    expect(router.state.location.pathname).toContain('/orders/new');
    expect(api.callsTo('POST', '/api/orders')).toEqual([]);
  });
});
