import { describe, expect, it } from 'vitest';
import { TOUR_EVENT_NAMES, tourEventCategory } from './tour-events';

describe('tourEventCategory', () => {
  it.each([
    ['added', 'orders'],
    ['removed', 'orders'],
    ['chartering_requested', 'chartering'],
    ['chartered', 'chartering'],
    ['confirmed', 'chartering'],
    ['refused', 'chartering'],
    ['unchartered', 'chartering'],
    ['paired', 'pairing'],
    ['unpaired', 'pairing'],
    ['something_new', 'orders'],
  ])('%s → %s', (name, category) => {
    expect(tourEventCategory(name)).toBe(category);
  });

  it('names the nine events the tour_events table accepts', () => {
    expect(TOUR_EVENT_NAMES).toHaveLength(9);
  });
});
