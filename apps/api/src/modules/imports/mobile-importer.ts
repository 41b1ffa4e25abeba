// The mobile resources import (shipment-domain §9 "mobile resources"): drivers' phones, each a resource of
// type mobileDriver with the driver's name and phone number (read in the organization's country when written
// without its international prefix, stored in E.164), mode truck unless the line says otherwise (§9 default).
import { DEFAULT_RESOURCE_MODE, RESOURCE_MODES, type ResourceMode } from '@cargolens/domain/resources';
import type { MeansRepository } from '../resources';
import { createResourceImporter } from './resource-importer';

export const MOBILE_COLUMNS = ['label', 'externalId', 'driverName', 'phoneNumber', 'mode'] as const;

export const MOBILE_EXAMPLE: Record<(typeof MOBILE_COLUMNS)[number], string> = {
  label: 'Smartphone Karim Haddad',
  externalId: 'MOB-0001',
  driverName: 'Karim Haddad',
  phoneNumber: '+33 6 98 76 54 32',
  mode: 'truck',
};

export const resourceMode = (text: string) =>
  RESOURCE_MODES.find((mode) => mode === text.trim().toLowerCase()) as ResourceMode | undefined;

export function createMobileImporter(means: Pick<MeansRepository, 'organization' | 'taken'>) {
  return createResourceImporter(
    {
      type: 'mobile',
      columns: MOBILE_COLUMNS,
      requiredColumns: ['label', 'driverName', 'phoneNumber'],
      example: MOBILE_EXAMPLE,
      columnOf: { 'mobileDriver.name': 'driverName', 'mobileDriver.phoneNumber': 'phoneNumber' },
      draftOf: (read) => ({
        label: read.cell('label'),
        externalId: read.optional('externalId'),
        mode: read.choice('mode', resourceMode, DEFAULT_RESOURCE_MODE, RESOURCE_MODES),
        type: 'mobileDriver',
        mobileDriver: { name: read.cell('driverName'), phoneNumber: read.cell('phoneNumber') },
      }),
    },
    means,
  );
}
