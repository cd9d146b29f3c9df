import { Module, type DynamicModule } from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ContentResource } from '@agency/contracts';
import { ContentListCache } from './content-list.cache';
import { contentControllerFor } from './content.controller';
import { contentModelName, contentSchemaFor } from './content.schema';
import { ContentService, type ContentRecord } from './content.service';
import { ContentSyncModule } from './content-sync.module';
import { ContentVersionsService } from './content-versions.service';
import { ConditionalGet } from './conditional-get';

export function contentServiceToken(resource: Pick<ContentResource, 'key'>): string {
  return `ContentService:${resource.key}`;
}

export function contentListCacheToken(resource: Pick<ContentResource, 'key'>): string {
  return `ContentListCache:${resource.key}`;
}

/** One Nest module per catalogue resource, like MongooseModule.forFeature: its model, service and controller. */
@Module({})
export class ContentResourceModule {
  static forResource(resource: ContentResource): DynamicModule {
    const modelName = contentModelName(resource);
    const serviceToken = contentServiceToken(resource);
    const cacheToken = contentListCacheToken(resource);
    return {
      module: ContentResourceModule,
      imports: [
        MongooseModule.forFeature([{ name: modelName, schema: contentSchemaFor(resource) }]),
        ContentSyncModule,
      ],
      controllers: [contentControllerFor(resource, serviceToken)],
      providers: [
        {
          provide: cacheToken,
          useFactory: (
            model: Model<ContentRecord>,
            versions: ContentVersionsService,
            conditional: ConditionalGet,
          ) => new ContentListCache(resource, model, versions, conditional),
          inject: [getModelToken(modelName), ContentVersionsService, ConditionalGet],
        },
        {
          provide: serviceToken,
          useFactory: (model: Model<ContentRecord>, cache: ContentListCache) =>
            new ContentService(resource, model, cache),
          inject: [getModelToken(modelName), cacheToken],
        },
      ],
      exports: [serviceToken],
    };
  }
}
