import Bowser from 'bowser';

export interface DeviceName {
  browser: string;
  system: string;
}

/** What a person recognises a session by: its browser and system with their major versions, read from the user agent. */
export function deviceName(userAgent: string): DeviceName {
  if (!userAgent) return { browser: 'Unknown browser', system: 'Unknown system' };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: named(parsed.browser.name, majorOf(parsed.browser.version)) ?? 'Unknown browser',
    system: named(parsed.os.name, parsed.os.versionName ?? majorOf(parsed.os.version)) ?? 'Unknown system',
  };
}

function majorOf(version: string | undefined): string | undefined {
  return version?.split('.')[0];
}

function named(name: string | undefined, version: string | undefined): string | undefined {
  if (!name) return undefined;
  return version ? `${name} ${version}` : name;
}
