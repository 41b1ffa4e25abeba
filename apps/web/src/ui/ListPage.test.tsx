// @vitest-environment happy-dom-shared
// The list scaffold every list page and administration tab stands on: what a user sees while the list loads,
// when it fails (and the retry), and once it is there: the count in the header, the rows, the pages.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test-support/render';
import { ListPage, type ListPageQuery } from './ListPage';

type Item = { id: string; name: string };

function list(query: ListPageQuery<Item>, onPage = vi.fn()) {
  return renderScreen(
    <ListPage
      header={{ title: 'Étiquettes', total: { testId: 'total', text: (count) => `${count} étiquettes` } }}
      filters={<p>filtres</p>}
      query={query}
      paging={{ page: 1, size: 20, sizes: [20], onPage, onSize: () => undefined }}
      dialogs={<p>dialogue</p>}
    >
      {(items, busy) => (
        <ul aria-busy={busy}>
          {items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </ListPage>,
  );
}

const settled = { isPending: false, isError: false, isPlaceholderData: false, refetch: () => undefined };

describe('the list scaffold', () => {
  it('shows the count, the filters, the rows, their pages and the dialogs once loaded', async () => {
    const onPage = vi.fn();
    const { user } = list(
      {
        ...settled,
        data: {
          items: [
            { id: '1', name: 'Urgent' },
            { id: '2', name: 'Fragile' },
          ],
          meta: { totalPages: 2, totalItems: 21 },
        },
      },
      onPage,
    );
    expect(await screen.findByRole('heading', { name: 'Étiquettes' })).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('21 étiquettes');
    expect(screen.getByText('filtres')).toBeInTheDocument();
    expect(screen.getByText('dialogue')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Urgent', 'Fragile']);
    await user.click(screen.getByRole('button', { name: /suivante/i }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says the list failed and loads it again on retry, the filters still there', async () => {
    const refetch = vi.fn();
    const { user } = list({ ...settled, isError: true, refetch });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('filtres')).toBeInTheDocument();
    expect(screen.queryByTestId('total')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalled();
  });
});
