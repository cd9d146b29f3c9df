import { ConflictException, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { CONTENT_CATALOGUE, DEMO_CONTENT, pricings, validateContent } from '@agency/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { contentModelName } from '../content/content.schema';
import { ContentVersionsService } from '../content/content-versions.service';
import { isDuplicateKeyError } from '../database/database-errors';
import { PaypalSettingsService } from '../paypal-settings/paypal-settings.service';

export const SEED_MARKERS_COLLECTION = 'seed_markers';
export const DEMO_CONTENT_MARKER = 'demo-content';
export const DEMO_PAYMENTS_MARKER = 'demo-payments';
/**
 * The business e-mail the demo shop is paid to. In PAYPAL_MODE=simulator the built-in checkout pays it, so a
 * fresh `npm start` takes a payment end to end; against PayPal an admin replaces it with the shop's account.
 */
export const DEMO_PAYPAL_EMAIL = 'payments@agency.test';

interface SeedMarker {
  _id: string;
  state: 'seeding' | 'done';
  startedAt: Date;
  finishedAt?: Date;
}

/**
 * Fills every content block with demo content and sets the demo PayPal business e-mail on the first start of an
 * empty database (config.seedDemo). Each step claims a marker document with a fixed _id first, so concurrent
 * starts seed once and later starts never re-add what an admin deleted; a database seeded before a step
 * existed gets that step once.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectConnection() private readonly connection: Connection,
    private readonly versions: ContentVersionsService,
    private readonly paypalSettings: PaypalSettingsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    await this.seedIfEmpty();
    await this.seedPaymentsIfUnset();
  }

  /** On a database the demo seed filled, sets the demo business e-mail unless it was set before or an admin set one. */
  async seedPaymentsIfUnset(): Promise<void> {
    if (!(await this.markers().findOne({ _id: DEMO_CONTENT_MARKER }))) return;
    if (await this.paypalSettings.businessEmail()) return;
    if (!(await this.claim(DEMO_PAYMENTS_MARKER))) return;
    try {
      await this.paypalSettings.add({ paypalEmail: DEMO_PAYPAL_EMAIL });
      this.logger.log(`Demo PayPal business e-mail set: ${DEMO_PAYPAL_EMAIL}`);
    } catch (error) {
      // An admin set one between the check and the add: theirs stands.
      if (!(error instanceof ConflictException)) throw error;
    }
    await this.finish(DEMO_PAYMENTS_MARKER);
  }

  /** Adds the demo content unless it was added before or the database already has packages. */
  async seedIfEmpty(): Promise<void> {
    const db = this.database();
    if (await this.markers().findOne({ _id: DEMO_CONTENT_MARKER })) return;
    if ((await db.collection(pricings.collection).countDocuments({}, { limit: 1 })) > 0) return;
    if (!(await this.claim(DEMO_CONTENT_MARKER))) return;

    for (const resource of CONTENT_CATALOGUE) {
      const records = (DEMO_CONTENT[resource.key] as unknown[]).map((record) => {
        const result = validateContent(resource, record);
        if (!result.ok) throw new Error(`Demo ${resource.key} is invalid: ${result.errors[0]?.message}`);
        return result.value;
      });
      await this.connection.model(contentModelName(resource)).insertMany(records);
      await this.versions.bump(resource.key);
    }
    await this.finish(DEMO_CONTENT_MARKER);
    this.logger.log(`Demo content added to ${CONTENT_CATALOGUE.length} content blocks`);
  }

  /** True for the one start that inserted the marker; false when another start or an earlier one did. */
  private async claim(marker: string): Promise<boolean> {
    try {
      await this.markers().insertOne({ _id: marker, state: 'seeding', startedAt: new Date() });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  private async finish(marker: string): Promise<void> {
    await this.markers().updateOne({ _id: marker }, { $set: { state: 'done', finishedAt: new Date() } });
  }

  private markers() {
    return this.database().collection<SeedMarker>(SEED_MARKERS_COLLECTION);
  }

  private database() {
    const db = this.connection.db;
    if (!db) throw new Error('The database connection is not open');
    return db;
  }
}
