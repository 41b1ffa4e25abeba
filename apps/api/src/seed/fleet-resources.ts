// The demo fleet as resources (shipment-domain §3 Resource): the carriers' trucks and trailers that their
// tours name, with telematic units, vehicle details and their drivers' phones; a shuttle for the shipper and
// vans for the logistics provider. Planned as plain data, then inserted and linked to the tours that use them.
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, ResourcesTable } from '../db/schema';
import { chance, pick, type Random, randomInt } from './random';

type ResourceRow = Insertable<ResourcesTable>;

export interface FleetOwner {
  organizationId: number;
  fleet: { vehicles: readonly string[]; trailers: readonly string[] };
  drivers: readonly string[];
  /** E.164 prefix of the drivers' mobiles. */
  mobilePrefix: string;
  /** Plates of trucks sold lately: listed, deactivated, so the filter has something to show. */
  retired: readonly string[];
}

// VIN world manufacturer identifiers (ISO 3780) of the makes a European carrier runs.
const TRACTORS = [
  { make: 'Renault Trucks T', wmi: 'VF6' },
  { make: 'Volvo FH', wmi: 'YV2' },
  { make: 'Mercedes-Benz Actros', wmi: 'WDB' },
  { make: 'Scania R', wmi: 'YS2' },
  { make: 'DAF XF', wmi: 'XLR' },
  { make: 'MAN TGX', wmi: 'WMA' },
];
const TRAILERS = [
  { make: 'Schmitz Cargobull S.KO', wmi: 'WSM', size: 'Frigo 13,6 m' },
  { make: 'Krone Profi Liner', wmi: 'WKE', size: 'Tautliner 13,6 m' },
  { make: 'Kögel Cargo', wmi: 'WK0', size: 'Tautliner 13,6 m' },
];
const FUELS = ['Diesel', 'Diesel', 'Diesel', 'HVO100', 'B100', 'LNG'];
const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function vin(random: Random, wmi: string): string {
  return wmi + Array.from({ length: 14 }, () => pick(random, [...VIN_ALPHABET])).join('');
}

/** A 15-digit IMEI-like id: what telematic boxes report as their unit id. */
export function unitId(random: Random): string {
  return `35${Array.from({ length: 13 }, () => randomInt(random, 0, 9)).join('')}`;
}

function vehicles(random: Random, owner: FleetOwner, since: Date, year: number): ResourceRow[] {
  const { organizationId } = owner;
  const trucks = owner.fleet.vehicles.map((plate, index): ResourceRow => {
    const model = pick(random, TRACTORS);
    const fuel = pick(random, FUELS);
    return {
      organization_id: organizationId,
      label: plate,
      external_id: `TR-${String(index + 1).padStart(3, '0')}`,
      mode: 'truck',
      type: 'telematic',
      // Most tractors carry a telematic box; the odd one out still reports through its driver's phone.
      telematic_unit_id: chance(random, 0.85) ? unitId(random) : null,
      engine_type: `${model.make} · ${fuel === 'LNG' ? 'Euro VI E' : 'Euro VI D'}`,
      fuel_type: fuel,
      truck_size: '44 t',
      vehicle_identification_number: vin(random, model.wmi),
      year_of_manufacturing: randomInt(random, year - 9, year - 1),
      created_at: since,
      updated_at: since,
    };
  });
  const trailers = owner.fleet.trailers.map((plate, index): ResourceRow => {
    const model = pick(random, TRAILERS);
    return {
      organization_id: organizationId,
      label: plate,
      external_id: `SR-${String(index + 1).padStart(3, '0')}`,
      mode: 'trailer',
      type: 'telematic',
      // Reefers report their temperature, so they carry their own unit.
      telematic_unit_id: model.size.startsWith('Frigo') ? unitId(random) : null,
      engine_type: model.make,
      truck_size: model.size,
      vehicle_identification_number: vin(random, model.wmi),
      year_of_manufacturing: randomInt(random, year - 12, year - 1),
      created_at: since,
      updated_at: since,
    };
  });
  const retired = owner.retired.map(
    (plate, index): ResourceRow => ({
      organization_id: organizationId,
      label: plate,
      external_id: `TR-${String(owner.fleet.vehicles.length + index + 1).padStart(3, '0')}`,
      mode: 'truck',
      type: 'telematic',
      fuel_type: 'Diesel',
      truck_size: '44 t',
      vehicle_identification_number: vin(random, 'VF6'),
      year_of_manufacturing: year - 12,
      deactivated_at: new Date(since.getTime() + 60 * 86_400_000),
      created_at: since,
      updated_at: since,
    }),
  );
  return [...trucks, ...trailers, ...retired];
}

function mobiles(owner: FleetOwner, since: Date): ResourceRow[] {
  return owner.drivers.map((name, index) => ({
    organization_id: owner.organizationId,
    label: `Mobile ${name}`,
    mode: 'truck',
    type: 'mobileDriver',
    driver_name: name,
    mobile_phone: `${owner.mobilePrefix}${String(index + 10).padStart(2, '0')}`,
    last_app_version_used: index % 3 === 2 ? '4.11.0' : '4.12.2',
    created_at: since,
    updated_at: since,
  }));
}

/** Every resource of the demo, for the carriers' fleets and the few vehicles the others run themselves. */
export function planFleetResources(
  random: Random,
  carriers: readonly FleetOwner[],
  others: { shipper: number; lsp: number },
  now: Date,
): ResourceRow[] {
  const since = new Date(now.getTime() - 100 * 86_400_000);
  const year = now.getUTCFullYear();
  const rows = carriers.flatMap((owner) => [
    ...vehicles(random, owner, since, year),
    ...mobiles(owner, since),
  ]);
  const own = (organizationId: number, label: string, mode: 'truck' | 'van', size: string): ResourceRow => ({
    organization_id: organizationId,
    label,
    mode,
    type: 'telematic',
    telematic_unit_id: unitId(random),
    fuel_type: mode === 'van' ? 'Électrique' : 'Diesel',
    truck_size: size,
    year_of_manufacturing: randomInt(random, year - 5, year - 1),
    created_at: since,
    updated_at: since,
  });
  rows.push(
    own(others.shipper, 'Navette Gerland – Villefranche', 'truck', '19 t'),
    own(others.shipper, 'Navette Échirolles', 'van', '3,5 t'),
    own(others.lsp, 'ELX Van 01', 'van', '3,5 t'),
    own(others.lsp, 'ELX Van 02', 'van', '3,5 t'),
    own(others.lsp, 'ELX Van 03', 'van', '3,5 t'),
  );
  return rows;
}

/** Trucks that joined a carrier's fleet for the demo's tours (seed/demo-fleet.ts): each with its telematic box. */
export function spareTrucks(
  random: Random,
  organizationId: number,
  plates: readonly string[],
  firstIndex: number,
  now: Date,
): ResourceRow[] {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const year = now.getUTCFullYear();
  return plates.map((plate, index) => {
    const model = pick(random, TRACTORS);
    return {
      organization_id: organizationId,
      label: plate,
      external_id: `TR-${String(firstIndex + index + 1).padStart(3, '0')}`,
      mode: 'truck',
      type: 'telematic',
      telematic_unit_id: unitId(random),
      engine_type: `${model.make} · Euro VI E`,
      fuel_type: pick(random, FUELS),
      truck_size: '44 t',
      vehicle_identification_number: vin(random, model.wmi),
      year_of_manufacturing: randomInt(random, year - 3, year - 1),
      created_at: since,
      updated_at: since,
    };
  });
}

/** Inserts the fleet and points each tour at the truck and trailer it names. */
export async function insertFleetResources(db: Kysely<Database>, rows: ResourceRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  await db.insertInto('resources').values(rows).execute();
  await sql`
    UPDATE tours t SET
      resource_id = (SELECT r.id FROM resources r
        WHERE r.organization_id = t.carrier_organization_id AND r.label = t.vehicle),
      trailer_resource_id = (SELECT r.id FROM resources r
        WHERE r.organization_id = t.carrier_organization_id AND r.label = t.trailer)
    WHERE t.vehicle IS NOT NULL OR t.trailer IS NOT NULL`.execute(db);
  // A tour with its truck is paired: by its carrier, or by its owner when it runs its own trucks.
  await sql`
    UPDATE tours t SET
      pairing_agency = CASE WHEN t.carrier_organization_id = t.organization_id THEN 'SHIPPER' ELSE 'CHARTER' END,
      pairing_status = 'RESOURCE_PAIRED',
      paired_at = t.created_at
    WHERE t.resource_id IS NOT NULL`.execute(db);
  return rows.length;
}
