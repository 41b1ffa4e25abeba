// The style of the base map, from the API's map configuration: the offline map by default, any MapLibre
// style URL (MAP_STYLE_URL), or the Protomaps basemap over the PMTiles file the API serves (MAP_PMTILES).
import { layers, namedFlavor } from '@protomaps/basemaps';
import { addProtocol, type StyleSpecification } from 'maplibre-gl';
import { Protocol } from 'pmtiles';
import { offlineStyle } from './offline-style';
import type { MapConfig } from './use-map-config';

let pmtilesRegistered = false;

function absolute(path: string): string {
  return new URL(path, window.location.origin).href;
}

export function baseStyle(config: MapConfig, language: string): StyleSpecification | string {
  if (!pmtilesRegistered) {
    // Any style (MAP_STYLE_URL too) may point at pmtiles:// sources, so the protocol is always known.
    addProtocol('pmtiles', new Protocol().tile);
    pmtilesRegistered = true;
  }
  if (config.baseMap === 'style' && config.styleUrl) return config.styleUrl;
  if (config.baseMap === 'pmtiles' && config.pmtilesUrl) {
    return {
      version: 8,
      sources: {
        protomaps: {
          type: 'vector',
          url: `pmtiles://${absolute(config.pmtilesUrl)}`,
          attribution: config.attribution,
        },
      },
      layers: layers('protomaps', namedFlavor('light'), { lang: language }),
    } as StyleSpecification;
  }
  return offlineStyle(absolute(config.citiesUrl), config.attribution);
}
