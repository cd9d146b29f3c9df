import { BadRequestException, type PipeTransform } from '@nestjs/common';
import {
  CANARY_MAX_PERCENT,
  OVERRIDE_MAX_MINUTES,
  RELEASE_VERSION_PATTERN,
  SLICES,
  isSlice,
  type ReleaseMetadata,
  type ReleaseTypes,
  type RemoteSlice,
  type SharedSingleton,
  type Slice,
} from '@agency/contracts/releases';
import { ValidationFailedException } from '../common/validated-body';
import { apiMessage, type ApiMessage, type FixedText } from '../i18n/api-message';

// The release routes' bodies are nested JSON written by the release command, beyond what the form field rules
// describe; each is checked here field by field, and a bad one is a 400 naming its field.

const SHORT = 200;
const HEX_64 = /^[0-9a-f]{64}$/;
const MODULE_NAME = /^\.\/[\w./-]{1,200}$/;

type Json = Record<string, unknown>;

function fail(field: string, message: FixedText | ApiMessage): never {
  throw new ValidationFailedException([{ field, ...(typeof message === 'string' ? { message } : message) }]);
}

function object(value: unknown, field: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail(field, apiMessage('error.release.notObject', { field }));
  return value as Json;
}

function text(value: unknown, field: string, pattern?: RegExp): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > SHORT)
    fail(field, apiMessage('error.release.textLength', { field, max: SHORT }));
  if (pattern && !pattern.test(value)) fail(field, apiMessage('error.release.notValid', { field, value }));
  return value;
}

function optionalText(value: unknown, field: string): string | undefined {
  return value === undefined ? undefined : text(value, field);
}

function wholeNumber(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    fail(field, apiMessage('error.release.wholeNumber', { field, min, max }));
  return value;
}

function moduleList(value: unknown, field: string): string[] {
  if (!Array.isArray(value)) fail(field, apiMessage('error.release.moduleList', { field }));
  return value.map((entry, index) => text(entry, `${field}[${index}]`, MODULE_NAME));
}

function sliceProblem(): ApiMessage {
  return apiMessage('error.release.slice', { slices: SLICES.join(', ') });
}

export function sliceParam(value: string): Slice {
  if (!isSlice(value)) throw new BadRequestException(sliceProblem());
  return value;
}

export function versionOf(value: unknown, field = 'version'): string {
  return text(value, field, RELEASE_VERSION_PATTERN);
}

function sharedOf(value: unknown): Record<string, SharedSingleton> {
  const entries = Object.entries(object(value ?? {}, 'shared'));
  return Object.fromEntries(
    entries.map(([name, entry]) => {
      const field = `shared.${name}`;
      const singleton = object(entry, field);
      return [
        text(name, 'shared'),
        {
          requiredVersion: text(singleton.requiredVersion, `${field}.requiredVersion`),
          version: text(singleton.version, `${field}.version`),
        },
      ];
    }),
  );
}

function needsOf(value: unknown): Partial<Record<RemoteSlice, string[]>> {
  const entries = Object.entries(object(value ?? {}, 'needs'));
  return Object.fromEntries(
    entries.map(([slice, modules]) => {
      if (!isSlice(slice) || slice === 'shell' || slice === 'api')
        fail('needs', apiMessage('error.release.remoteSlicesOnly', { slice }));
      return [slice, moduleList(modules, `needs.${slice}`)];
    }),
  );
}

function typesOf(value: unknown): ReleaseTypes | undefined {
  if (value === undefined) return undefined;
  const types = object(value, 'types');
  const modules = object(types.modules, 'types.modules');
  return {
    digest: text(types.digest, 'types.digest', HEX_64),
    modules: Object.fromEntries(
      Object.entries(modules).map(([module, exports]) => {
        const field = `types.modules.${module}`;
        text(module, 'types.modules', MODULE_NAME);
        const digests = Object.entries(object(exports, field)).map(([name, digest]) => [
          text(name, field),
          text(digest, `${field}.${name}`, HEX_64),
        ]);
        return [module, Object.fromEntries(digests)];
      }),
    ),
  };
}

/** A release.json as the registration body; its version must carry its content hash. */
export function releaseMetadataOf(body: unknown): ReleaseMetadata {
  const json = object(body, 'body');
  const slice = text(json.slice, 'slice');
  if (!isSlice(slice)) fail('slice', sliceProblem());
  const version = versionOf(json.version);
  const contentHash = text(json.contentHash, 'contentHash', HEX_64);
  if (!version.endsWith(`-${contentHash.slice(0, 10)}`))
    fail('version', 'version must end with the first 10 digits of contentHash');
  const builtAt = text(json.builtAt, 'builtAt');
  if (Number.isNaN(Date.parse(builtAt))) fail('builtAt', 'builtAt must be a date');
  return {
    slice,
    version,
    packageVersion: text(json.packageVersion, 'packageVersion'),
    contentHash,
    builtAt,
    commit: optionalText(json.commit, 'commit'),
    federationRuntime: optionalText(json.federationRuntime, 'federationRuntime'),
    shared: sharedOf(json.shared),
    exposes: moduleList(json.exposes ?? [], 'exposes'),
    needs: needsOf(json.needs),
    types: typesOf(json.types),
  };
}

export interface VersionChange {
  version: string;
  force: boolean;
}

function forceOf(value: unknown): boolean {
  if (value !== undefined && typeof value !== 'boolean') fail('force', 'force must be true or false');
  return value === true;
}

export function versionChangeOf(body: unknown): VersionChange {
  const json = object(body, 'body');
  return { version: versionOf(json.version), force: forceOf(json.force) };
}

export function rollbackOf(body: unknown): { force: boolean } {
  return { force: forceOf(object(body ?? {}, 'body').force) };
}

export function canaryOf(body: unknown): VersionChange & { percent: number } {
  const json = object(body, 'body');
  return {
    ...versionChangeOf(json),
    percent: wholeNumber(json.percent, 'percent', 0, CANARY_MAX_PERCENT),
  };
}

export function overrideRequestOf(body: unknown): { slice: Slice; version: string; minutes: number } {
  const json = object(body, 'body');
  const slice = text(json.slice, 'slice');
  if (!isSlice(slice)) fail('slice', sliceProblem());
  return {
    slice,
    version: versionOf(json.version),
    minutes: wholeNumber(json.minutes, 'minutes', 1, OVERRIDE_MAX_MINUTES),
  };
}

/** `@Body(new ParsedBody(canaryOf))`: the handler gets the checked value. */
export class ParsedBody<T> implements PipeTransform<unknown, T> {
  constructor(private readonly parse: (body: unknown) => T) {}

  transform(body: unknown): T {
    return this.parse(body);
  }
}
