import { Controller, Get, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { LANGUAGE_PATHS, type LanguageSettings } from '@agency/contracts';
import { Audited } from '../audit/audited.decorator';
import { AdminOnly, Public } from '../auth/access.decorator';
import { routePath } from '../common/route-path';
import { ERROR_SCHEMA } from '../common/rules-openapi';
import { LANGUAGE_SETTINGS_SCHEMA, ValidLanguageSettings } from './language-settings.pipe';
import { LanguagesService } from './languages.service';

/** The site's languages: everyone reads them (the web apps choose among them), admins set them. */
@ApiTags('languages')
@Controller()
export class LanguagesController {
  constructor(private readonly languages: LanguagesService) {}

  @Get(routePath(LANGUAGE_PATHS.settings))
  @Public()
  @ApiOperation({ summary: "The site's languages and its default language" })
  @ApiOkResponse({ schema: LANGUAGE_SETTINGS_SCHEMA })
  async get(@Res({ passthrough: true }) reply: FastifyReply): Promise<LanguageSettings> {
    void reply.header('cache-control', 'no-cache');
    return this.languages.current();
  }

  @Put(routePath(LANGUAGE_PATHS.settings))
  @AdminOnly()
  @Audited('content', "Set the site's languages")
  @ApiOperation({
    summary: "Set the site's languages",
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
