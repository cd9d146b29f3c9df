import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CountersModule } from '../database/counters.module';
import { CONTENT_VERSION_MODEL, ContentVersionSchema } from './content-version.schema';
import { ContentVersionsService } from './content-versions.service';
import { ContentReadCache } from './content-read.cache';
import { ContentDraftRecord, ContentDraftSchema } from './publishing/content-draft.schema';
import { ContentDraftsService } from './publishing/content-drafts.service';
import { ContentHistoryService } from './publishing/content-history.service';
import { ContentRegistry } from './publishing/content-registry';
import { ContentRevisionRecord, ContentRevisionSchema } from './publishing/content-revision.schema';
import { LanguageSettingsRecord, LanguageSettingsSchema } from '../languages/language-settings.schema';
import { LanguagesService } from '../languages/languages.service';

const SHARED = [
  ContentVersionsService,
  ContentReadCache,
  ContentDraftsService,
  ContentHistoryService,
  ContentRegistry,
  LanguagesService,
];

/**
 * Shared by every content resource module, publishing and the seed: one set of version counters, one content read
 * cache, one drafts store, one history, one registry of the blocks' services and the site's languages per process.
 */
@Module({
  imports: [
    CountersModule,
    MongooseModule.forFeature([
      { name: CONTENT_VERSION_MODEL, schema: ContentVersionSchema },
      { name: ContentDraftRecord.name, schema: ContentDraftSchema },
      { name: ContentRevisionRecord.name, schema: ContentRevisionSchema },
      { name: LanguageSettingsRecord.name, schema: LanguageSettingsSchema },
    ]),
  ],
  providers: SHARED,
  exports: [...SHARED, CountersModule],
})
export class ContentSyncModule {}
