import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LANGUAGE_PATHS, type MissingTranslations, type RecordTranslation } from '@agency/contracts';
import { AdminOnly } from '../auth/access.decorator';
import { routePath } from '../common/route-path';
import { LanguagesService, type LanguageAsked } from '../languages/languages.service';
import { LanguageAsk } from './content-language';
import { ContentRegistry } from './publishing/content-registry';

/** What the CMS needs to translate: which fields of a block fall back, and how much is left per block. */
@ApiTags('content translations')
@Controller()
@AdminOnly()
export class ContentTranslationsController {
  constructor(
    private readonly registry: ContentRegistry,
    private readonly languages: LanguagesService,
  ) {}

  // Declared before a block's: `missing` is a word, not a block.
  @Get(routePath(LANGUAGE_PATHS.missing))
  @ApiOperation({
    summary:
      'Per block and language other than the default: the localized fields holding a default value but no translation, and the records with any',
  })
  async missing(): Promise<MissingTranslations> {
    const { languages, defaultLanguage } = await this.languages.current();
    const others = languages.filter((code) => code !== defaultLanguage);
    const blocks = this.registry.all();
    const counts = await Promise.all(blocks.map((service) => service.missingTranslations(others)));
    return Object.fromEntries(blocks.map((service, index) => [service.resource.key, counts[index]!]));
  }

  @Get(routePath(LANGUAGE_PATHS.block))
  @ApiOperation({
    summary:
      "A block's records in one language: the values shown, the localized fields translated, and those falling back to the default language's value",
  })
  async block(
    @Param('resource') resource: string,
    @LanguageAsk(false) asked: LanguageAsked,
  ): Promise<RecordTranslation[]> {
    const service = this.registry.get(resource);
    const { locale } = await this.languages.requested(asked);
    return service.translations(locale);
  }
}
