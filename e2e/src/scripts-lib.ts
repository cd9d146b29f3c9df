// The lists and helpers of scripts/lib (CommonJS, without type declarations) that the browser tests read, typed once.
/* eslint-disable @typescript-eslint/no-require-imports */
import type { AppName } from './stack';

/** The repository's root and the five apps, shell first. */
export const { root, apps } = require('../../scripts/lib/build.cjs') as { root: string; apps: AppName[] };

/** Each remote's federation name, e.g. mfe-public → mfe_public. */
export const { remoteNames } = require('../../scripts/lib/ports.cjs') as {
  remoteNames: Record<Exclude<AppName, 'shell'>, string>;
};

export const { writeTestResult } = require('../../scripts/lib/test-results.cjs') as {
  /** Writes test-results/<name> as pretty JSON. */
  writeTestResult: (name: string, value: unknown) => void;
};
