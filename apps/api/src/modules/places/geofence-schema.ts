// The geofence as the API reads and writes it (shipment-domain §3): a GeoJSON FeatureCollection of circles
// (a Point with a radius) and polygons. Shape only; the spec's rules are the domain's validateGeofence.
import { z } from 'zod';

const position = z.tuple([z.number().describe('longitude'), z.number().describe('latitude')]);

const properties = z.strictObject({
  radius: z.number().optional().describe('Circle radius in metres, 100 to 5000; 500 when absent'),
  type: z.enum(['custom', 'init', 'suggestion']).optional().describe('custom when drawn by a person'),
  centroid: position.optional().describe('Ignored on input: the server computes it'),
  nb_of_stops: z.number().int().optional(),
});

export const geofenceInput = z
  .strictObject({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.strictObject({
        type: z.literal('Feature'),
        geometry: z.discriminatedUnion('type', [
          z.strictObject({ type: z.literal('Point'), coordinates: position }),
          z.strictObject({
            type: z.literal('Polygon'),
            coordinates: z.array(z.array(position)).describe('Rings, outer first; closed automatically'),
          }),
        ]),
        properties: properties.nullable().optional(),
      }),
    ),
  })
  .describe('GeoJSON FeatureCollection of circles (Point + radius) and polygons');

// Response side: plain arrays (the serializer writes tuples poorly) and every property the server sets.
const outputPosition = z.array(z.number()).describe('[longitude, latitude]');

export const geofenceOutput = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      geometry: z.object({
        type: z.enum(['Point', 'Polygon']),
        coordinates: z.union([outputPosition, z.array(z.array(outputPosition))]),
      }),
      properties: z.object({
        radius: z.number().optional(),
        type: z.enum(['custom', 'init', 'suggestion']).optional(),
        centroid: outputPosition.optional(),
        nb_of_stops: z.number().int().optional(),
      }),
    }),
  ),
});
