// @vitest-environment happy-dom-shared
// The user form before it sends anything (issue 8, platform-core §5): a bad email is refused on the spot with
// the §5 message, tied to its field, and saving sends nothing until it is fixed. Creating a user, the
// uniqueness message as one types and the toast are a journey (admin-users.e2e.ts).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderScreen } from '../../test-support/render';
import type { Me } from '../account/use-me';
import { UserFormDialog } from './UserFormDialog';
import { emptyUserForm } from './user-form';

// The demo shipper's administrator, as GET /api/me describes her (flattened).
const me = {
  id: 'claire',
  username: 'shipper.admin',
  firstname: 'Claire',
  lastname: 'Durand',
  roles: ['ROLE_CLIENT_ADMIN'],
  lang: 'fr',
  timezone: 'Europe/Paris',
  organization: { id: 'durand', name: 'Maison Durand Industries', address: { country: 'FR' } },
} as unknown as Me;

describe('administration of users (shipper admin)', () => {
  it('creates a user: a bad email is refused at its field, and saving sends nothing', async () => {
    const api = fakeApi();
    const { user, fill } = renderScreen(
      <UserFormDialog
        user={null}
        initial={{ ...emptyUserForm({ lang: 'fr', timezone: 'Europe/Paris' }), portfolioIds: null }}
        me={me}
        organizationId={undefined}
        onClose={() => undefined}
      />,
    );
    const form = await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { name: 'Nouvel utilisateur' })).toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Margot');
    await fill(screen.getByRole('textbox', { name: 'Nom' }), 'Leroy');
    await fill(screen.getByRole('textbox', { name: 'Identifiant' }), 'margot.leroy');
    const emailField = screen.getByRole('textbox', { name: 'E-mail' });
    await fill(emailField, 'not-an-email');
    await user.click(screen.getByRole('textbox', { name: 'Prénom' }));
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
    expect(emailField).toHaveAttribute('aria-invalid', 'true');
    expect(emailField).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez saisir une adresse e-mail valide'),
    );
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users')).toEqual([]);
    expect(form).toBeInTheDocument();
  });
});
