import { Module, type DynamicModule } from '@nestjs/common';
import { CONTENT_CATALOGUE, type ContentResource } from '@agency/contracts';
import { ContentResourceModule } from './content-resource.module';
import { ContentSyncModule } from './content-sync.module';
import { ContentTranslationsController } from './content-translations.controller';
import { LanguagesController } from '../languages/languages.controller';
import { ContentPublishingController } from './publishing/content-publishing.controller';
import { ContentPublishingService } from './publishing/content-publishing.service';
import { ScheduledPublishingService } from './publishing/scheduled-publishing.service';

@Module({})
export class ContentModule {
  /** Every resource of a content catalogue (the contracts' own unless a test brings another). */
  static forCatalogue(catalogue: readonly ContentResource[] = CONTENT_CATALOGUE): DynamicModule {
    return {
      module: ContentModule,
      imports: [
        ...catalogue.map((resource) => ContentResourceModule.forResource(resource)),
        ContentSyncModule,
      ],
      controllers: [ContentPublishingController, ContentTranslationsController, LanguagesController],
      providers: [ContentPublishingService, ScheduledPublishingService],
    };
  }
}
