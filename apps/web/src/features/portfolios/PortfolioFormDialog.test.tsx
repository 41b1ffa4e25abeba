// @vitest-environment happy-dom-shared
// The portfolio form before it sends anything (decision 0190): a taken name is flagged as one types, and an
// organization's checkbox is ticked from the keyboard. The back-office account writes English. Creating one
// and acting for its organization is a journey (admin-portfolios.e2e.ts).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../app/i18n';
import { fakeApi } from '../../test-support/fake-api';
import { renderScreen } from '../../test-support/render';
import { PortfolioFormDialog } from './PortfolioFormDialog';

const CUSTOMER = 'Nordlicht Logistik GmbH';
const organization = (id: string, name: string, isBackOffice = false) => ({
  type: 'organizations',
  id,
  attributes: { name, isBackOffice },
});

describe('portfolios (back office)', () => {
  it('creates a portfolio with one organization: a taken name is flagged first', async () => {
    await changeLanguage('en');
    const api = fakeApi()
      .on('HEAD', '/api/portfolios/name/Comptes%20France', { status: 200 })
      .on('GET', '/api/organizations', {
        status: 200,
        body: {
          data: [
            organization('cargolens', 'Cargolens', true),
            organization('durand', 'Maison Durand Industries'),
            organization('nordlicht', CUSTOMER),
          ],
        },
      });
    const { user, fill } = renderScreen(<PortfolioFormDialog portfolio={null} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await fill(name, 'Comptes France');
    expect(await screen.findByText('This value is already used')).toBeInTheDocument();
    await fill(name, 'Clients Nordlicht');
    await waitFor(() => expect(screen.queryByText('This value is already used')).not.toBeInTheDocument());
    // The new name is asked about too, once the user stops typing (200 ms), and found free.
    await waitFor(() =>
      expect(api.callsTo('HEAD', /^\/api\/portfolios\/name\//).map((call) => call.path)).toEqual([
        '/api/portfolios/name/Comptes%20France',
        '/api/portfolios/name/Clients%20Nordlicht',
      ]),
    );
    expect(screen.queryByText('This value is already used')).not.toBeInTheDocument();

    // Keyboard: the organization's checkbox takes the focus and Space ticks it.
    const customer = await screen.findByRole('checkbox', { name: CUSTOMER });
    expect(screen.queryByRole('checkbox', { name: 'Cargolens' })).not.toBeInTheDocument();
    customer.focus();
    await user.keyboard(' ');
    expect(customer).toBeChecked();
    expect(dialog).toBeInTheDocument();
  });
});
