// One benchmark order: a loading, a second loading, and two deliveries between real demo sites, three goods
// lines, a price; the same shape the orders-in example documents, at the size integrators send.
export const SITES = [
  { name: 'MDI — Siège et usine Lyon Gerland', postalCode: '69007', town: 'Lyon', lat: 45.7325, lng: 4.8335 },
  {
    name: 'MDI — Entrepôt Saint-Priest',
    postalCode: '69800',
    town: 'Saint-Priest',
    lat: 45.7185,
    lng: 4.948,
  },
  { name: 'Plateforme Nord Distribution', postalCode: '59810', town: 'Lesquin', lat: 50.577, lng: 3.108 },
  { name: 'Plateforme Rungis Sud', postalCode: '94150', town: 'Rungis', lat: 48.755, lng: 2.352 },
  { name: 'Ouest Industrie Carquefou', postalCode: '44470', town: 'Carquefou', lat: 47.298, lng: -1.49 },
  { name: 'Rhénus Entrepôts Port du Rhin', postalCode: '67100', town: 'Strasbourg', lat: 48.57, lng: 7.79 },
];
const TYPES = ['loading', 'loading', 'delivery', 'delivery'] as const;

export function benchOrder(reference: string, seed: number) {
  const day = 1 + (Math.abs(seed) % 27);
  const stops = TYPES.map((stopType, i) => {
    const site = SITES[(Math.abs(seed) + i) % SITES.length]!;
    const hour = String(6 + i * 3).padStart(2, '0');
    return {
      stopType,
      address: { ...site, country: 'FR' },
      plannedStart: `2026-12-${String(day).padStart(2, '0')}T${hour}:00:00+01:00`,
      plannedEnd: `2026-12-${String(day).padStart(2, '0')}T${hour}:45:00+01:00`,
      activityTime: 30,
    };
  });
  return {
    data: {
      type: 'orders',
      attributes: {
        reference,
        clientReference: `CL-${reference}`,
        transportMode: 'ftl',
        stops,
        goods: [
          { goodsType: 'PALETS', quantity: 12, weight: 8400 },
          { goodsType: 'PALETS', quantity: 4, weight: 1200, gerbabilite: true },
          { goodsType: 'LINEAR_METERS', quantity: 2.4 },
        ],
        prices: [{ type: 'TO_BE_PAID', amount: 980, currency: 'EUR' }],
      },
    },
  };
}
