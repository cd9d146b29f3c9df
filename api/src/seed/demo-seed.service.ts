import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { CONTENT_CATALOGUE, pricings, validateContent } from '@agency/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { contentModelName } from '../content/content.schema';
import { ContentVersionsService } from '../content/content-versions.service';
import { isDuplicateKeyError } from '../database/database-errors';
import { DEMO_CONTENT } from './demo-content';

export const SEED_MARKERS_COLLECTION = 'seed_markers';
export const DEMO_CONTENT_MARKER = 'demo-content';

interface SeedMarker {
  _id: string;
  state: 'seeding' | 'done';
  startedAt: Date;
  finishedAt?: Date;
}

/**
 * Fills every content block with demo content on the first start of an empty database (config.seedDemo).
 * A marker document with a fixed _id is claimed first, so concurrent starts seed once and later starts
 * never re-add content an admin deleted.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectConnection() private readonly connection: Connection,
    private readonly versions: ContentVersionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemo) await this.seedIfEmpty();
  }

  /** Adds the demo content unless it was added before or the database already has packages. */
  async seedIfEmpty(): Promise<void> {
    const db = this.connection.db;
    if (!db) throw new Error('The database connection is not open');
    const markers = db.collection<SeedMarker>(SEED_MARKERS_COLLECTION);
    if (await markers.findOne({ _id: DEMO_CONTENT_MARKER })) return;
    if ((await db.collection(pricings.collection).countDocuments({}, { limit: 1 })) > 0) return;
    try {
      await markers.insertOne({ _id: DEMO_CONTENT_MARKER, state: 'seeding', startedAt: new Date() });
    } catch (error) {
      if (isDuplicateKeyError(error)) return;
      throw error;
    }

    for (const resource of CONTENT_CATALOGUE) {
      const records = (DEMO_CONTENT[resource.key] as unknown[]).map((record) => {
        const result = validateContent(resource, record);
        if (!result.ok) throw new Error(`Demo ${resource.key} is invalid: ${result.errors[0]?.message}`);
        return result.value;
      });
      await this.connection.model(contentModelName(resource)).insertMany(records);
      await this.versions.bump(resource.key);
    }
    await markers.updateOne(
      { _id: DEMO_CONTENT_MARKER },
      { $set: { state: 'done', finishedAt: new Date() } },
    );
    this.logger.log(`Demo content added to ${CONTENT_CATALOGUE.length} content blocks`);
  }
}
