// @vitest-environment happy-dom-shared
// The back office's organization form before it sends anything (decision 0130, platform-core §5): a taken name
// is flagged as one types, optional fields say so, and a bad postal code or Salesforce id is refused at its
// field. The back-office account writes English. Creating one and finding it in the list is a journey
// (admin-organizations.e2e.ts).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../app/i18n';
import { fakeApi } from '../../test-support/fake-api';
import { renderScreen } from '../../test-support/render';
import { OrganizationForm } from './OrganizationForm';

describe('organizations and acting on behalf (back office)', () => {
  it('creates an organization: a taken name is flagged before sending', async () => {
    await changeLanguage('en');
    // The API's uniqueness answer: HEAD 200 for a taken name, 404 for a free one (the fake's default).
    const api = fakeApi().on('HEAD', '/api/organizations/name/Maison%20Durand%20Industries', { status: 200 });
    const { user, fill } = renderScreen(<OrganizationForm organization={null} backOffice />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await fill(name, 'Maison Durand Industries');
    expect(await screen.findByText('This value is already used')).toBeInTheDocument();
    await fill(name, 'Laiterie du Jura');
    await waitFor(() => expect(screen.queryByText('This value is already used')).not.toBeInTheDocument());

    const postalCode = screen.getByRole('textbox', { name: 'Postal code · Optional' });
    const salesforce = screen.getByRole('textbox', { name: 'Salesforce ID · Optional' });
    await fill(postalCode, '3');
    await fill(salesforce, '0015g00000AbCdEfG');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter a valid ZIP number')).toBeInTheDocument();
    expect(screen.getByText('This Salesforce ID is not valid')).toBeInTheDocument();
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/organizations')).toEqual([]);

    await fill(postalCode, '39000');
    await fill(salesforce, '');
    await fill(screen.getByRole('textbox', { name: 'Town · Optional' }), 'Lons-le-Saunier');
    expect(screen.queryByText('Please enter a valid ZIP number')).not.toBeInTheDocument();
    expect(postalCode).not.toHaveAttribute('aria-invalid', 'true');
  });
});
