// The telematic resources import (shipment-domain §9 "telematic resources"): vehicles and trailers with the
// telematic unit that reports their positions and their vehicle details, mode truck unless the line says
// otherwise (§9 default). The spec's telematicConfigurationId waits for the telematics module (decision 0024).
import { DEFAULT_RESOURCE_MODE, RESOURCE_MODES } from '@cargolens/domain/resources';
import type { MeansRepository } from '../resources';
import { resourceMode } from './mobile-importer';
import { createResourceImporter } from './resource-importer';

export const TELEMATIC_RESOURCE_COLUMNS = [
  'label',
  'externalId',
  'telematicUnitId',
  'mode',
  'engineType',
  'fuelType',
  'truckSize',
  'vehicleIdentificationNumber',
  'yearOfManufacturing',
] as const;

export const TELEMATIC_RESOURCE_EXAMPLE: Record<(typeof TELEMATIC_RESOURCE_COLUMNS)[number], string> = {
  label: 'EX-204-MP',
  externalId: 'TEL-0001',
  telematicUnitId: '356307042441013',
  mode: 'truck',
  engineType: 'Renault Trucks T · Euro VI D',
  fuelType: 'Diesel',
  truckSize: 'Tracteur 44 t',
  vehicleIdentificationNumber: 'VF6RFB00012345678',
  yearOfManufacturing: '2022',
};

export function createTelematicResourceImporter(means: Pick<MeansRepository, 'organization' | 'taken'>) {
  return createResourceImporter(
    {
      type: 'telematic_resource',
      columns: TELEMATIC_RESOURCE_COLUMNS,
      requiredColumns: ['label'],
      example: TELEMATIC_RESOURCE_EXAMPLE,
      draftOf: (read) => ({
        label: read.cell('label'),
        externalId: read.optional('externalId'),
        mode: read.choice('mode', resourceMode, DEFAULT_RESOURCE_MODE, RESOURCE_MODES),
        type: 'telematic',
        telematicUnitId: read.optional('telematicUnitId'),
        engineType: read.optional('engineType'),
        fuelType: read.optional('fuelType'),
        truckSize: read.optional('truckSize'),
        vehicleIdentificationNumber: read.optional('vehicleIdentificationNumber'),
        yearOfManufacturing: read.integer('yearOfManufacturing'),
      }),
    },
    means,
  );
}
