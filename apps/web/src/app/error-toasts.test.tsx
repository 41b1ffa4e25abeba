// @vitest-environment happy-dom-shared
// platform-core.txt §8 on the screens: the one table of error toasts (api/error-toasts.ts) decides, the toaster
// shows what it says. A failing list shows the default toast; an order that is not there says so on its page,
// without a toast. The failures are the API's own answers at the fetch boundary.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDetailPage } from '../features/orders/OrderDetailPage';
import { OrdersPage } from '../features/orders/OrdersPage';
import { fakeApi, jsonApiError } from '../test-support/fake-api';
import { renderScreen } from '../test-support/render';

describe('error toasts (platform-core.txt §8)', () => {
  it('shows the default toast when a call fails, and none for a GET 404', async () => {
    fakeApi().on('GET', '/api/orders/AAAAAAAA', jsonApiError(404, { code: 'http.not_found' }));
    const detail = renderScreen(<OrderDetailPage />, { at: '/orders/AAAAAAAA', path: '/orders/:id' });
    await screen.findByText("Cette commande n'existe pas ou vous ne pouvez pas la consulter.");
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
    detail.unmount();

    const api = fakeApi().on('GET', '/api/orders', jsonApiError(500));
    renderScreen(<OrdersPage />, { at: '/orders?page=3', path: '/orders' });
    const toast = await screen.findByText(/Cargolens – un problème est survenu/);
    expect(toast.closest('.toast')?.textContent).toContain('Cargolens – un problème est survenu');
    expect(toast.closest('.toast')?.textContent).toContain('Votre dernière opération ne s');
    expect(api.callsTo('GET', '/api/orders')[0]?.url).toContain('page%5Bnumber%5D=3');
  });
});
