import { Controller, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type LanguageSettings } from '@agency/contracts';
import { Audited } from '../audit/audited.decorator';
import { ERROR_SCHEMA } from '../common/rules-openapi';
import { LANGUAGE_SETTINGS_SCHEMA, ValidLanguageSettings } from './language-settings.pipe';
import { LanguagesService } from './languages.service';
import { LANGUAGE_ENDPOINTS as LANGUAGES } from '@agency/contracts/endpoints/languages';
import { EndpointRoute } from '../common/endpoint-route';

/** The site's languages: everyone reads them (the web apps choose among them), admins set them. */
@ApiTags('languages')
@Controller()
export class LanguagesController {
  constructor(private readonly languages: LanguagesService) {}

  @EndpointRoute(LANGUAGES.settings)
  @ApiOkResponse({ schema: LANGUAGE_SETTINGS_SCHEMA })
  async get(@Res({ passthrough: true }) reply: FastifyReply): Promise<LanguageSettings> {
    void reply.header('cache-control', 'no-cache');
    return this.languages.current();
  }

  @EndpointRoute(LANGUAGES.setSettings)
  @Audited('content', "Set the site's languages")
  @ApiOperation({
    summary: LANGUAGES.setSettings.summary,
    description:
      'A removed language is no longer read or counted, but its translations stay stored: adding it again brings them back.',
  })
  @ApiOkResponse({ schema: LANGUAGE_SETTINGS_SCHEMA })
  @ApiResponse({
    status: 400,
    description:
      'A malformed, unknown or repeated code, an empty or oversized list, or a changed default language; `message` names the field',
    schema: ERROR_SCHEMA,
  })
  set(@ValidLanguageSettings() settings: LanguageSettings): Promise<LanguageSettings> {
    return this.languages.set(settings);
  }
}
