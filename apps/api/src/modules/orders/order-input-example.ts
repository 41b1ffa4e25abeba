// The request example of the orders-in API (shown in /api/docs). It succeeds as written against the demo data:
// a test posts it as the demo shipper, so the documentation cannot rot.
export const ORDER_INPUT_EXAMPLE = {
  data: {
    type: 'orders',
    attributes: {
      reference: 'MDI-2026-EX-0001',
      clientReference: 'CLIENT-PO-88412',
      consignmentReference: 'CMR-559201',
      cargoDescription: 'Pompes hydrauliques sur palettes',
      transportMode: 'ftl',
      stops: [
        {
          stopType: 'loading',
          address: {
            name: 'MDI — Siège et usine Lyon Gerland',
            street: '42 Rue de Gerland',
            postalCode: '69007',
            town: 'Lyon',
            country: 'FR',
            lat: 45.7325,
            lng: 4.8335,
          },
          plannedStart: '2026-12-01T07:00:00+01:00',
          plannedEnd: '2026-12-01T09:00:00+01:00',
          activityTime: 45,
          instruction: 'Quai 4, présenter le bon de chargement',
          contact: { name: 'Accueil logistique', phone: '+33 4 72 00 00 00' },
        },
        {
          stopType: 'delivery',
          address: {
            name: 'Plateforme Nord Distribution',
            street: '120 Rue des Saules',
            postalCode: '59810',
            town: 'Lesquin',
            country: 'FR',
            lat: 50.577,
            lng: 3.108,
          },
          plannedStart: '2026-12-01T16:00:00+01:00',
          plannedEnd: '2026-12-01T18:00:00+01:00',
          appointment: { startAt: '2026-12-01T16:30:00+01:00', endAt: '2026-12-01T17:00:00+01:00' },
          appointmentState: 'is_taken',
        },
      ],
      goods: [
        { goodsType: 'PALETS', quantity: 12, weight: 8400, size: { length: 120, width: 80, height: 140 } },
      ],
      handlingUnits: [{ type: 'pallet', label: 'Palette 1/12', trackingBarcode: '00312345600000000019' }],
      prices: [{ type: 'TO_BE_PAID', amount: 1240, currency: 'EUR' }],
      tags: [],
    },
  },
} as const;
