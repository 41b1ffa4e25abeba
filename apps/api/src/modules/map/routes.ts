import { AppError } from '@cargolens/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { singleDocument } from '../../http/jsonapi/document';
import { singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { citiesGeoJson } from './cities-layer';
import { mapConfigResource } from './schemas';
import { sendTilesFile } from './tiles-file';

export interface MapOptions {
  styleUrl: string | undefined;
  pmtilesFile: string | undefined;
}

const OFFLINE_ATTRIBUTION = 'Natural Earth · GeoNames (CC BY 4.0)';
const PMTILES_ATTRIBUTION = '© OpenStreetMap contributors · Protomaps';

export const mapRoutes = (options: MapOptions): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tilesPath = `${app.prefix}/map/tiles.pmtiles`;

    app.get('/map-config', {
      config: { public: true },
      schema: {
        tags: ['map'],
        summary: 'Which base map the web app shows (MAP_STYLE_URL, MAP_PMTILES, or the offline one)',
        response: { 200: singleDocumentSchema(mapConfigResource).describe('The map configuration') },
      },
      handler: async () => {
        const baseMap: 'offline' | 'style' | 'pmtiles' = options.styleUrl
          ? 'style'
          : options.pmtilesFile
            ? 'pmtiles'
            : 'offline';
        return singleDocument({
          type: 'mapConfigs' as const,
          id: 'map',
          attributes: {
            baseMap,
            styleUrl: options.styleUrl ?? null,
            pmtilesUrl: options.pmtilesFile ? tilesPath : null,
            citiesUrl: `${app.prefix}/map/cities.geojson`,
            attribution:
              baseMap === 'pmtiles' ? PMTILES_ATTRIBUTION : baseMap === 'offline' ? OFFLINE_ATTRIBUTION : '',
          },
        });
      },
    });

    // Files, not JSON:API documents: kept out of the OpenAPI document like /api/openapi.json.
    app.get(
      '/map/tiles.pmtiles',
      { config: { public: true }, schema: { hide: true } },
      async (request, reply) => {
        const sent = options.pmtilesFile ? await sendTilesFile(options.pmtilesFile, request, reply) : false;
        if (sent === false)
          throw new AppError('http.not_found', { detail: 'No PMTiles file is configured (MAP_PMTILES)' });
        return sent;
      },
    );

    app.get(
      '/map/cities.geojson',
      { config: { public: true }, schema: { hide: true } },
      async (_request, reply) =>
        reply
          .header('cache-control', 'public, max-age=86400')
          .type('application/geo+json')
          .send(citiesGeoJson()),
    );
  };
