import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';

export const mapConfigResource = resourceSchema('MapConfig', 'mapConfigs', {
  baseMap: z
    .enum(['offline', 'style', 'pmtiles'])
    .describe(
      'offline: the bundled Natural Earth map; style: MAP_STYLE_URL; pmtiles: the served MAP_PMTILES file',
    ),
  styleUrl: z.string().nullable().describe('MapLibre style to load (MAP_STYLE_URL)'),
  pmtilesUrl: z
    .string()
    .nullable()
    .describe('Path of the PMTiles file this server serves, with range requests'),
  citiesUrl: z.string().describe('GeoJSON of the towns the offline base map labels'),
  attribution: z.string(),
});
