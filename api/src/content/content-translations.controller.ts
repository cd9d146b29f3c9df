import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type MissingTranslations, type RecordTranslation } from '@agency/contracts';
import { LanguagesService, type LanguageAsked } from '../languages/languages.service';
import { LanguageAsk } from './content-language';
import { ContentRegistry } from './publishing/content-registry';
import { LANGUAGE_ENDPOINTS as LANGUAGES } from '@agency/contracts/endpoints/languages';
import { EndpointRoute } from '../common/endpoint-route';

/** What the CMS needs to translate: which fields of a block fall back, and how much is left per block. */
@ApiTags('content translations')
@Controller()
export class ContentTranslationsController {
  constructor(
    private readonly registry: ContentRegistry,
    private readonly languages: LanguagesService,
  ) {}

  // Declared before a block's: `missing` is a word, not a block.
  @EndpointRoute(LANGUAGES.missing)
  async missing(): Promise<MissingTranslations> {
    const { languages, defaultLanguage } = await this.languages.current();
    const others = languages.filter((code) => code !== defaultLanguage);
    const blocks = this.registry.all();
    const counts = await Promise.all(blocks.map((service) => service.missingTranslations(others)));
    return Object.fromEntries(blocks.map((service, index) => [service.resource.key, counts[index]!]));
  }

  @EndpointRoute(LANGUAGES.block)
  async block(
    @Param('resource') resource: string,
    @LanguageAsk(false) asked: LanguageAsked,
  ): Promise<RecordTranslation[]> {
    const service = this.registry.get(resource);
    const { locale } = await this.languages.requested(asked);
    return service.translations(locale);
  }
}
