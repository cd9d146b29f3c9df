import { isLanguageCode, negotiateLanguage, validateLanguageSettings } from './languages';

describe('language codes', () => {
  it.each(['en', 'de', 'fr', 'pt-BR', 'zh-Hant', 'sr-Latn-RS', 'es-419'])('takes %s', (code) => {
    expect(isLanguageCode(code)).toBe(true);
  });

  it.each([
    '',
    'xx',
    'EN',
    'en-us',
    'en_US',
    'english',
    'qaa',
    'de-',
    '-de',
    'de-AT-x-private',
    42,
    null,
    {},
  ])('refuses %p', (code) => {
    expect(isLanguageCode(code)).toBe(false);
  });
});

describe('the language settings rules', () => {
  it('names the field of each problem', () => {
    const fields = (body: unknown) => {
      const result = validateLanguageSettings(body);
      return result.ok ? [] : result.errors.map((error) => error.field);
    };
    expect(fields({ languages: ['en', 'de'], defaultLanguage: 'en' })).toEqual([]);
    expect(fields({ languages: ['de'], defaultLanguage: 'en' })).toEqual(['languages']);
    expect(fields({ languages: ['en'], defaultLanguage: 'de' })).toEqual(['defaultLanguage']);
    expect(fields({ languages: ['en', 'en'], defaultLanguage: 'en' })).toEqual(['languages']);
    expect(fields(JSON.parse('{"__proto__": [], "languages": ["en"], "defaultLanguage": "en"}'))).toEqual([
      '__proto__',
    ]);
    expect(fields(null)).toEqual(['body']);
  });
});

describe('negotiating a language from Accept-Language', () => {
  const languages = ['en', 'de', 'pt-BR'];
  it.each<[string | undefined, string | undefined]>([
    [undefined, undefined],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['pt-br', 'pt-BR'],
    ['fr, de;q=0.5', 'de'],
    ['de;q=0.2, en;q=0.9', 'en'],
    ['de;q=0', undefined],
    ['*', undefined],
    ['es', undefined],
  ])('%p gives %p', (header, expected) => {
    expect(negotiateLanguage(header, languages)).toBe(expected);
  });
});
