// Request bodies the places tests send: a valid place, and shapes of geofence to break it with.
export function circle(lng: number, lat: number, radius?: number) {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: radius === undefined ? {} : { radius },
  };
}

export function polygon(...ring: [number, number][]) {
  return { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] } };
}

export function placeBody(attributes: Record<string, unknown> = {}) {
  return {
    data: {
      type: 'places',
      attributes: {
        name: 'Quai Vénissieux',
        address: {
          street: '12 Avenue de la République',
          postalCode: '69200',
          town: 'Vénissieux',
          country: 'FR',
        },
        geofence: { type: 'FeatureCollection', features: [circle(4.8868, 45.6975, 300)] },
        contacts: [
          {
            name: 'Léa Martin',
            position: 'Cheffe de quai',
            email: { enabled: true, value: 'lea.martin@example.com' },
            phone: { enabled: true, value: '+33 4 72 00 00 00' },
          },
        ],
        appointment: true,
        ...attributes,
      },
    },
  };
}
