// The public routes' titles as the pages show them come from the shell's catalogue, in the visitor's language; its
// English entries must stay the route table's titles, byte for byte, and every public route the shell titles itself
// (the indexed pages title themselves from their content) needs one.
import en from '../messages/en.json';
import { routesWith } from './paths';

const titled = routesWith('public').filter((route) => !route.indexed);

test.each(titled.map((route) => [route.path, route.title]))('%s is titled "%s" in English', (path, title) => {
  expect((en as Record<string, string>)[`route.${path}`]).toBe(title);
});

test('the catalogue titles no route the table does not have', () => {
  const paths = new Set(titled.map((route) => `route.${route.path}`));
  expect(Object.keys(en).filter((id) => id.startsWith('route.') && !paths.has(id))).toEqual([]);
});
