// Positions in: resolve each position's device, check it alone, store the good ones with their tracking jobs
// in one transaction, and say what became of each. Routes (the batch API, OsmAnd) and tests call this; it
// knows nothing of HTTP.
import type { ErrorCode } from '@cargolens/domain/errors';
import { normalHeading, type PositionReport, positionIssues } from '@cargolens/domain/positions';
import { type IngestPressure, NO_PRESSURE } from '../tracking';
import type { OsmAndReport } from './osmand-decode';
import type { Device, PositionsRepository, StoredPosition } from './repository';

/** Names the device a position comes from: a resource id, or a telematic unit id. */
export interface DeviceRef {
  resourceId?: number | undefined;
  telematicUnitId?: string | undefined;
}

export interface PositionInput {
  device: DeviceRef;
  report: PositionReport;
}

export interface PositionProblem {
  code: ErrorCode;
  /** The attribute at fault ('device' for an unknown device). */
  field: string;
}

export type PositionOutcome =
  | { outcome: 'accepted' | 'duplicate'; resourceId: number }
  | { outcome: 'rejected'; problems: PositionProblem[] };

const UNKNOWN_DEVICE: PositionProblem = { code: 'position.unknown_device', field: 'device' };

function toStored(device: Device, report: PositionReport, source: StoredPosition['source']): StoredPosition {
  return {
    organizationId: device.organizationId,
    resourceId: device.resourceId,
    recordedAt: new Date(report.recordedAt),
    lat: report.lat,
    lng: report.lng,
    speed: report.speed ?? null,
    heading: normalHeading(report.heading),
    altitude: report.altitude ?? null,
    accuracy: report.accuracy ?? null,
    battery: report.battery ?? null,
    source,
  };
}

/**
 * `pressure` counts the batches being stored, so that the tracking workers of this process hold back while a
 * burst comes in (decision 0210).
 */
export function createPositionsService(
  repository: PositionsRepository,
  clock: () => number = Date.now,
  pressure: IngestPressure = NO_PRESSURE,
) {
  /** Stores what passed, then tells each input whether it was new or a repeat. */
  async function storeAll(
    candidates: Array<{ index: number; position: StoredPosition }>,
    outcomes: PositionOutcome[],
  ) {
    const isNew = await repository.store(candidates.map((c) => c.position));
    candidates.forEach(({ index, position }, k) => {
      outcomes[index] = { outcome: isNew[k] ? 'accepted' : 'duplicate', resourceId: position.resourceId };
    });
  }

  return {
    /** A batch of the caller's organization: a device of another organization is unknown. */
    ingestBatch(
      organizationId: number,
      inputs: ReadonlyArray<PositionInput | undefined>,
    ): Promise<PositionOutcome[]> {
      return pressure.during(() => takeBatch(organizationId, inputs));
    },

    /**
     * One OsmAnd report: the device id is a telematic unit id, which is the only credential (decision 0062).
     * A unit id that two organizations both use is refused rather than guessed. A report without a location
     * takes the resource's last known one, as Traccar does; with none known there is nothing to store.
     */
    ingestOsmAnd(
      deviceId: string,
      report: OsmAndReport,
    ): Promise<PositionOutcome | { outcome: 'no-location' }> {
      return pressure.during(() => takeOsmAnd(deviceId, report));
    },
  };

  async function takeBatch(
    organizationId: number,
    inputs: ReadonlyArray<PositionInput | undefined>,
  ): Promise<PositionOutcome[]> {
    const ids = new Set<number>();
    const unitIds = new Set<string>();
    for (const input of inputs) {
      if (input?.device.resourceId !== undefined) ids.add(input.device.resourceId);
      if (input?.device.telematicUnitId !== undefined) unitIds.add(input.device.telematicUnitId);
    }
    const devices = await repository.devicesOf(organizationId, [...ids], [...unitIds]);
    const byId = new Map(devices.map((d) => [d.resourceId, d]));
    const byUnit = new Map(devices.map((d) => [d.telematicUnitId, d]));
    const now = clock();
    const outcomes: PositionOutcome[] = [];
    const candidates: Array<{ index: number; position: StoredPosition }> = [];
    inputs.forEach((input, index) => {
      // undefined: the caller already refused this one (its shape); it keeps its place in the answer.
      if (!input) return;
      const { resourceId, telematicUnitId } = input.device;
      const device =
        resourceId !== undefined
          ? byId.get(resourceId)
          : telematicUnitId !== undefined
            ? byUnit.get(telematicUnitId)
            : undefined;
      const problems: PositionProblem[] = positionIssues(input.report, now);
      if (!device)
        problems.unshift({
          ...UNKNOWN_DEVICE,
          field: resourceId !== undefined ? 'resource' : 'telematicUnitId',
        });
      if (problems.length > 0 || !device) outcomes[index] = { outcome: 'rejected', problems };
      else candidates.push({ index, position: toStored(device, input.report, 'api') });
    });
    await storeAll(candidates, outcomes);
    return outcomes;
  }

  async function takeOsmAnd(
    deviceId: string,
    report: OsmAndReport,
  ): Promise<PositionOutcome | { outcome: 'no-location' }> {
    const devices = await repository.devicesWithUnit(deviceId);
    const device = devices.length === 1 ? devices[0]! : undefined;
    if (!device) return { outcome: 'rejected', problems: [UNKNOWN_DEVICE] };
    let located: PositionReport;
    if (report.lat !== undefined && report.lng !== undefined)
      located = { ...report, lat: report.lat, lng: report.lng };
    else {
      const last = await repository.latestOf(device.resourceId);
      if (!last) return { outcome: 'no-location' };
      located = { ...report, lat: last.lat, lng: last.lng };
    }
    const problems = positionIssues(located, clock());
    if (problems.length > 0) return { outcome: 'rejected', problems };
    const outcomes: PositionOutcome[] = [];
    await storeAll([{ index: 0, position: toStored(device, located, 'osmand') }], outcomes);
    return outcomes[0]!;
  }
}

export type PositionsService = ReturnType<typeof createPositionsService>;
