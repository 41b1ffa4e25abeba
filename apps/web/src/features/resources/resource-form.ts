// The resource form as the screen holds it (text in every field) and its way to and from the API, checked
// with the domain's resource rules so the form says what the API would say, field by field.
import {
  DEFAULT_RESOURCE_MODE,
  DEFAULT_RESOURCE_TYPE,
  type ResourceContext,
  type ResourceDraft,
  type ResourceField,
  type ResourceMode,
  type ResourceType,
  resourceIssues,
} from '@cargolens/domain/resources';
import type { Resource } from './types';

export interface ResourceFormValues {
  label: string;
  externalId: string;
  mode: ResourceMode;
  type: ResourceType;
  telematicUnitId: string;
  driverName: string;
  phoneNumber: string;
  engineType: string;
  fuelType: string;
  truckSize: string;
  vin: string;
  year: string;
}

export type FormField = keyof ResourceFormValues;

export function emptyResourceForm(): ResourceFormValues {
  return {
    label: '',
    externalId: '',
    mode: DEFAULT_RESOURCE_MODE,
    type: DEFAULT_RESOURCE_TYPE,
    telematicUnitId: '',
    driverName: '',
    phoneNumber: '',
    engineType: '',
    fuelType: '',
    truckSize: '',
    vin: '',
    year: '',
  };
}

export function formFromResource(resource: Resource): ResourceFormValues {
  return {
    label: resource.label,
    externalId: resource.externalId ?? '',
    mode: resource.mode,
    type: resource.meanType,
    telematicUnitId: resource.telematicUnitId ?? '',
    driverName: resource.mobileDriver?.name ?? '',
    phoneNumber: resource.mobileDriver?.phoneNumber ?? '',
    engineType: resource.engineType ?? '',
    fuelType: resource.fuelType ?? '',
    truckSize: resource.truckSize ?? '',
    vin: resource.vehicleIdentificationNumber ?? '',
    year: resource.yearOfManufacturing === null ? '' : String(resource.yearOfManufacturing),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

function draftOf(values: ResourceFormValues): ResourceDraft {
  return {
    label: values.label,
    externalId: orNull(values.externalId),
    mode: values.mode,
    type: values.type,
    telematicUnitId: values.type === 'telematic' ? orNull(values.telematicUnitId) : null,
    mobileDriver:
      values.type === 'mobileDriver' ? { name: values.driverName, phoneNumber: values.phoneNumber } : null,
    engineType: orNull(values.engineType),
    fuelType: orNull(values.fuelType),
    truckSize: orNull(values.truckSize),
    vehicleIdentificationNumber: orNull(values.vin),
    yearOfManufacturing: values.year.trim() === '' ? null : Number(values.year.trim()),
  };
}

/** Where each rule's field (and each API pointer) is on the form. */
const FORM_FIELDS: Record<ResourceField, FormField> = {
  label: 'label',
  externalId: 'externalId',
  telematicUnitId: 'telematicUnitId',
  'mobileDriver.name': 'driverName',
  'mobileDriver.phoneNumber': 'phoneNumber',
  engineType: 'engineType',
  fuelType: 'fuelType',
  truckSize: 'truckSize',
  vehicleIdentificationNumber: 'vin',
  yearOfManufacturing: 'year',
};

export function formFieldOf(field: string): FormField | undefined {
  return FORM_FIELDS[field as ResourceField];
}

/** The first problem of each field, as the domain words it (shipment-domain §5). */
export function formIssues(
  values: ResourceFormValues,
  context: ResourceContext,
): Partial<Record<FormField, string>> {
  const out: Partial<Record<FormField, string>> = {};
  for (const issue of resourceIssues(draftOf(values), context)) {
    const field = FORM_FIELDS[issue.field];
    out[field] ??= issue.message;
  }
  return out;
}

/** The attributes of a create or change (PATCH sets all of them: the form shows every field). */
export function toAttributes(values: ResourceFormValues) {
  const draft = draftOf(values);
  return {
    label: draft.label,
    externalId: draft.externalId ?? null,
    mode: draft.mode,
    meanType: draft.type,
    telematicUnitId: draft.telematicUnitId ?? null,
    mobileDriver: draft.mobileDriver ?? null,
    engineType: draft.engineType ?? null,
    fuelType: draft.fuelType ?? null,
    truckSize: draft.truckSize ?? null,
    vehicleIdentificationNumber: draft.vehicleIdentificationNumber ?? null,
    yearOfManufacturing: draft.yearOfManufacturing ?? null,
  };
}
