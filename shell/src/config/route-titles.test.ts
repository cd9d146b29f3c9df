// The routes' titles as the pages show them come from the shell's catalogue; its English entries must stay the
// route table's titles, byte for byte, and every route the shell titles itself needs one.
import en from '../messages/en.json';
import { cmsRoutesFor, routes } from './paths';

const cmsScreens = new Set(cmsRoutesFor().map((route) => route.path));
const titled = routes.filter((route) => !route.indexed && !cmsScreens.has(route.path));

test.each(titled.map((route) => [route.path, route.title]))('%s is titled "%s" in English', (path, title) => {
  expect((en as Record<string, string>)[`route.${path}`]).toBe(title);
});

test('the catalogue titles no route the table does not have', () => {
  const paths = new Set(titled.map((route) => `route.${route.path}`));
  expect(Object.keys(en).filter((id) => id.startsWith('route.') && !paths.has(id))).toEqual([]);
});
