import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { isoTime } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import type { DeviceSessionRow } from './repository';

/** One sign-in from a device: platform-core §3 Device session. */
export const browserLogResource = resourceSchema('BrowserLog', 'browserLogs', {
  appVersion: z.string().nullable().describe('Version the app told at sign-in'),
  browser: z.string().nullable().describe('Browser name, parsed from the User-Agent'),
  browserVersion: z.string().nullable(),
  os: z.string().nullable().describe('Operating system, parsed from the User-Agent'),
  osVersion: z.string().nullable(),
  model: z.string().nullable().describe('Device model (told by a mobile app, or parsed)'),
  uuid: z.string().nullable().describe('Id the device keeps for itself'),
  ipAddress: z.string().nullable(),
  connectionDate: z.string().describe('When the user signed in, ISO 8601 UTC'),
});

export function presentBrowserLog(row: DeviceSessionRow): z.infer<typeof browserLogResource> {
  return {
    type: 'browserLogs',
    id: encodeId(row.id),
    attributes: {
      appVersion: row.app_version,
      browser: row.browser,
      browserVersion: row.browser_version,
      os: row.os,
      osVersion: row.os_version,
      model: row.model,
      uuid: row.device_uuid,
      ipAddress: row.ip_address,
      connectionDate: isoTime(row.connected_at),
    },
  };
}
