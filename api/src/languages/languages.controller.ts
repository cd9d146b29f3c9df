import { Body, Controller, Get, Put, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { LANGUAGE_CODE_MAX, LANGUAGE_PATHS, MAX_LANGUAGES, type LanguageSettings } from '@agency/contracts';
import { Audited } from '../audit/audited.decorator';
import { AdminOnly, Public } from '../auth/access.decorator';
import { routePath } from '../common/route-path';
import { ERROR_SCHEMA } from '../common/rules-openapi';
import { LanguagesService } from './languages.service';

const SETTINGS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['languages', 'defaultLanguage'],
  properties: {
    languages: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_LANGUAGES,
      uniqueItems: true,
      items: { type: 'string', maxLength: LANGUAGE_CODE_MAX, example: 'de' },
      description: 'BCP 47 codes in their canonical case (en, de, pt-BR), the default language among them',
    },
    defaultLanguage: {
      type: 'string',
      maxLength: LANGUAGE_CODE_MAX,
      description: "The language of the records' own values; it cannot change",
    },
  },
};

/** The site's languages: everyone reads them (the web apps choose among them), admins set them. */
@ApiTags('languages')
@Controller()
export class LanguagesController {
  constructor(private readonly languages: LanguagesService) {}

  @Get(routePath(LANGUAGE_PATHS.settings))
  @Public()
  @ApiOperation({ summary: "The site's languages and its default language" })
  @ApiOkResponse({ schema: SETTINGS_SCHEMA })
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
  @ApiBody({ schema: SETTINGS_SCHEMA })
  @ApiOkResponse({ schema: SETTINGS_SCHEMA })
  @ApiResponse({
    status: 400,
    description:
      'A malformed, unknown or repeated code, an empty or oversized list, or a changed default language; `message` names the field',
    schema: ERROR_SCHEMA,
  })
  set(@Body() body: unknown): Promise<LanguageSettings> {
    return this.languages.set(body);
  }
}
