import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { catalogueTexts } from './catalogue-texts';
import en from './en.json';

const english: Record<string, string> = en;
const documented = catalogueTexts();
const isCatalogueId = (id: string) => /^(block|alert|field)\./.test(id);

test('the English catalogue holds every text the CMS shows from the content catalogue, word for word', () => {
  const differing = Object.entries(documented).filter(([id, text]) => english[id] !== text);
  expect(differing).toEqual([]);
});

test('the English catalogue holds no content catalogue text the contracts no longer have', () => {
  expect(Object.keys(english).filter((id) => isCatalogueId(id) && !(id in documented))).toEqual([]);
});

test('each documented text reads the same once compiled (nothing in it is taken for message syntax)', () => {
  const altered = Object.values(documented).filter(
    (text) => JSON.stringify(compileMessageOrThrow(text)) !== JSON.stringify([text]),
  );
  expect(altered).toEqual([]);
});
