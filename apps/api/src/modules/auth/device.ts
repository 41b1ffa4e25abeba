// What a sign-in says about its device (platform-core §3 Device session): browser and OS parsed from the
// User-Agent with bowser (MIT), and what the client tells in headers: its app version, the device uuid it
// keeps, and the model a mobile app knows.
import Bowser from 'bowser';

export interface DeviceInfo {
  appVersion: string | null;
  browser: string | null;
  browserVersion: string | null;
  os: string | null;
  osVersion: string | null;
  model: string | null;
  uuid: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/** The headers the web and mobile apps send with a sign-in. */
export const DEVICE_HEADERS = {
  appVersion: 'x-app-version',
  uuid: 'x-device-uuid',
  model: 'x-device-model',
} as const;

const text = (value: string | undefined, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

export function deviceOf(
  headers: Record<string, string | string[] | undefined>,
  ipAddress: string | undefined,
): DeviceInfo {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const userAgent = text(header('user-agent'), 512);
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  return {
    appVersion: text(header(DEVICE_HEADERS.appVersion), 50),
    browser: text(parsed?.browser.name, 100),
    browserVersion: text(parsed?.browser.version, 50),
    os: text(parsed?.os.name, 100),
    // "10" reads better than "NT 10.0" for Windows; iOS and Android have no version name, only the number.
    osVersion: text(parsed?.os.versionName ?? parsed?.os.version, 50),
    // A mobile app's own word beats the user agent's guess (which knows "iPhone", not which one).
    model: text(header(DEVICE_HEADERS.model), 100) ?? text(parsed?.platform.model, 100),
    uuid: text(header(DEVICE_HEADERS.uuid), 100),
    ipAddress: text(ipAddress, 100),
    userAgent,
  };
}
