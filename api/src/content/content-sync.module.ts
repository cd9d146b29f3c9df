import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CONTENT_VERSION_MODEL, ContentVersionSchema } from './content-version.schema';
import { ContentVersionsService } from './content-versions.service';
import { ContentReadCache } from './content-read.cache';

/** Shared by every content resource module and the seed: one set of version counters and one content read cache per process. */
@Module({
  imports: [MongooseModule.forFeature([{ name: CONTENT_VERSION_MODEL, schema: ContentVersionSchema }])],
  providers: [ContentVersionsService, ContentReadCache],
  exports: [ContentVersionsService, ContentReadCache],
})
export class ContentSyncModule {}
