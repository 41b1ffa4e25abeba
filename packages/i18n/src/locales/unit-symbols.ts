// Unit symbols are international: SI's km, m, kg and the imperial mi, yd, lb are written alike in every
// language of the Latin script, and d, h, min in those that use the SI symbols of time too. A language whose
// symbols differ spreads these and overrides what it writes otherwise, or keeps its own (ru). French, whose
// core catalogue is bundled with the entry (decision 0030), writes its own ("j") and imports nothing.

/** Distances and weights, as every Latin-script catalogue writes them. */
export const distanceAndWeightUnits = {
  km: '{{value}} km',
  m: '{{value}} m',
  kg: '{{value}} kg',
  mi: '{{value}} mi',
  yd: '{{value}} yd',
  lb: '{{value}} lb',
};

/** Every unit with the international symbols, the time ones included (d, h, min). */
export const internationalUnits = {
  day: '{{value}} d',
  hour: '{{value}} h',
  minute: '{{value}} min',
  ...distanceAndWeightUnits,
};
