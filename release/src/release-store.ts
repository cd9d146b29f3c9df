import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_VERSION_PATTERN, type ReleaseMetadata, type Slice } from '@agency/contracts/releases';

/** The metadata file every release carries beside its built files. */
export const RELEASE_FILE = 'release.json';

export interface PublishResult {
  version: string;
  /** The version was already in the store (same content): nothing was written. */
  alreadyPublished: boolean;
  /** Where the release can be read: a folder for the folder store, a base URL for a remote one. */
  location: string;
}

/**
 * Where releases are kept. The contract every adapter keeps (a folder, an object store, a CDN origin):
 * - a release is the files of one build plus its release.json, addressed by slice and version;
 * - it appears whole or not at all: a reader never sees part of a release;
 * - once there it never changes and is never replaced: publishing a version that exists writes nothing;
 * - versions are never reused for other content (the version carries the content hash).
 */
export interface ReleaseStore {
  /** Copies `files` (a build folder) in as `metadata.version` of `metadata.slice`, unless that version exists. */
  publish(files: string, metadata: ReleaseMetadata): Promise<PublishResult>;
  /** The versions stored for a slice, in no particular order. */
  list(slice: Slice): Promise<string[]>;
  metadata(slice: Slice, version: string): Promise<ReleaseMetadata | undefined>;
  exists(slice: Slice, version: string): Promise<boolean>;
}

/** Folders starting with this are being written and are not releases yet. */
const INCOMING_PREFIX = '.incoming-';

/**
 * The default store: `<root>/<slice>/<version>/`, the folder web servers serve. A release is copied under a
 * temporary name in the same folder and renamed into place, which is atomic, so a folder named by a version is
 * always complete; a rename onto an existing version fails, so a release is never overwritten even by a race.
 */
export class FolderReleaseStore implements ReleaseStore {
  constructor(readonly root: string) {}

  folderOf(slice: Slice, version: string): string {
    if (!RELEASE_VERSION_PATTERN.test(version)) throw new Error(`Not a release version: "${version}"`);
    return path.join(this.root, slice, version);
  }

  async publish(files: string, metadata: ReleaseMetadata): Promise<PublishResult> {
    const target = this.folderOf(metadata.slice, metadata.version);
    const result = { version: metadata.version, location: target };
    if (await this.exists(metadata.slice, metadata.version)) return { ...result, alreadyPublished: true };
    const incoming = path.join(
      this.root,
      metadata.slice,
      `${INCOMING_PREFIX}${randomBytes(6).toString('hex')}`,
    );
    await mkdir(path.dirname(incoming), { recursive: true });
    try {
      await cp(files, incoming, { recursive: true, errorOnExist: true, force: false });
      await writeFile(path.join(incoming, RELEASE_FILE), `${JSON.stringify(metadata, null, 2)}\n`);
      try {
        await rename(incoming, target);
      } catch (error) {
        // Someone published the same version first; theirs has the same content.
        if (isExistingFolderError(error)) return { ...result, alreadyPublished: true };
        throw error;
      }
      return { ...result, alreadyPublished: false };
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
  }

  async list(slice: Slice): Promise<string[]> {
    try {
      const entries = await readdir(path.join(this.root, slice), { withFileTypes: true });
      return entries
        .filter((entry) => entry.isDirectory() && RELEASE_VERSION_PATTERN.test(entry.name))
        .map((entry) => entry.name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  async metadata(slice: Slice, version: string): Promise<ReleaseMetadata | undefined> {
    try {
      return JSON.parse(await readFile(path.join(this.folderOf(slice, version), RELEASE_FILE), 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async exists(slice: Slice, version: string): Promise<boolean> {
    try {
      return (await stat(this.folderOf(slice, version))).isDirectory();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}

function isExistingFolderError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOTEMPTY' || code === 'EEXIST';
}
