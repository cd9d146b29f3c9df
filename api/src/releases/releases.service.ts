import {
  ConflictException,
  Injectable,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  FEDERATED_SLICES,
  SLICES,
  type CanaryState,
  type ReleaseMetadata,
  type ReleaseRecord,
  type RoutingDocument,
  type Slice,
  type SliceState,
} from '@agency/contracts/releases';
import type { SessionUser } from '../auth/session-user';
import type { AuditOrigin } from '../audit/audit-log.service';
import { AuditLogService } from '../audit/audit-log.service';
import { isDuplicateKeyError } from '../database/database-errors';
import { compatibilityMismatches, type LiveReleases } from './compatibility';
import { OverrideTokensService } from './override-tokens.service';
import { Release } from './schemas/release.schema';
import { ReleasePointer } from './schemas/release-pointer.schema';
import { apiMessage } from '../i18n/api-message';

/** How many earlier live versions a slice remembers for rollback and for the Releases page. */
const HISTORY_LENGTH = 20;

/** A refused activation: every mismatch the gate found, for the CLI and the Releases page to list. */
export class IncompatibleReleaseException extends ConflictException {
  constructor(readonly mismatches: string[]) {
    super({ ...apiMessage('error.release.incompatible', { count: mismatches.length }), mismatches });
  }
}

/** What one pointer change asks for: the pointer's next fields, and the release the gate must admit first. */
interface PointerChange {
  action: string;
  candidate?: string;
  force: boolean;
  next: (pointer: ReleasePointer) => Partial<ReleasePointer>;
}

/**
 * The release registry: which releases exist, and per slice which one is live, which were live before, and which
 * is on trial for a share of visitors. Every pointer change passes the compatibility gate (unless forced), is one
 * conditional update, and is written to the audit log with what it overrode.
 */
@Injectable()
export class ReleasesService implements OnApplicationBootstrap {
  constructor(
    @InjectModel(Release.name) private readonly releases: Model<Release>,
    @InjectModel(ReleasePointer.name) private readonly pointers: Model<ReleasePointer>,
    private readonly overrides: OverrideTokensService,
    private readonly auditLog: AuditLogService,
  ) {}

  /** One pointer per slice from the start, so every change is an update of a record that exists. */
  async onApplicationBootstrap(): Promise<void> {
    for (const slice of SLICES) {
      try {
        await this.pointers.updateOne({ slice }, { $setOnInsert: { slice } }, { upsert: true });
      } catch (error) {
        // Another API instance starting at the same moment made it.
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
  }

  /** Registers a published release; the same version again answers the existing record (`created: false`). */
  async register(
    metadata: ReleaseMetadata,
    actor: SessionUser,
  ): Promise<{ created: boolean; release: ReleaseRecord }> {
    const { slice, version } = metadata;
    try {
      const result = await this.releases.updateOne(
        { slice, version },
        { $setOnInsert: { ...metadata, registeredBy: actor.email } },
        { upsert: true },
      );
      return { created: result.upsertedCount === 1, release: await this.release(slice, version) };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return { created: false, release: await this.release(slice, version) };
    }
  }

  async release(slice: Slice, version: string): Promise<ReleaseRecord> {
    const found = await this.releases.findOne({ slice, version }, { _id: 0 }).lean();
    if (!found) throw new NotFoundException(apiMessage('error.release.notRegistered', { slice, version }));
    return recordOf(found);
  }

  async slices(): Promise<SliceState[]> {
    const pointers = await this.pointers.find().lean();
    return SLICES.map((slice) =>
      stateOf(
        slice,
        pointers.find((pointer) => pointer.slice === slice),
      ),
    );
  }

  /** One slice's pointers and every release registered for it, newest first. */
  async slice(slice: Slice): Promise<SliceState> {
    const [pointer, releases] = await Promise.all([
      this.pointers.findOne({ slice }).lean(),
      this.releases.find({ slice }, { _id: 0 }).sort({ registeredAt: -1, version: -1 }).lean(),
    ]);
    return { ...stateOf(slice, pointer ?? undefined), releases: releases.map(recordOf) };
  }

  async routing(): Promise<RoutingDocument> {
    const [states, publicKey, liveOverrides] = await Promise.all([
      this.slices(),
      this.overrides.overridePublicKey(),
      this.overrides.liveIds(),
    ]);
    return {
      revision: states.reduce((sum, state) => sum + state.revision, 0),
      slices: Object.fromEntries(
        states.map((state) => [state.slice, { live: state.live, canary: state.canary }]),
      ) as RoutingDocument['slices'],
      overrideKey: { algorithm: 'Ed25519', publicKey },
      liveOverrides,
    };
  }

  /** The gate's answer for `version` of `slice` going live beside the other slices' live releases. */
  async check(slice: Slice, version: string): Promise<string[]> {
    const candidate = await this.release(slice, version);
    return compatibilityMismatches(candidate, await this.liveReleases());
  }

  activate(slice: Slice, version: string, force: boolean, actor: SessionUser, origin: AuditOrigin) {
    return this.change(
      slice,
      {
        action: `Activated ${slice} ${version}`,
        candidate: version,
        force,
        next: (pointer) => ({
          live: version,
          previous: pointer.live && pointer.live !== version ? historyAfter(pointer) : pointer.previous,
          // A canary of the version now live has nothing left to try.
          canary: pointer.canary?.version === version ? null : pointer.canary,
          liveSince: new Date(),
          activatedBy: actor.email,
        }),
      },
      actor,
      origin,
    );
  }

  /** Back one step: the version live before becomes live again, and leaves the history. */
  async rollback(slice: Slice, force: boolean, actor: SessionUser, origin: AuditOrigin) {
    const pointer = await this.pointers.findOne({ slice }).lean();
    const [back, ...older] = pointer?.previous ?? [];
    if (!back) throw new ConflictException(apiMessage('error.release.noPrevious', { slice }));
    return this.change(
      slice,
      {
        action: `Rolled ${slice} back to ${back}`,
        candidate: back,
        force,
        next: () => ({
          live: back,
          previous: older,
          canary: null,
          liveSince: new Date(),
          activatedBy: actor.email,
        }),
      },
      actor,
      origin,
    );
  }

  setCanary(slice: Slice, canary: CanaryState, force: boolean, actor: SessionUser, origin: AuditOrigin) {
    return this.change(
      slice,
      {
        action: `Set the canary of ${slice} to ${canary.version} for ${canary.percent}%`,
        candidate: canary.version,
        force,
        next: (pointer) => {
          if (pointer.live === canary.version)
            throw new ConflictException(
              apiMessage('error.release.alreadyLive', { slice, version: canary.version }),
            );
          return { canary };
        },
      },
      actor,
      origin,
    );
  }

  clearCanary(slice: Slice, actor: SessionUser, origin: AuditOrigin) {
    return this.change(
      slice,
      { action: `Ended the canary of ${slice}`, force: false, next: () => ({ canary: null }) },
      actor,
      origin,
    );
  }

  /**
   * Reads the pointer, asks the gate about the candidate, then writes the next pointer only if no other change
   * landed in between (same revision): of two concurrent changes one wins and the other is a 409.
   */
  private async change(
    slice: Slice,
    { action, candidate, force, next }: PointerChange,
    actor: SessionUser,
    origin: AuditOrigin,
  ): Promise<SliceState> {
    const pointer = await this.pointers.findOne({ slice }).lean();
    if (!pointer) throw new NotFoundException(apiMessage('error.release.noPointer', { slice }));
    const mismatches = candidate ? await this.check(slice, candidate) : [];
    if (mismatches.length > 0 && !force) throw new IncompatibleReleaseException(mismatches);
    const updated = await this.pointers
      .findOneAndUpdate(
        { slice, revision: pointer.revision },
        { $set: next(pointer), $inc: { revision: 1 } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!updated) throw new ConflictException(apiMessage('error.release.changedMeanwhile', { slice }));
    await this.auditLog.record(
      {
        area: 'releases',
        action,
        actor,
        recordId: slice,
        changes: [
          ...(force ? [{ field: 'force', value: 'true' }] : []),
          ...mismatches.map((mismatch) => ({ field: 'overridden', value: mismatch })),
        ],
      },
      origin,
    );
    return stateOf(slice, updated);
  }

  private async liveReleases(): Promise<LiveReleases> {
    const pointers = (await this.pointers.find().lean()).filter(
      (pointer) => pointer.live !== null && (FEDERATED_SLICES as readonly string[]).includes(pointer.slice),
    );
    const live = await Promise.all(
      pointers.map((pointer) =>
        this.releases.findOne({ slice: pointer.slice, version: pointer.live }, { _id: 0 }).lean(),
      ),
    );
    return Object.fromEntries(
      live.filter((release) => release !== null).map((release) => [release.slice, release]),
    );
  }
}

function historyAfter(pointer: ReleasePointer): string[] {
  return [pointer.live!, ...pointer.previous.filter((version) => version !== pointer.live)].slice(
    0,
    HISTORY_LENGTH,
  );
}

function stateOf(slice: Slice, pointer: ReleasePointer | undefined): SliceState {
  return {
    slice,
    live: pointer?.live ?? null,
    previous: pointer?.previous ?? [],
    canary: pointer?.canary ?? null,
    liveSince: pointer?.liveSince?.toISOString() ?? null,
    activatedBy: pointer?.activatedBy ?? null,
    revision: pointer?.revision ?? 0,
  };
}

function recordOf(release: Release): ReleaseRecord {
  const { registeredAt, ...rest } = release;
  return { ...rest, registeredAt: registeredAt.toISOString() };
}
