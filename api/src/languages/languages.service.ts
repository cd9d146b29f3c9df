import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  DEFAULT_LANGUAGE_SETTINGS,
  LOCALE_PARAM,
  negotiateLanguage,
  type LanguageSettings,
} from '@agency/contracts';
import { ValidationFailedException } from '../common/validated-body';
import { ContentVersionsService } from '../content/content-versions.service';
import { LANGUAGE_SETTINGS_ID, LanguageSettingsRecord } from './language-settings.schema';
import { localeParamOf } from './locale-param';
import { apiMessage } from '../i18n/api-message';

/** Its write counter among the content counters, so every process sees a change as soon as it sees content's. */
const VERSION_KEY = 'settings:languages';

/** The language a content request asked for: `locale` is undefined for the default language. */
export interface RequestedLanguage {
  locale: string | undefined;
  /** Chosen from Accept-Language: the answer varies with that header. */
  negotiated: boolean;
}

/** What a request says about its language: its query and, for reads that negotiate, its Accept-Language. */
export interface LanguageAsked {
  query: unknown;
  acceptLanguage?: string;
  /** Public reads follow Accept-Language when no `locale` is given; writes and admin reads never do. */
  negotiates: boolean;
}

/**
 * The site's languages, read on every localized request: kept in memory and trusted while the shared counters are
 * fresh (as the content read cache trusts its lists), so a change made by any API process is seen within a second.
 */
@Injectable()
export class LanguagesService {
  private known: { settings: LanguageSettings; version: number } | undefined;

  constructor(
    @InjectModel(LanguageSettingsRecord.name) private readonly settings: Model<LanguageSettingsRecord>,
    private readonly versions: ContentVersionsService,
  ) {}

  /** The configured languages; without awaiting anything when they are known to be current. */
  current(): LanguageSettings | Promise<LanguageSettings> {
    const known = this.known;
    if (known && this.versions.isFresh() && known.version === this.versions.current(VERSION_KEY))
      return known.settings;
    return this.load();
  }

  /**
   * Stores a list the body pipe checked (`LanguageSettingsPipe`); answers what is stored. Translations of a removed
   * language stay, unread.
   */
  async set(settings: LanguageSettings): Promise<LanguageSettings> {
    await this.settings.updateOne({ _id: LANGUAGE_SETTINGS_ID }, { $set: settings }, { upsert: true });
    await this.versions.bump(VERSION_KEY);
    this.known = { settings, version: this.versions.current(VERSION_KEY) };
    return settings;
  }

  /**
   * The language a read or write asks for: `?locale=` names a configured language (else a 400 naming it); without
   * it, a public read may follow Accept-Language (an unconfigured one falls back to the default). The default
   * language is answered as undefined, so default answers are built exactly as without languages.
   */
  requested(asked: LanguageAsked): RequestedLanguage | Promise<RequestedLanguage> {
    const settings = this.current();
    return settings instanceof Promise
      ? settings.then((loaded) => requestedIn(loaded, asked))
      : requestedIn(settings, asked);
  }

  private async load(): Promise<LanguageSettings> {
    await this.versions.refresh();
    const version = this.versions.current(VERSION_KEY);
    if (this.known?.version === version) return this.known.settings;
    const stored = await this.settings.findById(LANGUAGE_SETTINGS_ID).lean<LanguageSettingsRecord>();
    const settings: LanguageSettings = stored
      ? { languages: [...stored.languages], defaultLanguage: stored.defaultLanguage }
      : { ...DEFAULT_LANGUAGE_SETTINGS, languages: [...DEFAULT_LANGUAGE_SETTINGS.languages] };
    this.known = { settings, version };
    return settings;
  }
}

function requestedIn(settings: LanguageSettings, request: LanguageAsked): RequestedLanguage {
  const { query, acceptLanguage, negotiates } = request;
  const asked = localeParamOf(query);
  const ofDefault = (code: string | undefined) => (code === settings.defaultLanguage ? undefined : code);
  if (asked !== undefined) {
    if (typeof asked !== 'string' || !settings.languages.includes(asked)) {
      const languages = settings.languages.join(', ');
      const refusal = apiMessage('error.locale.notSiteLanguage', { param: LOCALE_PARAM, languages });
      throw new ValidationFailedException([{ field: LOCALE_PARAM, ...refusal }]);
    }
    return { locale: ofDefault(asked), negotiated: false };
  }
  // With one language the header changes nothing, so the answer does not vary with it.
  if (!negotiates || settings.languages.length < 2) return { locale: undefined, negotiated: false };
  return { locale: ofDefault(negotiateLanguage(acceptLanguage, settings.languages)), negotiated: true };
}
