// @vitest-environment happy-dom-shared
// The column chooser's keys (issue 6 "Lists"): Space ticks a column, Enter on its button moves it and the focus
// follows, Escape closes. Its parent applies a change later, as the orders list's saved settings do, so quick
// presses must each start from the one before (the flake fixed in a971773). The orders-list journey
// still does it against the real list and its saved settings, and checks the choice after a reload.
import { ALWAYS_VISIBLE_ORDER_COLUMN, type OrderListColumn } from '@cargolens/domain/orders';
import { DEFAULT_ORDER_COLUMNS } from '@cargolens/domain/settings';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../app/i18n';
import { renderScreen } from '../test-support/render';
import { ColumnChooser } from './ColumnChooser';

/**
 * The changes the chooser sent that the store has not applied yet: the saved settings' round trip, which quick
 * key presses outrun. A test applies them when it says so (`applyChanges`).
 */
const unapplied: Array<() => void> = [];
const applyChanges = () =>
  act(() => {
    for (const apply of unapplied.splice(0)) apply();
  });

/** The orders list's chooser over that store. */
function OrderColumns() {
  const [columns, setColumns] = useState<Array<{ id: OrderListColumn; visible: boolean }>>([
    ...DEFAULT_ORDER_COLUMNS,
  ]);
  const label = (id: OrderListColumn) => i18n.t(`orderList.columns.${id}`);
  return (
    <>
      <ul aria-label="Colonnes affichées">
        {columns
          .filter((c) => c.visible)
          .map((c) => (
            <li key={c.id}>{label(c.id)}</li>
          ))}
      </ul>
      <ColumnChooser
        columns={columns.map((c) => ({
          ...c,
          label: label(c.id),
          locked: c.id === ALWAYS_VISIBLE_ORDER_COLUMN,
        }))}
        onChange={(next) => unapplied.push(() => setColumns(next))}
        onReset={() => unapplied.push(() => setColumns([...DEFAULT_ORDER_COLUMNS]))}
        labels={{
          button: i18n.t('orderList.chooser.button'),
          title: i18n.t('orderList.chooser.title'),
          help: i18n.t('orderList.chooser.help'),
          reset: i18n.t('orderList.chooser.reset'),
          moveUp: (column) => i18n.t('orderList.chooser.moveUp', { column }),
          moveDown: (column) => i18n.t('orderList.chooser.moveDown', { column }),
        }}
      />
    </>
  );
}

const shown = () =>
  within(screen.getByRole('list', { name: 'Colonnes affichées' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('orders list tools (shipper operator)', () => {
  it('shows, hides and orders columns from the keyboard', async () => {
    const { user } = renderScreen(<OrderColumns />);
    expect(shown()).not.toContain('Marchandises');
    screen.getByRole('button', { name: 'Colonnes' }).focus();
    await user.keyboard('{Enter}');
    const chooser = await screen.findByRole('dialog', { name: 'Colonnes de la liste' });
    // Space ticks a column, Enter on its button moves it: fourteen quick presses, none lost.
    within(chooser).getByRole('checkbox', { name: 'Marchandises' }).focus();
    await user.keyboard(' ');
    // Seven presses before the store applies any change, then seven more with the store a few behind.
    for (let i = 0; i < 14; i += 1) {
      within(chooser).getByRole('button', { name: 'Monter Marchandises' }).focus();
      await user.keyboard('{Enter}');
      if (i >= 7 && i % 2 === 0) await applyChanges();
    }
    await applyChanges();
    expect(shown().slice(0, 3)).toEqual(['Référence', 'Marchandises', 'Référence client']);
    // The focus follows the moved column; at the top its other button takes it.
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/Marchandises$/);
    within(chooser).getByRole('checkbox', { name: 'Référence client' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await applyChanges();
    expect(shown()).not.toContain('Référence client');
    expect(shown().slice(0, 3)).toEqual(['Référence', 'Marchandises', 'Statut']);
  });

  it('goes back to the default columns', async () => {
    const { user } = renderScreen(<OrderColumns />);
    await user.click(screen.getByRole('button', { name: 'Colonnes' }));
    const chooser = await screen.findByRole('dialog', { name: 'Colonnes de la liste' });
    await user.click(within(chooser).getByRole('checkbox', { name: 'Référence client' }));
    await applyChanges();
    expect(shown()).not.toContain('Référence client');
    await user.click(within(chooser).getByRole('button', { name: 'Revenir aux colonnes par défaut' }));
    await user.keyboard('{Escape}');
    await applyChanges();
    expect(shown().slice(0, 3)).toEqual(['Référence', 'Référence client', 'Statut']);
  });
});
