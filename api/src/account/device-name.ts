import Bowser from 'bowser';
import type { InterfaceLanguage } from '@agency/contracts';
import { apiTexts, ENGLISH } from '../i18n/api-texts';

export interface DeviceName {
  browser: string;
  system: string;
}

/**
 * What a person recognises a session by: its browser and system with their major versions, read from the user
 * agent; what it does not say is told in the reader's language.
 */
export function deviceName(userAgent: string, language: InterfaceLanguage = ENGLISH): DeviceName {
  const t = apiTexts(language);
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  return {
    browser: named(parsed?.browser.name, majorOf(parsed?.browser.version)) ?? t('Unknown browser'),
    system:
      named(parsed?.os.name, parsed?.os.versionName ?? majorOf(parsed?.os.version)) ?? t('Unknown system'),
  };
}

function majorOf(version: string | undefined): string | undefined {
  return version?.split('.')[0];
}

function named(name: string | undefined, version: string | undefined): string | undefined {
  if (!name) return undefined;
  return version ? `${name} ${version}` : name;
}
