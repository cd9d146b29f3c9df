import { Module, type DynamicModule } from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ContentResource } from '@agency/contracts';
import { CountersService } from '../database/counters.service';
import { ContentReadCache } from './content-read.cache';
import { contentControllerFor } from './content.controller';
import { contentModelName, contentSchemaFor } from './content.schema';
import { ContentService } from './content.service';
import type { ContentRecord } from './content-record';
import { ContentSyncModule } from './content-sync.module';
import { ContentDraftsService } from './publishing/content-drafts.service';
import { ContentHistoryService } from './publishing/content-history.service';
import { ContentRegistry } from './publishing/content-registry';

export function contentServiceToken(resource: Pick<ContentResource, 'key'>): string {
  return `ContentService:${resource.key}`;
}

/** One Nest module per catalogue resource, like MongooseModule.forFeature: its model, service and controller. */
@Module({})
export class ContentResourceModule {
  static forResource(resource: ContentResource): DynamicModule {
    const modelName = contentModelName(resource);
    const serviceToken = contentServiceToken(resource);
    return {
      module: ContentResourceModule,
      imports: [
        MongooseModule.forFeature([{ name: modelName, schema: contentSchemaFor(resource) }]),
        ContentSyncModule,
      ],
      controllers: [contentControllerFor(resource, serviceToken)],
      providers: [
        {
          provide: serviceToken,
          useFactory: (
            model: Model<ContentRecord>,
            readCache: ContentReadCache,
            drafts: ContentDraftsService,
            history: ContentHistoryService,
            registry: ContentRegistry,
            counters: CountersService,
          ) => {
            const service = new ContentService(resource, model, readCache.forResource(resource, model), {
              drafts,
              history,
              counters,
            });
            registry.register(service);
            return service;
          },
          inject: [
            getModelToken(modelName),
            ContentReadCache,
            ContentDraftsService,
            ContentHistoryService,
            ContentRegistry,
            CountersService,
          ],
        },
      ],
      exports: [serviceToken],
    };
  }
}
