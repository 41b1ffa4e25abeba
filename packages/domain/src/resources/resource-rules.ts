// The rules of a resource form (shipment-domain §5 messages), shared by the API and the web form: one list
// of issues, each at its field, so both show the same message for the same mistake.
import type { ErrorCode } from '../errors';
import { between, MESSAGES, normalizePhone, parsePhone, required } from '../validation';
import {
  RESOURCE_LIMITS,
  type ResourceMode,
  type ResourceType,
  yearOfManufacturingMax,
} from './resource-kinds';

export interface ResourceDraft {
  label: string;
  externalId?: string | null;
  mode: ResourceMode;
  type: ResourceType;
  telematicUnitId?: string | null;
  mobileDriver?: { name: string; phoneNumber: string } | null;
  engineType?: string | null;
  fuelType?: string | null;
  truckSize?: string | null;
  vehicleIdentificationNumber?: string | null;
  yearOfManufacturing?: number | null;
}

export type ResourceField =
  | 'label'
  | 'externalId'
  | 'telematicUnitId'
  | 'mobileDriver.name'
  | 'mobileDriver.phoneNumber'
  | 'engineType'
  | 'fuelType'
  | 'truckSize'
  | 'vehicleIdentificationNumber'
  | 'yearOfManufacturing';

export interface ResourceIssue {
  field: ResourceField;
  code: ErrorCode;
  message: string;
}

export interface ResourceContext {
  /** Years are bounded by today, which the caller knows: the domain has no clock. */
  currentYear: number;
  /** The organization's country (ISO 3166-1 alpha-2): a phone number without prefix is read in it. */
  country?: string | null;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';
const text = (value: string | null | undefined) => (blank(value) ? null : value!.trim());

/**
 * The draft as it is stored: trimmed, blanks as null, the phone in E.164, the VIN in capitals without
 * spaces, and only the fields of its type (a telematic resource has no driver's phone, a driver's phone no
 * telematic unit), so changing the type of a resource never leaves the other type's data behind.
 */
export function normalizeResource(draft: ResourceDraft, context: ResourceContext): ResourceDraft {
  const driver = draft.type === 'mobileDriver' ? draft.mobileDriver : null;
  return {
    label: draft.label.trim(),
    externalId: text(draft.externalId),
    mode: draft.mode,
    type: draft.type,
    telematicUnitId: draft.type === 'telematic' ? text(draft.telematicUnitId) : null,
    mobileDriver: driver
      ? {
          name: driver.name.trim(),
          phoneNumber: parsePhone(driver.phoneNumber, context.country) ?? normalizePhone(driver.phoneNumber),
        }
      : null,
    engineType: text(draft.engineType),
    fuelType: text(draft.fuelType),
    truckSize: text(draft.truckSize),
    vehicleIdentificationNumber:
      text(draft.vehicleIdentificationNumber)?.replace(/\s+/g, '').toUpperCase() ?? null,
    yearOfManufacturing: draft.yearOfManufacturing ?? null,
  };
}

function tooLong(field: ResourceField, value: string | null | undefined, max: number): ResourceIssue[] {
  return (value ?? '').trim().length > max
    ? [{ field, code: 'validation.too_long', message: MESSAGES.maxLength(max) }]
    : [];
}

/** Every problem of the draft, in form order; empty when it may be saved. */
export function resourceIssues(draft: ResourceDraft, context: ResourceContext): ResourceIssue[] {
  const issues: ResourceIssue[] = [];
  if (required(draft.label.trim()))
    issues.push({ field: 'label', code: 'validation.required', message: MESSAGES.required });
  issues.push(...tooLong('label', draft.label, RESOURCE_LIMITS.label));
  issues.push(...tooLong('externalId', draft.externalId, RESOURCE_LIMITS.externalId));
  if (draft.type === 'telematic')
    issues.push(...tooLong('telematicUnitId', draft.telematicUnitId, RESOURCE_LIMITS.telematicUnitId));
  if (draft.type === 'mobileDriver') {
    const driver = draft.mobileDriver;
    if (blank(driver?.name))
      issues.push({ field: 'mobileDriver.name', code: 'validation.required', message: MESSAGES.required });
    issues.push(...tooLong('mobileDriver.name', driver?.name, RESOURCE_LIMITS.driverName));
    if (blank(driver?.phoneNumber))
      issues.push({
        field: 'mobileDriver.phoneNumber',
        code: 'validation.required',
        message: MESSAGES.required,
      });
    else if (!parsePhone(driver!.phoneNumber, context.country))
      issues.push({
        field: 'mobileDriver.phoneNumber',
        code: 'validation.invalid_phone',
        message: MESSAGES.phone,
      });
  }
  issues.push(...tooLong('engineType', draft.engineType, RESOURCE_LIMITS.engineType));
  issues.push(...tooLong('fuelType', draft.fuelType, RESOURCE_LIMITS.fuelType));
  issues.push(...tooLong('truckSize', draft.truckSize, RESOURCE_LIMITS.truckSize));
  const vin = (draft.vehicleIdentificationNumber ?? '').replace(/\s+/g, '');
  issues.push(...tooLong('vehicleIdentificationNumber', vin, RESOURCE_LIMITS.vehicleIdentificationNumber));
  const year = draft.yearOfManufacturing;
  if (year !== null && year !== undefined) {
    if (!Number.isInteger(year))
      issues.push({
        field: 'yearOfManufacturing',
        code: 'validation.not_integer',
        message: MESSAGES.integer,
      });
    else {
      const max = yearOfManufacturingMax(context.currentYear);
      const problem = between(RESOURCE_LIMITS.yearOfManufacturingMin, max)(year);
      if (problem)
        issues.push({
          field: 'yearOfManufacturing',
          code: year < RESOURCE_LIMITS.yearOfManufacturingMin ? 'validation.too_low' : 'validation.too_high',
          message: problem,
        });
    }
  }
  return issues;
}
