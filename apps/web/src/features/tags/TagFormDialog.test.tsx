// @vitest-environment happy-dom-shared
// The tag form before it sends anything (shipment-domain §3, §7): the label is checked for uniqueness in its
// organization as one types, the colour is picked by its name and the preview shows the tag. Creating a tag and
// finding it in the list is a journey (admin-tags.e2e.ts).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderScreen } from '../../test-support/render';
import { TagFormDialog } from './TagFormDialog';

describe('administration of tags (shipper admin)', () => {
  it('creates a tag: the label is checked for uniqueness as one types, the colour is picked by name', async () => {
    // The API's uniqueness answer: HEAD 200 for a label the organization has, 404 for a free one.
    const api = fakeApi().on('HEAD', '/api/organizations/durand/tags/name/Hayon%20requis', { status: 200 });
    const { user, fill } = renderScreen(
      <TagFormDialog tag={null} organizationId="durand" acting={undefined} onClose={() => undefined} />,
    );
    const label = await screen.findByRole('textbox', { name: 'Libellé' });
    await fill(label, 'Hayon requis');
    expect(await screen.findByText('Cette valeur existe déjà.')).toBeInTheDocument();
    await fill(label, 'Quai 12');
    await waitFor(() => expect(api.callsTo('HEAD', /\/tags\/name\//)).toHaveLength(2));
    expect(screen.queryByText('Cette valeur existe déjà.')).not.toBeInTheDocument();

    await user.click(screen.getByText('Sarcelle'));
    expect(screen.getByRole('radio', { name: 'Sarcelle' })).toBeChecked();
    expect(document.querySelector('.tag-preview .tag-chip')?.textContent).toBe('Quai 12');
  });
});
