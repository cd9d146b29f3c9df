import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MIGRATIONS } from './catalogue';
import { MIGRATION_RECORD, MigrationRecordSchema } from './migration-record.schema';
import { MIGRATION_SETTINGS, MigrationsService, type MigrationSettings } from './migrations.service';

const DEFAULT_SETTINGS: MigrationSettings = { migrations: MIGRATIONS, leaseMs: 30_000, pollMs: 1_000 };

@Module({})
export class MigrationsModule {
  /**
   * The catalogue's migrations unless a test brings others (or a shorter lease). Global, so readiness (or any
   * module) can inject MigrationsService without importing this module a second time.
   */
  static forRoot(settings: Partial<MigrationSettings> = {}): DynamicModule {
    return {
      module: MigrationsModule,
      global: true,
      imports: [MongooseModule.forFeature([{ name: MIGRATION_RECORD, schema: MigrationRecordSchema }])],
      providers: [
        { provide: MIGRATION_SETTINGS, useValue: { ...DEFAULT_SETTINGS, ...settings } },
        MigrationsService,
      ],
      exports: [MigrationsService],
    };
  }
}
