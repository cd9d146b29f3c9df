import { Body, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import {
  LANGUAGE_CODE_MAX,
  MAX_LANGUAGES,
  validateLanguageSettings,
  type LanguageSettings,
} from '@agency/contracts';
import { documentedParam } from '../common/documented-param';
import { ValidationFailedException } from '../common/validated-body';
import { LanguagesService } from './languages.service';

export const LANGUAGE_SETTINGS_SCHEMA = {
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

/**
 * Checks a new language list against the contracts' rules and the stored default language (which never changes, so
 * a setting read a moment ago judges it as well as a fresh one); the handler gets the checked list.
 */
@Injectable()
export class LanguageSettingsPipe implements PipeTransform<unknown, Promise<LanguageSettings>> {
  constructor(private readonly languages: LanguagesService) {}

  async transform(json: unknown): Promise<LanguageSettings> {
    const checked = validateLanguageSettings(json, await this.languages.current());
    if (!checked.ok) throw new ValidationFailedException(checked.errors);
    return checked.value;
  }
}

/** `@Body()` through the language settings pipe, with its request schema on the OpenAPI page. */
export function ValidLanguageSettings(): ParameterDecorator {
  return documentedParam(
    Body(LanguageSettingsPipe),
    ApiBody({ schema: LANGUAGE_SETTINGS_SCHEMA, required: true }),
  );
}
